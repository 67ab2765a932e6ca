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
type Peer = { key: string; header: string };

export function ColumnSettings({
  column,
  locale,
  position,
  numberPeers = [],
  mergePeers = [],
}: {
  column: PreviewColumn & { offered?: boolean };
  locale: Locale;
  /** The column's place among the others (1 = first). */
  position?: number;
  /** Other number columns this one can be joined with as a location (it being the latitude). */
  numberPeers?: Peer[];
  /** Other text or list columns this one can be merged with into one list (a merged list by its first column). */
  mergePeers?: Peer[];
}) {
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
        <label htmlFor={id("type")}>{t("upload.typeFor", { column: column.header })}</label>
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
              separator: inference.separator ?? ";",
            })}
            {inference.unit ? ` ${t("upload.inferredUnit", { unit: inference.unit })}` : null}
            {inference.decimalComma ? ` ${t("upload.inferredDecimalComma")}` : null}
            {inference.era ? ` ${t("upload.inferredEra")}` : null}
            {column.part ? ` ${t(`upload.rangePart_${column.part}`, { header: column.header })}` : null}
          </p>
        ) : null}
        {column.merged ? (
          <p className="field-hint muted">
            {t("upload.merge.column", { columns: column.merged.headers.join(" + ") })}
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
          <label htmlFor={id("unit")}>{t("upload.unitFor", { column: column.header })}</label>
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
          <label htmlFor={id("order")}>{t("upload.orderFor", { column: column.header })}</label>
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
            defaultValue={column.revealAfter ?? 1}
          />
        </div>
      ) : null}
      <div className="column-settings__labels">
        {position !== undefined ? (
          <div className="field">
            <label htmlFor={id("pos")}>{t("upload.position")}</label>
            <input
              id={id("pos")}
              name={`pos_${key}`}
              type="number"
              min={1}
              max={1000}
              step={1}
              inputMode="numeric"
              defaultValue={position}
            />
          </div>
        ) : null}
        {mergePeers.length > 0 ? (
          <div className="field">
            <label htmlFor={id("merge")}>{t("upload.merge.hand")}</label>
            <select id={id("merge")} name={`merge_${column.merged?.keys[0] ?? key}`} defaultValue="">
              <option value="">—</option>
              {mergePeers.map((peer) => (
                <option key={peer.key} value={peer.key}>
                  {peer.header}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {type === "number" && numberPeers.length > 0 ? (
          <div className="field">
            <label htmlFor={id("geo")}>{t("upload.table.geoHand")}</label>
            <select id={id("geo")} name={`geo_${key}`} defaultValue="">
              <option value="">—</option>
              {numberPeers.map((peer) => (
                <option key={peer.key} value={peer.key}>
                  {t("upload.table.geoLat")}: {column.header} · {t("upload.table.geoLon")}: {peer.header}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {column.pair && !column.offered ? (
        <div className="checkbox">
          <input
            id={id("pair")}
            type="checkbox"
            name={`geo_${column.pair.lat}`}
            value={column.pair.lon}
            defaultChecked
          />
          <label htmlFor={id("pair")}>{t("upload.geoJoin")}</label>
        </div>
      ) : null}
      <div className="checkbox">
        <input id={id("skip")} type="checkbox" name={`skip_${key}`} value="1" />
        <label htmlFor={id("skip")}>{t("upload.leaveOut")}</label>
      </div>
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
