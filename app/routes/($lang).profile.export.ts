import { accountExportResponse } from "~/web/account-export.server";
import { pageLoader } from "~/web/page.server";
import type { RouteTiers } from "~/web/rate-limit.server";

/** docs/rate-limits.md: The account export reads everything the account holds. */
export const rateTiers: RouteTiers = { read: "download" };

/** The /profile page's "Download my data" button: the same file as GET /api/v1/profile/me/export. */
export const loader = pageLoader(async ({ deps, requireUser }) =>
  accountExportResponse(deps, await requireUser()),
);
