import { lazyPart } from "./lazy-part";

export { errorKind } from "./error-kind";

/**
 * spec §2/§8: the one error page (error-page-content.tsx). Its code loads with the first error the
 * browser shows (or while a page is on its way, see use-shell-preloads.ts), not on every first visit.
 */
export const ErrorPage = lazyPart(() =>
  import("./error-page-content").then((module) => module.ErrorPageContent),
);
