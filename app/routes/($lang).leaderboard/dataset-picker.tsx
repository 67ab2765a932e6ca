import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import "~/components/stats/stats.css";

/** A GET form, so picking a dataset works without JavaScript (and the URL can be shared). */
export function DatasetPicker({
  options,
  selected,
}: {
  options: { id: number; name: string }[];
  selected: number | null;
}) {
  const { t } = useTranslation("leaderboard");
  const { t: tc } = useTranslation();
  const loading = useNavigation().state === "loading";
  return (
    <Form method="get" className="board-picker" preventScrollReset>
      <div className="field">
        <label htmlFor="board-dataset">{t("board.pickDataset")}</label>
        <select id="board-dataset" name="dataset_id" defaultValue={selected ?? undefined} key={selected}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" aria-disabled={loading || undefined}>
        {loading ? tc("loading") : t("board.show")}
      </button>
    </Form>
  );
}
