import { useState } from "react";
import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import type { PreviewColumn } from "~/services/datasets/upload-draft.server";
import { ATTRIBUTE_TYPES } from "~/utils/dataset-fields";
import type { AttributeType } from "~db/schema";

const TOLERANCE_LABEL: Partial<Record<AttributeType, string>> = {
  number: "upload.toleranceNumber",
  date: "upload.toleranceDate",
  geo: "upload.toleranceGeo",
};

/**
 * One column of the design §2 model: type (with why it was proposed), both labels, and only the
 * options its type uses: unit and "near" tolerance for numbers, tolerance for dates and geo, the
 * order of an ordinal, when a hint is revealed; and whether the game's table shows it.
 * Without JavaScript the options follow the type of the last preview; with it, the type picked.
 */
export function ColumnSettings({ column, locale }: { column: PreviewColumn; locale: Locale }) {
  const { t } = useTranslation("authoring");
  const { t: tds } = useTranslation("datasets");
  const [type, setType] = useState<AttributeType>(column.type);
  const key = column.key;
  const label = localized(column.label, locale, column.header);
  const typeName = (value: AttributeType) => tds(`attributeTypes.${value}`);
  const inference = column.inference;
  const id = (field: string) => `${field}-${key}`;
  const toleranceKey = TOLERANCE_LABEL[type];
  return (
    <fieldset className="column-settings" data-column={key}>
      <legend>
        {label} <span className="muted">({column.header})</span>
      </legend>
      <div className="field">
        <label htmlFor={id("type")}>{t("upload.typeFor", { column: column.key })}</label>
        <select
          id={id("type")}
          name={`type_${key}`}
          value={type}
          onChange={(event) => setType(event.target.value as AttributeType)}
        >
          {ATTRIBUTE_TYPES.map((value) => (
            <option key={value} value={value}>
              {typeName(value)}
            </option>
          ))}
        </select>
        {inference ? (
          <p className="field-hint muted">
            {t(`upload.inferred.${inference.reason}`, {
              fit: inference.fit,
              total: inference.total,
              type: typeName(column.type),
            })}
          </p>
        ) : null}
        {column.badCount > 0 ? (
          <p className="form-error" role="status">
            {t("upload.badRows", {
              count: column.badCount,
              rows: column.badRows.join(", "),
              type: typeName(column.type),
            })}
          </p>
        ) : null}
        {column.badCount > 0 || column.blanked > 0 ? (
          <div className="checkbox">
            <input
              id={id("blank")}
              type="checkbox"
              name={`blank_${key}`}
              value="1"
              defaultChecked={column.blanked > 0}
            />
            <label htmlFor={id("blank")}>{t("upload.blankBad", { count: column.blanked })}</label>
          </div>
        ) : null}
      </div>
      <div className="column-settings__labels">
        <div className="field">
          <label htmlFor={id("labelzh")}>{t("upload.labelZh")}</label>
          <input
            id={id("labelzh")}
            name={`labelzh_${key}`}
            defaultValue={column.label["zh-CN"] ?? ""}
            maxLength={100}
            lang="zh-CN"
          />
        </div>
        <div className="field">
          <label htmlFor={id("labelen")}>{t("upload.labelEn")}</label>
          <input
            id={id("labelen")}
            name={`labelen_${key}`}
            defaultValue={column.label["en-US"] ?? ""}
            maxLength={100}
            lang="en-US"
          />
        </div>
      </div>
      {type === "number" ? (
        <div className="field">
          <label htmlFor={id("unit")}>{t("upload.unitFor", { column: column.key })}</label>
          <input id={id("unit")} name={`unit_${key}`} defaultValue={column.unit ?? ""} maxLength={32} />
        </div>
      ) : null}
      {toleranceKey ? (
        <div className="field">
          <label htmlFor={id("tolerance")}>{t(toleranceKey as "upload.toleranceNumber")}</label>
          <input
            id={id("tolerance")}
            name={`tolerance_${key}`}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            defaultValue={column.tolerance ?? ""}
          />
        </div>
      ) : null}
      {type === "ordinal" ? (
        <div className="field">
          <label htmlFor={id("order")}>{t("upload.orderFor", { column: column.key })}</label>
          <textarea
            id={id("order")}
            name={`order_${key}`}
            rows={Math.min(8, Math.max(3, column.order?.length ?? 3))}
            defaultValue={column.order?.join("\n") ?? ""}
          />
        </div>
      ) : null}
      {type === "hint" ? (
        <div className="field">
          <label htmlFor={id("reveal")}>{t("upload.revealAfter")}</label>
          <input
            id={id("reveal")}
            name={`reveal_${key}`}
            type="number"
            min={0}
            max={100}
            step={1}
            defaultValue={column.revealAfter ?? 0}
          />
        </div>
      ) : null}
      <div className="checkbox">
        <input type="hidden" name={`shown_${key}`} value="0" />
        <input
          id={id("shown")}
          type="checkbox"
          name={`shown_${key}`}
          value="1"
          defaultChecked={column.showInTable !== false}
        />
        <label htmlFor={id("shown")}>{t("upload.showInTable")}</label>
      </div>
    </fieldset>
  );
}
