import { Form, useLocation } from "@remix-run/react";
import { QualityReportView } from "~/components/datasets/quality-report";
import { Link } from "~/components/ui/link";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { comparesNothing } from "~/services/datasets/quality/compares-nothing";
import { HeaderPicker, showsHeaderPicker } from "./header-picker";
import { HintSamples } from "./hint-samples";
import { MergeOffers } from "./merge-offers";
import { PlanRows } from "./plan-rows";
import { PlanSwitch } from "./plan-switch";
import { PoolChoices } from "./pool-choices";
import { SkippedRows } from "./skipped-rows";
import { TableNotesView } from "./table-notes";
import type { PagePreview } from "./upload-action.server";
import { UploadProblems } from "./upload-problems";

type Props = { draftId: string; changelog: string; preview: PagePreview; busy: boolean };

/** A form field's error keys (the API's, e.g. `errors.tooLong5000`) in the page's language. */
function FieldErrors({ id, keys }: { id: string; keys: string[] | undefined }) {
  const { t } = useTranslation("datasets");
  if (!keys?.length) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {keys.map((key) => t(key as "errors.generic", { defaultValue: t("errors.generic") })).join(" ")}
    </p>
  );
}

/**
 * Step 2: every column's settings (design §2), the Geo suggestion, the problems by row, the game
 * quality report and the first rows; "Update preview" re-reads the draft, "Save" stores it.
 */
