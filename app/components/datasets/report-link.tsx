import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { useRootData } from "~/root";

/** "Report this dataset", for signed-in players other than its owner (the page asks why; no JS needed). */
export function ReportLink({ datasetId, ownerId = null }: { datasetId: number; ownerId?: number | null }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const user = useRootData()?.user;
  if (!user || user.id === ownerId) return null;
  return (
    <p className="report-link">
      <Link to={lp(`/datasets/${datasetId}/report`)}>{t("reportDataset")}</Link>
    </p>
  );
}
