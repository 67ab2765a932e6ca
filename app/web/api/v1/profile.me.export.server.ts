import { accountExportResponse } from "~/web/account-export.server";
import { apiRoute } from "~/web/api-route.server";

/** GET /api/v1/profile/me/export: the whole account as one JSON file (not the envelope: a download). */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/profile/me/export",
    summary:
      "Everything the account holds as one JSON file (a download, not the envelope): profile, game records with guesses, stats, favorites, datasets with every version in the upload format",
    tag: "profile",
    // The export reads everything the account holds.
    rateTier: "download",
    auth: true,
    errors: [401, 429],
  },
  ({ context, user }) => accountExportResponse(context.deps, user),
);

export const endpoints = [route];
