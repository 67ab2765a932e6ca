import { accountExportResponse } from "~/web/account-export.server";
import { pageLoader } from "~/web/page.server";

/** The /profile page's "Download my data" button: the same file as GET /api/v1/profile/me/export. */
export const loader = pageLoader(async ({ deps, requireUser }) =>
  accountExportResponse(deps, await requireUser()),
);
