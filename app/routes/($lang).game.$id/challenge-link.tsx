import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "./use-hydrated";

/**
 * The link that challenges a friend: Copy and (where the browser has it) Share buttons; without
 * JavaScript, the link in a full-width field to copy from.
 */
export function ChallengeLink({ url }: { url: string }) {
  const { t } = useTranslation("game");
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  const copied = status === t("share.copied");
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setStatus(""), 4000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    // A second copy announces again: the live region must change to be read.
    setStatus("");
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t("share.copied"));
    } catch {
      setStatus(t("challenge.copyFailed"));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ url, text: t("challenge.shareText") });
    } catch {
      // Closed or refused: the Copy button is still there.
    }
  };
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <div className="game-over__challenge-link">
      <p>{t("challenge.invite")}</p>
      <input
        className="input"
        readOnly
        value={url}
        aria-label={t("challenge.linkLabel")}
        onFocus={(event) => event.currentTarget.select()}
        onCopy={() => setStatus(t("share.copied"))}
      />
      {hydrated ? (
        <div className="button-row">
          <button type="button" className="button" onClick={copy} data-testid="copy-challenge">
            {copied ? `✓ ${t("share.copiedButton")}` : t("challenge.copy")}
          </button>
          {canShare ? (
            <button type="button" className="button" onClick={share}>
              {t("challenge.share")}
            </button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="game-share__status" data-testid="challenge-link-status">
        {status}
      </p>
    </div>
  );
}
