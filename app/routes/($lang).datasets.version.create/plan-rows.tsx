import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { type ColumnPlan, PLAN_ROLES, type PlanColumn, type PlanRole } from "~/schemas/upload-plan";
import type { FitProposal, NameCandidate, PlanReason } from "~/services/datasets/column-plan";
import type { RecordsChoice } from "~/services/datasets/record-arrays";
import { ATTRIBUTE_TYPES } from "~/utils/dataset-fields";
import { nameLanguage } from "~/utils/name-language";
import type { AttributeType } from "~db/schema";

const percent = (share: number | undefined) => Math.round((share ?? 0) * 100);

const TOLERANCE_LABEL: Partial<Record<AttributeType, string>> = {
  number: "upload.toleranceNumber",
  date: "upload.toleranceDate",
  geo: "upload.toleranceGeo",
};

/** Why the importer proposed a row, in the page's language. */
function ReasonText({ reason, type }: { reason: PlanReason | undefined; type: AttributeType | undefined }) {
  const { t } = useTranslation("authoring");
  const { t: tds } = useTranslation("datasets");
  if (!reason) return null;
  const code = reason.code === "sameAs" && reason.unit ? "sameAsUnit" : reason.code;
  const planKey = `upload.plan.reasons.${code}`;
  const text = t(planKey as "upload.plan.reasons.chosen", {
    percent: percent(reason.share),
    column: reason.column ?? "",
    unit: reason.unit ?? "",
    defaultValue: "",
  });
  const inferred =
    text ||
    t(`upload.inferred.${reason.code}` as "upload.inferred.allFit", {
      fit: reason.fit,
      total: reason.total,
      type: type ? tds(`attributeTypes.${type}`) : "",
      separator: ";",
    });
  return (
    <>
      <p className="field-hint muted plan-row__reason">{inferred}</p>
      {reason.spans ? (
        <p className="field-hint plan-row__guess">
          {t("upload.plan.spans", {
            count: reason.spans.cells,
            example: reason.spans.example,
            start: reason.spans.read[0],
            end: reason.spans.read[1],
          })}
        </p>
      ) : null}
      {reason.mixedUnits ? <UnitsText units={reason.mixedUnits} /> : null}
      {reason.firstOfSeveral ? (
        <p className="field-hint plan-row__guess">
          {t("upload.plan.firstOfSeveral", {
            count: reason.firstOfSeveral.cells,
            example: reason.firstOfSeveral.example,
          })}
        </p>
      ) : null}
      {reason.longItems ? (
        <p className="field-hint plan-row__guess">
          {t(reason.code === "longText" ? "upload.plan.longItemsHint" : "upload.plan.longItemsList", {
            count: reason.longItems,
          })}
        </p>
      ) : null}
      {reason.dayOrder ? (
        <p className="field-hint plan-row__guess">
          {t(`upload.plan.dayOrder_${reason.dayOrder.by}`, {
            order: t(`upload.plan.dayOrderName_${reason.dayOrder.order}`),
            example: reason.dayOrder.example,
            count: reason.dayOrder.cells,
          })}
        </p>
      ) : null}
    </>
  );
}

/** A number column written in several units: the units found, what was converted and what does not fit. */
function UnitsText({ units }: { units: NonNullable<PlanReason["mixedUnits"]> }) {
  const { t } = useTranslation("authoring");
  const found = units.found.map((item) => t("upload.plan.unitCells", { unit: item.unit, count: item.cells }));
  return (
    <>
      {units.converted > 0 ? (
        <p className="field-hint plan-row__guess">
          {t("upload.plan.unitsConverted", {
            count: units.converted,
            unit: units.into,
            found: found.join(t("upload.plan.listJoin")),
          })}
        </p>
      ) : null}
      {units.unconverted > 0 ? (
        <p className="field-hint plan-row__guess">
          {t("upload.plan.unitsUnconverted", {
            count: units.unconverted,
            unit: units.into,
            found: found.join(t("upload.plan.listJoin")),
          })}
        </p>
      ) : null}
    </>
  );
}

/**
 * A select's choice as state, taken from the page once it hydrates: a choice made on a slow phone
 * before the script ran stays (hydration keeps a select as it is, and the next render would put
 * the server's value back).
 */
