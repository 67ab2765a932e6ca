import { apiFailure } from "~/utils/http/api.server";

/** Unknown API paths get the JSON error envelope, never the HTML 404 page. */
function notFound({ request }: { request: Request }) {
  return apiFailure(404, `API endpoint not found: ${request.method} ${new URL(request.url).pathname}`);
}

export const loader = notFound;
export const action = notFound;
