import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema } from "~/schemas/datasets";
import type { AppDeps } from "~/services/deps.server";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed } from "~/web/api.server";
import { requireAuthUser } from "~/web/current-user.server";

/**
 * An API route that does one thing to one id in its path for the signed-in user, with one method
 * (restore a dataset or version, remove a favorite): any other method is 405, a bad id 400, no
 * session 401; the service's result is the JSON body and its DomainErrors map as in apiHandler.
 */
export function ownerIdRoute<T>(
  method: string,
  param: string,
  run: (deps: AppDeps, userId: number, id: number) => Promise<T>,
) {
  return {
    action: apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
      if (request.method !== method) methodNotAllowed([method]);
      const id = parseOrThrow(idParamSchema, params[param]);
      const user = await requireAuthUser(context, request);
      return apiOk(await run(context.deps, user.id, id));
    }),
    loader: apiHandler(async () => methodNotAllowed([method])),
  };
}