function useChoice<T extends string>(initial: T): [T, (value: T) => void, RefObject<HTMLSelectElement>] {
  const [value, setValue] = useState<T>(initial);
  const ref = useRef<HTMLSelectElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on hydration
  useEffect(() => {
    const shown = ref.current?.value as T | undefined;
    if (shown !== undefined && shown !== value) setValue(shown);
  }, []);
  return [value, setValue, ref];
}

/**
 * One source column of the plan as a card: its role and type up front with the proposal's
 * reason, its labels and options folded below (sent either way, so the form works without
 * JavaScript). Field names are `<field>:<path>`; the page reads them over the plan it previewed.
 */
function PlanRow({
  path,
  column,
  reason,
  index,
  order,
}: {
  path: string;
  column: PlanColumn;
  reason: PlanReason | undefined;
  index: number;
  /** The order in force where the author gave none (as the values first appear). */
  order?: string[];
}) {
  const { t } = useTranslation("authoring");
  const { t: tds } = useTranslation("datasets");
  const [role, setRole, roleRef] = useChoice<PlanRole>(column.role);
  const [type, setType, typeRef] = useChoice<AttributeType | "">(column.type ?? "");
  const id = (field: string) => `plan-${field}-${index}`;
  const compared = role === "attribute";
  const shown = role === "attribute" || role === "hint" || role === "qualifier";
  const shownType = role === "hint" ? "hint" : type || undefined;
  const toleranceKey = shownType ? TOLERANCE_LABEL[shownType] : undefined;
  return (
    <li className="plan-row" data-path={path} data-role={role}>
      <h4 className="plan-row__header">{path}</h4>
      <ReasonText reason={reason} type={column.type} />
      {shownType === "date" && (column.day_order || reason?.dayOrder) ? (
        <div className="field">
          <label htmlFor={id("dayorder")}>{t("upload.plan.dayOrderFor")}</label>
          <select
            id={id("dayorder")}
            name={`day_order:${path}`}
            defaultValue={column.day_order ?? reason?.dayOrder?.order}
          >
            <option value="dmy">{t("upload.plan.dayOrderName_dmy")}</option>
            <option value="mdy">{t("upload.plan.dayOrderName_mdy")}</option>
          </select>
        </div>
      ) : null}
      {shown && !column.label["zh-CN"] && nameLanguage(path) !== "zh-CN" ? (
        // No Chinese label is known: said here, not filled in silently with the English header.
        <p className="field-hint plan-row__missing" lang="zh-CN">
          {t("upload.plan.noZhLabel", { header: path })}
        </p>
      ) : null}
      <div className="plan-row__main">
        <div className="field">
          <label htmlFor={id("role")}>{t("upload.plan.role", { column: path })}</label>
          <select
            id={id("role")}
            name={`role:${path}`}
            ref={roleRef}
            value={role}
            onChange={(event) => setRole(event.target.value as PlanRole)}
          >
            {PLAN_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`upload.plan.roles.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {compared ? (
          <div className="field">
            <label htmlFor={id("type")}>{t("upload.typeFor", { column: path })}</label>
            <select
              id={id("type")}
              name={`type:${path}`}
              ref={typeRef}
              value={type}
              onChange={(event) => setType(event.target.value as AttributeType)}
            >
              {ATTRIBUTE_TYPES.filter((value) => value !== "hint").map((value) => (
                <option key={value} value={value}>
                  {tds(`attributeTypes.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name={`type:${path}`} value={type} />
        )}
      </div>
      {/* An ordered column without the author's order opens on it: its arrows follow the file until set. */}
      <details
        className="plan-row__options"
        open={shownType === "ordinal" && !column.order ? true : undefined}
      >
        <summary>{t("upload.plan.rowOptions")}</summary>
        <div className="column-settings__labels">
          <div className="field">
            <label htmlFor={id("labelzh")}>{t("upload.labelZh")}</label>
            <input
              id={id("labelzh")}
              name={`label_zh:${path}`}
              defaultValue={column.label["zh-CN"] ?? ""}
              placeholder={t("upload.plan.labelPlaceholder", { header: path })}
              maxLength={100}
              lang="zh-CN"
            />
          </div>
          <div className="field">
            <label htmlFor={id("labelen")}>{t("upload.labelEn")}</label>
            <input
              id={id("labelen")}
              name={`label_en:${path}`}
              defaultValue={column.label["en-US"] ?? ""}
              placeholder={t("upload.plan.labelPlaceholder", { header: path })}
              maxLength={100}
              lang="en-US"
            />
          </div>
          <div className="field">
            <label htmlFor={id("shortzh")}>{t("upload.plan.shortLabelZh")}</label>
            <input
              id={id("shortzh")}
              name={`short_zh:${path}`}
              defaultValue={column.short_label["zh-CN"] ?? ""}
              maxLength={24}
              lang="zh-CN"
            />
          </div>
          <div className="field">
            <label htmlFor={id("shorten")}>{t("upload.plan.shortLabelEn")}</label>
            <input
              id={id("shorten")}
              name={`short_en:${path}`}
              defaultValue={column.short_label["en-US"] ?? ""}
              maxLength={24}
              lang="en-US"
            />
          </div>
          {shownType === "number" ? (
            <div className="field">
              <label htmlFor={id("unit")}>{t("upload.unitFor", { column: path })}</label>
              <input id={id("unit")} name={`unit:${path}`} defaultValue={column.unit ?? ""} maxLength={32} />
            </div>
          ) : null}
          {toleranceKey ? (
            <div className="field">
              <label htmlFor={id("tolerance")}>{t(toleranceKey as "upload.toleranceNumber")}</label>
              <input
                id={id("tolerance")}
                name={`tolerance:${path}`}
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                defaultValue={column.tolerance ?? ""}
              />
            </div>
          ) : null}
          {role === "hint" ? (
            <div className="field">
              <label htmlFor={id("reveal")}>{t("upload.revealAfter")}</label>
              <input
                id={id("reveal")}
                name={`reveal:${path}`}
                type="number"
                min={0}
                max={100}
                step={1}
                inputMode="numeric"
                defaultValue={column.reveal_after ?? ""}
              />
            </div>
          ) : null}
          {shownType === "ordinal" ? (
            <div className="field">
              <label htmlFor={id("order")}>{t("upload.orderFor", { column: path })}</label>
              <textarea
                id={id("order")}
                name={`order:${path}`}
                rows={Math.min(8, Math.max(3, (column.order ?? order)?.length ?? 3))}
                defaultValue={(column.order ?? order)?.join("\n") ?? ""}
                aria-describedby={column.order ? undefined : id("order-hint")}
              />
              {column.order ? null : (
                <p id={id("order-hint")} className="field-hint muted">
                  {t("upload.plan.orderProposed")}
                </p>
              )}
            </div>
          ) : null}
        </div>
      </details>
    </li>
  );
}

