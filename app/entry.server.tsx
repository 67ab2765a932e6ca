import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { localeFromPath } from "./i18n/config";
import { getI18nInstance } from "./i18n/i18n.server";
import { NonceProvider } from "./utils/nonce-provider";
import { botErrorResponse } from "./utils/not-found.server";

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
  if (showsErrorPage && responseStatusCode >= 400 && userAgent && isbot(userAgent)) {
    return botErrorResponse(responseStatusCode, url.pathname, responseHeaders);
  }
  const instance = getI18nInstance(localeFromPath(url.pathname));
  let didError = false;
  const body = await renderToReadableStream(
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
  if (userAgent && isbot(userAgent)) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: didError ? 500 : responseStatusCode });
}
export { workerHooks } from "./worker-hooks.server";
