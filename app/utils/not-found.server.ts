/** spec §8: 'Page Not Found: {path}' with status 404. */
export function pageNotFound(request: Request): Response {
  const { pathname } = new URL(request.url);
  return new Response(`Page Not Found: ${pathname}`, { status: 404, statusText: "Not Found" });
}
