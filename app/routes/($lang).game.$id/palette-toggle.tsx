import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const STORAGE_KEY = "dd_palette";

/** Switches app.css's colour-blind palette on <html>; remembered in this browser. */
export function PaletteToggle() {
  const { t } = useTranslation("game");
  const [on, setOn] = useState(false);
  useEffect(() => {
    setOn(window.localStorage.getItem(STORAGE_KEY) === "colorblind");
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    if (on) root.dataset.palette = "colorblind";
    else delete root.dataset.palette;
  }, [on]);
  const toggle = () => {
    const next = !on;
    setOn(next);
    window.localStorage.setItem(STORAGE_KEY, next ? "colorblind" : "default");
  };
  return (
    <button type="button" className="button button--ghost button--sm" aria-pressed={on} onClick={toggle}>
      {t("palette.toggle")}
    </button>
  );
}
