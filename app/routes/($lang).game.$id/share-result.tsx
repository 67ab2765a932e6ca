import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "./use-hydrated";

type ShareState = "idle" | "shared" | "copied";

/**
 * Shares the spoiler-free result: the system share sheet (Web Share API) where the browser has
 * one, else the clipboard, else (refused, or no JavaScript) a read-only text box to copy from.
 */
export function ShareResult({ text }: { text: string }) {
  const { t } = useTranslation("game");
  const hydrated = useHydrated();
  const [state, setState] = useState<ShareState>("idle");
  const [refused, setRefused] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  // The button says "Copied" for a moment, where the thumb is, besides the live region's sentence.
  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const share = async () => {
    // A second copy announces again: the live region must change to be read.
    setState("idle");
    if (typeof navigator.share === "function" && navigator.canShare?.({ text }) !== false) {
      try {
        await navigator.share({ text });
        setState("shared");
        return;
      } catch (error) {
        // The player closed the sheet: nothing to do. Any other refusal falls through to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setRefused(true);
      requestAnimationFrame(() => area.current?.select());
    }
  };
  const fallback = !hydrated || refused;
  return (
    <div className="game-share">
      {hydrated ? (
        <button type="button" className="button button--primary" onClick={share} data-testid="share-result">
          {state === "copied" ? `✓ ${t("share.copiedButton")}` : t("share.button")}
        </button>
      ) : null}
      <p role="status" className="game-share__status" data-testid="share-status">
        {state === "copied" ? t("share.copied") : state === "shared" ? t("share.shared") : ""}
      </p>
      {fallback ? (
        <div className="field">
          <label htmlFor="game-share-text">{t("share.fallback")}</label>
          <textarea
            id="game-share-text"
            ref={area}
            readOnly
            // Room for the first line and the link to wrap on a phone.
            rows={Math.min(12, text.split("\n").length + 3)}
            value={text}
            onFocus={(event) => event.currentTarget.select()}
            onCopy={() => setState("copied")}
          />
        </div>
      ) : null}
    </div>
  );
}
