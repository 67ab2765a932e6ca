import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server.node";
import { I18nextProvider } from "react-i18next";
import { localeFromPath } from "./i18n/config";
import { getI18nInstance } from "./i18n/i18n.server";
import { isBotAgent } from "./utils/bot-agent";
import { NonceProvider } from "./utils/nonce-provider";
import { botErrorResponse } from "./utils/not-found.server";

/**
 * React's Node renderer writing into a web ReadableStream. The "worker" build of react-dom/server
 * (renderToReadableStream) encodes every text and attribute with its own TextEncoder call and hands
 * the stream 512-byte chunks; the Node build encodes into 2 KB buffers (encodeInto) and wrote the
 * same HTML with about half the Worker CPU (issue 13 profile: React was most of a page's CPU). It
 * needs `util` and `setImmediate`, which the Worker has (nodejs_compat). Resolves once the shell is
 * rendered, like renderToReadableStream; `allReady` once everything (Suspense included) is.
 */
function renderToStream(
  element: ReactNode,
  options: { nonce?: string; signal: AbortSignal; onError: (error: unknown) => void },
): Promise<{ body: ReadableStream<Uint8Array>; allReady: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let markAllReady!: () => void;
    const allReady = new Promise<void>((done) => {
      markAllReady = done;
    });
    // The few Writable members React's pipe() uses: write (true: never back-pressured, the chunk is
    // queued), end, destroy, on(drain/error/close: none of them ever fires here).
    const destination = {
      write(chunk: Uint8Array) {
        controller.enqueue(chunk);
        return true;
      },
      end() {
        controller.close();
      },
      destroy(error?: unknown) {
        controller.error(error);
      },
      on() {
        return destination;
      },
    };
    const stream = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellReady() {
        const body = new ReadableStream<Uint8Array>({
          start(streamController) {
            controller = streamController;
          },
          cancel(reason) {
            stream.abort(reason);
          },
        });
        stream.pipe(destination as unknown as NodeJS.WritableStream);
        resolve({ body, allReady });
      },
      onShellError: reject,
      onAllReady: () => markAllReady(),
      onError: options.onError,
    });
    if (options.signal.aborted) stream.abort(options.signal.reason);
    else options.signal.addEventListener("abort", () => stream.abort(options.signal.reason), { once: true });
  });
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
  const instance = getI18nInstance(localeFromPath(url.pathname));
  let didError = false;
  const { body, allReady } = await renderToStream(
    <NonceProvider value={loadContext.nonce}>
      <I18nextProvider i18n={instance}>
        <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} />
      </I18nextProvider>
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
  if (userAgent && isBotAgent(userAgent)) await allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: didError ? 500 : responseStatusCode });
}
export { workerHooks } from "./worker-hooks.server";