/** The refused file's way forward: any column can name the entries, with how distinct it is. */
function NamePicker({ candidates }: { candidates: NameCandidate[] }) {
  const { t } = useTranslation("authoring");
  return (
    <div className="field name-picker" role="alert">
      <p>{t("upload.plan.needName")}</p>
      <label htmlFor="name-pick">{t("upload.plan.namePick")}</label>
      <select id="name-pick" name="name_pick" defaultValue={candidates[0]?.column ?? ""}>
        {candidates.map((candidate) => (
          <option key={candidate.column} value={candidate.column}>
            {t("upload.plan.distinct", { column: candidate.column, percent: percent(candidate.distinct) })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** JSON with several arrays of records: which one holds the entries, the proposal's reason, every array with its count. */
function RecordsPicker({ records }: { records: RecordsChoice }) {
  const { t } = useTranslation("authoring");
  const label = (path: string) => (path === "[]" ? t("upload.plan.recordsFile") : path);
  return (
    <div className="field records-picker">
      <label htmlFor="records-path">{t("upload.plan.recordsPath")}</label>
      <select id="records-path" name="records_path" defaultValue={records.path}>
        {records.candidates.map((candidate) => (
          <option key={candidate.path} value={candidate.path}>
            {t("upload.plan.recordsOption", { path: label(candidate.path), count: candidate.count })}
          </option>
        ))}
      </select>
      <p className="field-hint muted">
        {t(`upload.plan.recordsReason_${records.reason}`, {
          path: label(records.path),
          count: records.count,
        })}
      </p>
    </div>
  );
}

/** A second column joined after the name (a family name after a given name), or none. */
function NameWithPicker({ plan }: { plan: ColumnPlan }) {
  const { t } = useTranslation("authoring");
  const others = Object.keys(plan.columns).filter((path) => path !== plan.name_column);
  return (
    <div className="field name-with">
      <label htmlFor="name-with">{t("upload.plan.nameWith")}</label>
      <select id="name-with" name="name_with" defaultValue={plan.name_with ?? ""}>
        <option value="">{t("upload.plan.nameWithNone")}</option>
        {others.map((path) => (
          <option key={path} value={path}>
            {path}
          </option>
        ))}
      </select>
      <p className="field-hint muted">{t("upload.plan.nameWithHint")}</p>
    </div>
  );
}

/**
 * The column plan: the plan the preview was read with travels in a hidden field, each
 * row's fields over it; the two whole-table choices for rows and cells that do not fit.
 */
export function PlanRows({
  plan,
  reasons,
  nameCandidates,
  fit = {},
  records,
  orders = {},
}: {
  plan: ColumnPlan;
  reasons: Record<string, PlanReason>;
  nameCandidates: NameCandidate[];
  fit?: FitProposal;
  records?: RecordsChoice;
  /** Each ordered column's order in force, by its path. */
  orders?: Record<string, string[]>;
}) {
  const { t } = useTranslation("authoring");
  const paths = Object.keys(plan.columns);
  const leftOut = (path: string) => plan.columns[path].role === "left_out";
  const leftOutCount = paths.filter(leftOut).length;
  const row = (path: string, index: number) => (
    <PlanRow
      key={`${path}-${plan.columns[path].role}-${plan.columns[path].type ?? ""}`}
      path={path}
      column={plan.columns[path]}
      reason={reasons[path]}
      index={index}
      order={orders[path]}
    />
  );
  return (
    <section aria-labelledby="plan-title" className="plan">
      <input type="hidden" name="plan" value={JSON.stringify(plan)} />
      <input type="hidden" name="plan_form" value="1" />
      <h3 id="plan-title">{t("upload.plan.title")}</h3>
      <p className="muted">{t("upload.plan.intro")}</p>
      {records ? <RecordsPicker records={records} /> : null}
      {plan.name_column === null ? (
        <NamePicker candidates={nameCandidates} />
      ) : (
        <NameWithPicker plan={plan} />
      )}
      <fieldset className="plan-fit">
        <div className="checkbox">
          <input
            id="skip-invalid-rows"
            type="checkbox"
            name="skip_invalid_rows"
            value="1"
            defaultChecked={plan.skip_invalid_rows}
          />
          <label htmlFor="skip-invalid-rows">{t("upload.plan.skipRows")}</label>
        </div>
        <div className="checkbox">
          <input
            id="empty-invalid-cells"
            type="checkbox"
            name="empty_invalid_cells"
            value="1"
            defaultChecked={plan.empty_invalid_cells}
          />
          <label htmlFor="empty-invalid-cells">{t("upload.plan.emptyCells")}</label>
        </div>
        {fit.skipRows ? (
          <p className="field-hint plan-fit__proposal">
            {t("upload.plan.proposedSkip", { count: fit.skipRows.rows, column: fit.skipRows.column })}
          </p>
        ) : null}
        {fit.emptyCells ? (
          <p className="field-hint plan-fit__proposal">
            {t("upload.plan.proposedEmpty", {
              count: fit.emptyCells.cells,
              columns: fit.emptyCells.columns.map((column) => `“${column}”`).join(", "),
            })}
          </p>
        ) : null}
        <p className="field-hint muted">{t("upload.plan.fitHint")}</p>
      </fieldset>
      <ol className="plan-rows">{paths.map((path, index) => (leftOut(path) ? null : row(path, index)))}</ol>
      {leftOutCount > 0 ? (
        // Folded, not removed: their fields are sent either way, so a role changed in here counts.
        <details className="plan-left-out">
          <summary>{t("upload.plan.leftOutRows", { count: leftOutCount })}</summary>
          <ol className="plan-rows">
            {paths.map((path, index) => (leftOut(path) ? row(path, index) : null))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
