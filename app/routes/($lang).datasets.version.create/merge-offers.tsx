import { useTranslation } from "~/i18n/react";
import type { MergeNote } from "~/services/datasets/upload-source";

const LIST = { "zh-CN": "、", "en-US": ", " } as const;

/**
 * Columns that hold one list split over several (type_1, type_2): each group merged or offered has
 * a box, ticked while merged; its field `merge_<first key>` names the others, so it works without
 * JavaScript and unticking splits the list again.
 */
export function MergeOffers({ merges, locale }: { merges: MergeNote[]; locale: "zh-CN" | "en-US" }) {
  const { t } = useTranslation("authoring");
  if (merges.length === 0) return null;
  return (
    <fieldset className="prose merge-offers">
      <legend>{t("upload.merge.title")}</legend>
      {merges.map((merge) => {
        const [first, ...others] = merge.columns;
        const id = `merge-${first.key}`;
        const names = {
          columns: merge.columns.map((column) => column.header).join(LIST[locale]),
          label: merge.label,
        };
        return (
          <div key={id}>
            <p>{merge.key ? t("upload.merge.merged", names) : t("upload.merge.offer", names)}</p>
            <div className="checkbox">
              <input
                id={id}
                type="checkbox"
                name={`merge_${first.key}`}
                value={others.map((column) => column.key).join(",")}
                defaultChecked={merge.key !== null}
              />
              <label htmlFor={id}>{t("upload.merge.join", { label: merge.label })}</label>
            </div>
          </div>
        );
      })}
      <p className="muted field-hint">{t("upload.merge.hint")}</p>
    </fieldset>
  );
}
