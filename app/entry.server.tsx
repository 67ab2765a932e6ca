import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server.node";
import { localeFromPath } from "./i18n/config";
import { TranslationsProvider } from "./i18n/react";
import { serverTranslations } from "./i18n/translations.server";
import { isBotAgent } from "./utils/bot-agent";
import { NonceProvider } from "./utils/nonce-provider";
import { botErrorResponse } from "./utils/not-found.server";

/** The size of react-dom/server.node's write buffer. */
const WRITER_BUFFER_BYTES = 2048;

/**
 * The whole page as one body, rendered with React's Node renderer. The "worker" build of
 * react-dom/server (renderToReadableStream) encodes every text and attribute with its own
 * TextEncoder call and hands the stream 512-byte chunks; the Node build encodes into 2 KB buffers
 * (encodeInto) and wrote the same HTML with about half the Worker CPU (issue 13 profile: React was
 * most of a page's CPU). It needs `util` and `setImmediate`, which the Worker has (nodejs_compat).
 * With the loader data read ahead (readHandoffAhead) nothing of ours suspends, so the page is all
 * ready in the render's one pass: its chunks are joined into one body instead of being pumped
 * through a JavaScript ReadableStream that the runtime pulls chunk by chunk (each pull a promise
 * and a crossing into the runtime). A part that does suspend (deferred data, a lazy part still
 * loading) is waited for, as bots always were.
 */
function renderDocument(
  element: ReactNode,
  options: { nonce?: string; signal: AbortSignal; onError: (error: unknown) => void },
): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    // The few Writable members React's pipe() uses: write (true: never back-pressured; React hands
    // over each filled buffer and starts a new one, so a chunk is never written to again), end,
    // destroy, on (drain/error/close: none of them ever fires here).
    const destination = {
      write(written: Uint8Array) {
        // React 18's Node writer hands over its whole 2 KB buffer when the next character did not
        // fit in the buffer's last 1-3 bytes: those bytes were never written (zeros), and they
        // reached zh-CN pages as NUL characters. Page text never ends a buffer with a NUL.
        let end = written.byteLength;
        if (end === WRITER_BUFFER_BYTES)
          while (end > WRITER_BUFFER_BYTES - 3 && written[end - 1] === 0) end--;
        const chunk = end === written.byteLength ? written : written.subarray(0, end);
        chunks.push(chunk);
        length += chunk.byteLength;
        return true;
      },
      end() {
        const body = new Uint8Array(length);
        let at = 0;
        for (const chunk of chunks) {
          body.set(chunk, at);
          at += chunk.byteLength;
        }
        resolve(body);
      },
      destroy(error?: unknown) {
        reject(error);
      },
      on() {
        return destination;
      },
    };
    const stream = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellError: reject,
      onAllReady() {
        stream.pipe(destination as unknown as NodeJS.WritableStream);
      },
      onError: options.onError,
    });
    if (options.signal.aborted) stream.abort(options.signal.reason);
    else options.signal.addEventListener("abort", () => stream.abort(options.signal.reason), { once: true });
  });
}

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
  const body = await renderDocument(
    <NonceProvider value={loadContext.nonce}>
      <TranslationsProvider value={translations}>
        <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} />
      </TranslationsProvider>
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: request.signal,
      onError(error: unknown) {
        didError = true;
        if (!request.signal.aborted) console.error(error);
      },
    },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: didError ? 500 : responseStatusCode });
}
export { workerHooks } from "./worker-hooks.server";
