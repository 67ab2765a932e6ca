import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { localeFromPath } from "./i18n/config";
import { TranslationsProvider } from "./i18n/react";
import { serverTranslations } from "./i18n/translations.server";
import { isBotAgent } from "./utils/bot-agent";
import { NonceProvider } from "./utils/nonce-provider";
import { inlineStylesheets } from "./web/inline-styles.server";
import { preloadModulesAfterStyles } from "./web/module-preloads.server";
import { botErrorResponse } from "./web/not-found.server";
import { renderDocument, renderInOnePass } from "./web/render-html.server";
import { stylesheetReader } from "./web/stylesheet-source.server";

type HandoffChunk = Promise<void> & { result?: { done: boolean; value: string }; error?: unknown };

/**
 * Reads the loader data's stream (turbo-stream, single fetch) ahead of the render, chunk by chunk
 * into `renderMeta.streamCache` exactly as Remix's <StreamTransfer> would while rendering. Left to
 * StreamTransfer, its first read always answered after the render had started, so every page
 * rendered a Suspense fallback and React rendered twice more on later tasks (the data script, then
 * the stream's end, each moved in place by a $RC script). Read first, the data script and the
 * stream's end render with the page in one pass. Waits for every chunk: the page is sent once all
 * of it is ready anyway (renderDocument), and without deferred loader data the end follows the
 * first chunk at once.
 */
async function readHandoffAhead(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  const meta = context.renderMeta;
  if (!stream || !meta || meta.streamCache) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: Record<number, HandoffChunk> = {};
  const read = (id: number): HandoffChunk => {
    const chunk: HandoffChunk = reader.read().then(
      (result) => {
        chunk.result = { done: result.done, value: decoder.decode(result.value, { stream: true }) };
        if (!result.done) read(id + 1);
      },
      (error: unknown) => {
        chunk.error = error;
      },
    );
    cache[id] = chunk;
    return chunk;
  };
  meta.streamCache = cache;
  // <RemixServer> takes a reader of its own; every chunk it asks for is already in the cache.
  context.serverHandoffStream = new ReadableStream<Uint8Array>();
  await read(0);
  // Each chunk read asks for the next one before it settles, so this waits up to the end.
  for (let id = 1; cache[id]; id++) await cache[id];
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const url = new URL(request.url);
  const userAgent = request.headers.get("user-agent");
  // spec §8: bots get no error page, for any error (a form's refusal is a page, not an error).
  const showsErrorPage = remixContext.staticHandlerContext.errors !== null;
  if (showsErrorPage && responseStatusCode >= 400 && userAgent && isBotAgent(userAgent)) {
    return botErrorResponse(responseStatusCode, url.pathname, responseHeaders);
  }
  const translations = serverTranslations(localeFromPath(url.pathname));
  await readHandoffAhead(remixContext);
  let didError = false;
  const page = (
    <NonceProvider value={loadContext.nonce}>
      <TranslationsProvider value={translations}>
        <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} />
      </TranslationsProvider>
    </NonceProvider>
  );
  const body =
    renderInOnePass(page) ??
    (await renderDocument(page, {
      nonce: loadContext.nonce,
      signal: request.signal,
      onError(error: unknown) {
        didError = true;
        if (!request.signal.aborted) console.error(error);
      },
    }));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const styled = await inlineStylesheets(
    typeof body === "string" ? body : new TextDecoder().decode(body),
    stylesheetReader(loadContext.cloudflare.env.ASSETS),
    loadContext.nonce,
  );
  return new Response(preloadModulesAfterStyles(styled, loadContext.nonce), {
    headers: responseHeaders,
    status: didError ? 500 : responseStatusCode,
  });
}
export { workerHooks } from "./worker-hooks.server";
