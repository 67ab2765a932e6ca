import { useFetcher, useLocation } from "@remix-run/react";
import { usePalette } from "~/components/palette/use-palette";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root";
import { PALETTE_ACTION } from "~/utils/palette";

/**
 * Switches app.css's colour-blind palette on <html> (rendered by the root from the same
 * `usePalette`). A plain form (a cookie, then back to this page) so it works without JavaScript;
 * with it, the switch shows before the server answers.
 */
export function PaletteToggle() {
  const { t } = useTranslation("game");
  const fetcher = useFetcher();
  const location = useLocation();
  const on = usePalette(useRootData()?.palette) === "colorblind";
  return (
    <fetcher.Form method="post" action={PALETTE_ACTION} className="palette-toggle">
      <input type="hidden" name="palette" value={on ? "default" : "colorblind"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="button button--ghost button--sm" aria-pressed={on}>
        {t("palette.toggle")}
      </button>
    </fetcher.Form>
  );
}
