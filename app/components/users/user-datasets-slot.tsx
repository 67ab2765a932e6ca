import { useLoaderData } from "@remix-run/react";
import { DatasetGrid } from "~/components/datasets/dataset-card";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { UserDatasets } from "~/services/datasets/user-datasets.server";

/**
 * The user's public datasets on /users/{id} and /profile/{id}. The page loader provides them as
 * `userDatasets` (from `loadUserPublicDatasets`), so they render without JavaScript.
 */
export function UserDatasetsSlot({ userId }: { userId: number }) {
  const { userDatasets } = useLoaderData() as { userDatasets?: UserDatasets };
  const { t } = useTranslation("datasets");
  const lp = useLocalePath();
  if (!userDatasets) return null;
  return (
    <section aria-labelledby={`user-datasets-${userId}`} className="section">
      <h2 id={`user-datasets-${userId}`}>{t("profile.datasets")}</h2>
      <DatasetGrid datasets={userDatasets.datasets} empty={t("profile.empty")} />
      {userDatasets.total > userDatasets.datasets.length ? (
        <p>
          <Link to={lp(`/favorite/${userId}`)}>{t("profile.more")}</Link>
        </p>
      ) : null}
    </section>
  );
}
