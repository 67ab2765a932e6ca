import { useFetchers } from "@remix-run/react";
import { PALETTE_ACTION, type Palette } from "~/utils/palette";

/** The palette to show: a switch on its way to the server wins over the saved one (optimistic). */
export function usePalette(saved: Palette | undefined): Palette {
  const pending = useFetchers()
    .find((fetcher) => fetcher.formAction === PALETTE_ACTION)
    ?.formData?.get("palette");
  if (pending === "colorblind" || pending === "default") return pending;
  return saved ?? "default";
}
