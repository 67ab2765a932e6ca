import { useMatches } from "@remix-run/react";

/** A route's `handle.chrome = false`: the page is shown alone (no header, footer or nav), as an embed is. */
export type ChromeHandle = { chrome?: boolean };

export function useBarePage(): boolean {
  return useMatches().some((match) => (match.handle as ChromeHandle | undefined)?.chrome === false);
}
