import { exportAccount } from "~/services/auth/account-export.server";
import type { AppDeps } from "~/services/deps.server";

/** The account export as a file download (the API and the /profile button give the same file). */
export async function accountExportResponse(
  deps: Pick<AppDeps, "db" | "now">,
  user: { id: number; username: string },
): Promise<Response> {
  const body = await exportAccount(deps, user.id);
  const day = deps.now().toISOString().slice(0, 10);
  const safeName = user.username.replace(/[^\w.-]/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="datadle-${safeName}-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
