import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "./use-hydrated";

/** Copies the spoiler-free result; where the clipboard is missing or refused, a selectable text box. */
export function ShareResult({ text }: { text: string }) {
  const { t } = useTranslation("game");
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "fallback">("idle");
  const area = useRef<HTMLTextAreaElement>(null);
  const share = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("fallback");
      requestAnimationFrame(() => area.current?.select());
    }
  };
  const fallback = !hydrated || state === "fallback";
  return (
    <div className="game-share">
      {hydrated ? (
        <button type="button" className="button" onClick={share}>
          {t("share.button")}
        </button>
      ) : null}
      <p aria-live="polite" className="game-share__status">
        {state === "copied" ? t("share.copied") : ""}
      </p>
      {fallback ? (
        <div className="field">
          <label htmlFor="game-share-text">{t("share.fallback")}</label>
          <textarea
            id="game-share-text"
            ref={area}
            readOnly
            rows={Math.min(12, text.split("\n").length + 1)}
            value={text}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </div>
  );
}
