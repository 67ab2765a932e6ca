import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";

/**
 * "Report this dataset", for signed-in players other than its owner (the page asks why; no JS
 * needed). The route passes the viewer (the root loader's user) so components never import the root.
 */
export function ReportLink({
  datasetId,
  ownerId = null,
  viewerId,
}: {
  datasetId: number;
  ownerId?: number | null;
  viewerId: number | null;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  if (viewerId === null || viewerId === ownerId) return null;
  return (
    <p className="report-link">
      <Link to={lp(`/datasets/${datasetId}/report`)}>{t("reportDataset")}</Link>
    </p>
  );
}
