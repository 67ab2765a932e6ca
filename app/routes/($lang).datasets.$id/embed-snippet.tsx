import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/routes/($lang).game.$id/use-hydrated";

/**
 * For the dataset's owner: the `<iframe>` that puts today's daily on their own site, in a field to
 * copy from (and a Copy button once the page has JavaScript). docs/embed.md says how it behaves.
 */
export function EmbedSnippet({ snippet }: { snippet: string }) {
  const { t } = useTranslation("datasets");
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus(t("embed.copied"));
    } catch {
      setStatus(t("embed.copyFailed"));
    }
  };
  return (
    <section aria-labelledby="embed-title" className="section" data-testid="embed-snippet">
      <h2 id="embed-title">{t("embed.title")}</h2>
      <p className="muted">{t("embed.help")}</p>
      <div className="field">
        <label htmlFor="embed-code">{t("embed.label")}</label>
        <textarea
          id="embed-code"
          className="embed-snippet"
          readOnly
          rows={4}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      {hydrated ? (
        <button type="button" className="button button--sm" onClick={copy}>
          {t("embed.copy")}
        </button>
      ) : null}
      <p aria-live="polite" className="muted">
        {status}
      </p>
    </section>
  );
}
