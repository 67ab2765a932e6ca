import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server.node";

/** What React writes for a Suspense boundary it left to the browser (suspended or failed there). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The page as one string, when it renders in one synchronous pass: React's string renderer builds
 * the HTML by joining strings and the runtime encodes it once, where the stream renderer below
 * calls TextEncoder.encodeInto for every tag, attribute and text (a crossing into the runtime each:
 * a quarter of the render's CPU in a profile of /profile). Null when that pass could not
 * finish the page (a part suspended or failed inside a Suspense boundary, or the shell threw): the
 * stream renderer then waits for it and reports the error.
 */
export function renderInOnePass(element: ReactNode): string | null {
  try {
    const html = renderToString(element);
    // Page text is escaped, so this comment can only be React's own marker.
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : `<!DOCTYPE html>${html}`;
  } catch {
    return null;
  }
}

/** The size of react-dom/server.node's write buffer. */
const WRITER_BUFFER_BYTES = 2048;

/**
 * The whole page as one body with React's Node stream renderer: the path for a page that does not
 * render in one pass (renderInOnePass), waiting for what suspended and reporting errors through
 * `onError`. The "worker" build of react-dom/server (renderToReadableStream) encodes every text and
 * attribute with its own TextEncoder call and hands out 512-byte chunks; the Node build encodes
 * into 2 KB buffers (encodeInto) with about half the Worker CPU. It needs `util` and `setImmediate`,
 * which the Worker has (nodejs_compat). The chunks are joined into one body instead of being pumped
 * through a JavaScript ReadableStream that the runtime pulls chunk by chunk.
 */
export function renderDocument(
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
