import { useEffect, useState } from "react";
import { BUILD_CHECK_INTERVAL_MS } from "~/client/build-check-interval";
import { useTranslation } from "~/i18n/react";

type ManifestWindow = Window & { __remixManifest?: { version?: string } };

/** Offers a reload once the hourly build check finds a newer build live (spec §7, §9). */
export function BuildBanner() {
  const { t } = useTranslation();
  const [newerBuild, setNewerBuild] = useState(false);

  useEffect(() => {
    const currentId = (window as ManifestWindow).__remixManifest?.version;
    if (!currentId) return;
    // The check's code loads when the first check is due, an hour in (not on a first visit).
    let stop: (() => void) | null = null;
    let active = true;
    const firstCheck = window.setTimeout(() => {
      import("~/client/build-check").then(({ startBuildCheck }) => {
        if (!active) return;
        stop = startBuildCheck({ currentId, onNewerBuild: () => setNewerBuild(true), checkNow: true });
      });
    }, BUILD_CHECK_INTERVAL_MS);
    return () => {
      active = false;
      window.clearTimeout(firstCheck);
      stop?.();
    };
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
