import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { CategoryColumn } from "~/services/datasets/value-labels.server";

/**
 * One category column's values, each as written with a box per language. Field names are
 * `labels[i].…` from `start` on (one list across columns); the value and its column travel in
 * hidden fields, so the form needs no script.
 */
export function ValueRows({ column, start }: { column: CategoryColumn; start: number }) {
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  const title = localized(column.label, locale, column.key);
  return (
    <fieldset className="value-labels__column">
      <legend>{t("values.column", { column: title, count: column.values.length })}</legend>
      <div className="value-labels__head" aria-hidden="true">
        <span>{t("values.written")}</span>
        <span lang="zh-CN">{t("values.headZh")}</span>
        <span lang="en-US">{t("values.headEn")}</span>
      </div>
      <ol className="value-labels__rows">
        {column.values.map((row, at) => {
          const index = start + at;
          const field = (part: string) => `labels[${index}].${part}`;
          return (
            <li key={row.value} className="value-labels__row">
              <input type="hidden" name={field("column")} value={column.key} />
              <input type="hidden" name={field("value")} value={row.value} />
              <span className="value-labels__value">
                {row.value} <span className="muted">{t("values.entries", { count: row.entries })}</span>
              </span>
              <label className="visually-hidden" htmlFor={`value-zh-${index}`}>
                {t("values.labelZh", { value: row.value })}
              </label>
              <input
                id={`value-zh-${index}`}
                name={field("zh")}
                defaultValue={row.labels["zh-CN"] ?? ""}
                placeholder={row.value}
                maxLength={100}
                lang="zh-CN"
              />
              <label className="visually-hidden" htmlFor={`value-en-${index}`}>
                {t("values.labelEn", { value: row.value })}
              </label>
              <input
                id={`value-en-${index}`}
                name={field("en")}
                defaultValue={row.labels["en-US"] ?? ""}
                placeholder={row.value}
                maxLength={100}
                lang="en-US"
              />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
