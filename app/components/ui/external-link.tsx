import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

/** A link that opens in a new tab (and says so to screen readers), with no way back to this window. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="visually-hidden"> {t("newTab")}</span>
    </a>
  );
}
