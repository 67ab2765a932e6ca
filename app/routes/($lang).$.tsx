import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageNotFound } from "~/web/not-found.server";

/** spec §2/§8: a path no route matches is a 404 ('Page Not Found: {path}'), shown by the root's error page. */
export function loader({ request }: LoaderFunctionArgs) {
  throw pageNotFound(request);
}

// A component makes this a page route (a resource route would send the bare 404 text to people too).
export default function CatchAll() {
  return null;
}
