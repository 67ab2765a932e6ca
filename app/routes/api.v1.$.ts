import { apiFailure } from "~/web/api.server";
import { apiMessage, messageLocale } from "~/web/api-messages.server";

/** Unknown API paths get the JSON error envelope, never the HTML 404 page, in the client's language. */
function notFound({ request }: { request: Request }) {
  const values = { method: request.method, path: new URL(request.url).pathname };
  return apiFailure(404, apiMessage("endpointNotFound", messageLocale(request), values));
}

export const loader = notFound;
export const action = notFound;
