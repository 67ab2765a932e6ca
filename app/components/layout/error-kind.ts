/** The words of each kind of error: its own for 404, 403 and 429, one set for other refusals, one for failures. */
export const ERROR_WORDS = {
  notFound: { title: "notFound.title", text: "notFound.text" },
  forbidden: { title: "error.forbidden.title", text: "error.forbidden.text" },
  refused: { title: "error.refused.title", text: "error.refused.text" },
  throttled: { title: "error.throttled.title", text: "error.throttled.text" },
  failed: { title: "error.title", text: "error.text" },
} as const;

export function errorKind(status: number): keyof typeof ERROR_WORDS {
  if (status === 404) return "notFound";
  if (status === 401 || status === 403) return "forbidden";
  if (status === 429) return "throttled";
  return status >= 400 && status < 500 ? "refused" : "failed";
}