export function UploadPreviewForm({ draftId, changelog, preview, busy }: Props) {
  const { t } = useTranslation("authoring");
  const { t: tds } = useTranslation("datasets");
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  const location = useLocation();
  const geo = preview.geo;
  const noGame = comparesNothing(preview.quality);
  const blocked =
    noGame ||
    preview.fileError !== null ||
    preview.errorCount > 0 ||
    Object.keys(preview.fieldErrors).length > 0;
  return (
    <Form method="post" className="upload-preview">
      <input type="hidden" name="draft" value={draftId} />
      <h2>{t("upload.previewTitle", { count: preview.entriesCount })}</h2>
      <p>
        <Link to={lp("/datasets/guide")}>{t("upload.guideLink")}</Link>
      </p>
      {preview.fileError ? (
        <p className="form-error" role="alert">
          {t("upload.fileProblem", { message: preview.fileError.message })}
        </p>
      ) : null}
      {preview.headerChoice &&
      showsHeaderPicker(preview.headerChoice, preview.columnPlan?.name_column === null) ? (
        <HeaderPicker header={preview.headerChoice} />
      ) : null}
      <UploadProblems
        errors={preview.errors}
        errorCount={preview.errorCount}
        problems={preview.problems}
        warnings={preview.warnings}
        headers={Object.fromEntries(preview.columns.map((column) => [column.key, column.header]))}
      />
      {preview.skipped ? <SkippedRows skipped={preview.skipped} /> : null}
      {preview.table?.webMarks ? (
        <p className="muted">
          {[
            preview.table.webMarks.footnotes > 0
              ? t("upload.plan.footnotesRemoved", { count: preview.table.webMarks.footnotes })
              : "",
            preview.table.webMarks.arrows > 0
              ? t("upload.plan.arrowsAsSigns", { count: preview.table.webMarks.arrows })
              : "",
            preview.table.webMarks.na
              ? t("upload.plan.naAsMissing", { count: preview.table.webMarks.na })
              : "",
            preview.table.webMarks.uncertain
              ? t("upload.plan.uncertainRead", { count: preview.table.webMarks.uncertain })
              : "",
          ]
            .filter(Boolean)
            .join(" ")}
        </p>
      ) : null}
      {preview.table?.slashNames ? (
        <PlanSwitch
          name="split_slash_names"
          formMarker="slash_form"
          id="split-slash-names"
          on={preview.table.slashNamesOn !== false}
        >
          {t("upload.plan.slashNamesBox", { count: preview.table.slashNames })}
        </PlanSwitch>
      ) : null}
      {preview.table?.pinyin ? (
        <PlanSwitch
          name="pinyin_aliases"
          formMarker="pinyin_form"
          id="pinyin-aliases"
          on={preview.table.pinyin.on}
        >
          {t("upload.plan.pinyinAliases", { count: preview.table.pinyin.entries })}
        </PlanSwitch>
      ) : null}
      {preview.table?.nameCase ? (
        <div className="name-case">
          <PlanSwitch
            name="capitalize_names"
            formMarker="capitalize_form"
            id="capitalize-names"
            on={preview.table.nameCase.on}
            describedBy="capitalize-names-why"
          >
            {t("upload.plan.capitalizeNames", {
              from: preview.table.nameCase.example.from,
              to: preview.table.nameCase.example.to,
            })}
          </PlanSwitch>
          <p id="capitalize-names-why" className="field-hint muted">
            {t("upload.plan.capitalizeWhy", {
              count: preview.table.nameCase.lower,
              total: preview.table.nameCase.total,
            })}
          </p>
        </div>
      ) : null}
      {preview.table?.duplicateRows ? (
        <p className="muted">{t("upload.plan.duplicates", { count: preview.table.duplicateRows })}</p>
      ) : null}
      <TableNotesView table={preview.table} locale={locale} />
      {preview.table?.pool ? (
        <PoolChoices
          pool={preview.table.pool}
          headers={preview.table.headers}
          total={preview.entriesCount}
          fieldErrors={preview.fieldErrors}
          locale={locale}
        />
      ) : null}
      {preview.quality?.namingHints?.length ? (
        <p className="muted">
          {t("upload.table.maskedHints", {
            columns: preview.quality.namingHints
              .map((item) => preview.columns.find((column) => column.key === item.key)?.header ?? item.key)
              .join(locale === "zh-CN" ? "、" : ", "),
          })}
        </p>
      ) : null}
      {geo ? (
        <fieldset className="prose geo-offer">
          <legend>{t("upload.geoTitle")}</legend>
          <p>
            {t("upload.geoOffer", {
              lat: geo.latHeader,
              lon: geo.lonHeader,
            })}
          </p>
          <div className="checkbox">
            {/* Unticked, the box sends nothing: this says no over the importer's proposed join. */}
            <input type="hidden" name={`geo_${geo.lat}`} value="none" />
            <input
              id="geo-join"
              type="checkbox"
              name={`geo_${geo.lat}`}
              value={geo.lon}
              defaultChecked={geo.joined}
            />
            <label htmlFor="geo-join">{t("upload.geoJoin")}</label>
          </div>
          <p className="muted field-hint">{t("upload.geoHint")}</p>
        </fieldset>
      ) : null}
      {preview.table ? <MergeOffers merges={preview.table.merges} locale={locale} /> : null}
      {preview.columnPlan ? (
        <PlanRows
          plan={preview.columnPlan}
          reasons={preview.planReasons}
          nameCandidates={preview.nameCandidates}
          fit={preview.fitProposal}
          records={preview.table?.records}
          orders={Object.fromEntries(
            preview.columns.flatMap((column) => (column.order ? [[column.header, column.order]] : [])),
          )}
        />
      ) : null}
      {preview.quality ? (
        <QualityReportView report={preview.quality} columns={preview.columns} headingLevel={3} />
      ) : (
        <p className="muted">{tds("quality.pending")}</p>
      )}
      <HintSamples samples={preview.hintSamples ?? []} columns={preview.columns} />
      {preview.rows.length > 0 ? (
        <div className="table-wrap">
          <table className="entries-table">
            <caption>{t("upload.previewRows", { count: preview.rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("upload.row")}</th>
                <th scope="col">{tds("detail.name")}</th>
                {preview.columns.map((column) => (
                  <th scope="col" key={column.key}>
                    {localized(column.label, locale, column.key)}{" "}
                    <span className="muted">
                      (
                      {tds(`attributeTypes.${column.type}` as "attributeTypes.text", {
                        defaultValue: column.type,
                      })}
                      )
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no id; their position is their identity
                <tr key={index}>
                  <td>{index + 1}</td>
                  <th scope="row">{row.name}</th>
                  {preview.columns.map((column) => (
                    <td key={column.key}>{row.attributes[column.key] ?? ""}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="field prose">
        <label htmlFor="preview-changelog">{t("upload.changelog")}</label>
        <textarea
          id="preview-changelog"
          name="changelog"
          defaultValue={changelog}
          aria-invalid={preview.fieldErrors.changelog ? true : undefined}
          aria-describedby={preview.fieldErrors.changelog ? "changelog-error" : undefined}
        />
        <FieldErrors id="changelog-error" keys={preview.fieldErrors.changelog} />
      </div>
      {noGame ? (
        <p className="form-error" id="save-blocked">
          {t("upload.noCompared")}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" name="intent" value="preview" className="button button--ghost" disabled={busy}>
          {t("upload.apply")}
        </button>
        <button
          type="submit"
          name="intent"
          value="save"
          className="button button--primary"
          disabled={busy || blocked}
          aria-describedby={noGame ? "save-blocked" : undefined}
        >
          {busy ? t("upload.saving") : t("upload.save")}
        </button>
        <Link to={location.pathname + location.search} className="button button--ghost" reloadDocument>
          {t("upload.restart")}
        </Link>
      </div>
    </Form>
  );
}
