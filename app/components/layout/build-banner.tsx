import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { startBuildCheck } from "~/client/build-check";

type ManifestWindow = Window & { __remixManifest?: { version?: string } };

/** Offers a reload once the hourly build check finds a newer build live (spec §7, §9). */
export function BuildBanner() {
  const { t } = useTranslation();
  const [newerBuild, setNewerBuild] = useState(false);

  useEffect(() => {
    const currentId = (window as ManifestWindow).__remixManifest?.version;
    if (!currentId) return;
    return startBuildCheck({ currentId, onNewerBuild: () => setNewerBuild(true) });
  }, []);

  if (!newerBuild) return null;
  return (
    <div className="build-banner" role="status">
      <span>{t("build.newVersion")}</span>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={() => window.location.reload()}
      >
        {t("build.reload")}
      </button>
    </div>
  );
}
