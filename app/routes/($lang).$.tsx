import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pageNotFound } from "~/utils/not-found.server";

export function loader({ request }: LoaderFunctionArgs) {
  throw pageNotFound(request);
}

export const meta: MetaFunction = () => [{ title: "404" }];

export default function CatchAll() {
  return null;
}
