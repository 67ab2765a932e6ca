import type { SubmissionResult } from "@conform-to/react";

/**
 * What the game page's action answers when a form is refused (`pageAction`'s failure): conform's
 * reply. A success redirects back to the page (303), so there is no success shape.
 */
export type GameActionData = { result: SubmissionResult<string[]> };

/** The refusal as the page's forms read it: the reply, the typed guess, which form failed. */
export function gameActionView(data: GameActionData | undefined) {
  const result = data?.result;
  const values = (result?.initialValue ?? {}) as Record<string, unknown>;
  const intent = typeof values.intent === "string" ? values.intent : null;
  return {
    reply: result ?? null,
    intent,
    /** The guess as typed, so the box keeps it after a refusal. */
    guess: typeof values.guess === "string" ? values.guess : "",
    formErrors: result?.error?.[""] ?? [],
  };
}
