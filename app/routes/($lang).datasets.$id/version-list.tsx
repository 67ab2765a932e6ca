import { useTranslation } from "react-i18next";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { VersionView } from "~/services/datasets/versions.server";

export function VersionList({ versions }: { versions: VersionView[] }) {
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  if (versions.length === 0) return <p className="empty">{t("detail.noVersions")}</p>;
  return (
    <ol className="version-list">
      {versions.map((version) => (
        <li key={version.id}>
          <h3>{t("detail.version", { version: version.version })}</h3>
          <p className="muted">
            {t("detail.versionMeta", {
              count: version.entriesCount,
              date: new Date(version.createdAt).toLocaleDateString(locale, { timeZone: "UTC" }),
            })}
          </p>
          <p>{version.changelog || t("detail.noChangelog")}</p>
          <p>
            <a href={version.downloadUrls.csv} download>
              {t("detail.downloadCsv")}
            </a>{" "}
            ·{" "}
            <a href={version.downloadUrls.json} download>
              {t("detail.downloadJson")}
            </a>
          </p>
        </li>
      ))}
    </ol>
  );
}
