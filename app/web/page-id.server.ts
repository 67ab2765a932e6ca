import { idParamSchema } from "~/schemas/datasets";
import { DomainError } from "~/utils/domain-error";

/**
 * spec §8: a page's id that is no positive integer (`/game/abc`, `/game/0`, `/game/-1`, `/game/1.5`)
 * names no page: the 404 page, as a missing id is, never a 400.
 */
export function pageIdParam(raw: string | undefined): number {
  const id = idParamSchema.safeParse(raw);
  if (!id.success) throw new DomainError("NOT_FOUND", "Page not found");
  return id.data;
}
