import { type ReactNode, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/routes/($lang).game.$id/use-hydrated";
import { poolWorthProposing } from "~/services/datasets/pool-size";
import type { PoolNotes } from "~/services/datasets/table-choices";

type Props = {
  pool: PoolNotes;
  headers: string[];
  /** The entries kept (the pool is a part of them). */
  total: number;
  fieldErrors: Record<string, string[]>;
  locale: "zh-CN" | "en-US";
};

/** A pool as text with its keys in one order, to tell whether the pool in force is the proposal. */
const poolKey = (pool: object | null | undefined) =>
  pool ? JSON.stringify(Object.entries(pool).sort(([a], [b]) => a.localeCompare(b))) : "";

const quoted = (header: string) => (header === "" ? "“”" : header);

function HeaderOptions({ headers }: { headers: string[] }) {
  return (
    <>
      {headers.map((header, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; their place is their identity
        <option key={index} value={header}>
          {quoted(header)}
        </option>
      ))}
    </>
  );
}

function Problem({ id, keys }: { id: string; keys: string[] | undefined }): ReactNode {
  const { t } = useTranslation("authoring");
  if (!keys?.length) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {keys.map((key) => t(key as "upload.pool.errors.column")).join(" ")}
    </p>
  );
}

/**
 * The qualifier beside a shared name and the answer pool, each with what the
 * importer proposed and why; plain fields, so "Update preview" applies them without JavaScript.
 */
export function PoolChoices({ pool, headers, total, fieldErrors, locale }: Props) {
  const { t } = useTranslation("authoring");
  const current = pool.answerPool;
  const count = (value: number) => value.toLocaleString(locale);
  // With JavaScript, only the kind's own fields show; without it all do (a select cannot reveal them).
  const hydrated = useHydrated();
  const [kind, setKind] = useState<string>(current?.kind ?? "");
  const shownFor = (...kinds: string[]) => !hydrated || kinds.includes(kind);
  return (
    <fieldset className="prose pool-choices">
      <legend>{t("upload.pool.title")}</legend>
      {pool.repeatedNames > 0 ? (
        <>
          <p>
            {t("upload.pool.repeated", { count: pool.repeatedNames })}{" "}
            {(pool.qualifierColumn ?? null) !== (pool.qualifierProposal?.column ?? null)
              ? pool.qualifierColumn
                ? t("upload.pool.qualifierChosen", { column: pool.qualifierColumn })
                : t("upload.pool.qualifierDeclined")
              : pool.qualifierProposal
                ? t("upload.pool.qualifierProposed", {
                    column: pool.qualifierProposal.column,
                    resolved: count(pool.qualifierProposal.resolved),
                    repeated: count(pool.qualifierProposal.repeated),
                  })
                : t("upload.pool.qualifierNone")}
          </p>
          <div className="field">
            <label htmlFor="qualifier-column">{t("upload.pool.qualifierColumn")}</label>
            <select
              id="qualifier-column"
              name="qualifier_column"
              defaultValue={pool.qualifierColumn ?? ""}
              aria-describedby={fieldErrors.qualifier_column ? "qualifier-column-error" : undefined}
            >
              <option value="">{t("upload.pool.qualifierOff")}</option>
              <HeaderOptions headers={headers} />
            </select>
            <Problem id="qualifier-column-error" keys={fieldErrors.qualifier_column} />
          </div>
          {pool.qualified > 0 ? (
            <p className="muted">{t("upload.pool.qualified", { count: pool.qualified })}</p>
          ) : null}
        </>
      ) : (
        <p className="muted">{t("upload.pool.noRepeats")}</p>
      )}
      <p>
        {current
          ? t("upload.pool.poolSome", { size: count(pool.poolSize), total: count(total) })
          : t("upload.pool.poolAll", { count: total })}{" "}
        {/* The text follows the pool in force: the author's choice once it differs from the proposal. */}
        {poolKey(current) !== poolKey(pool.poolProposal?.pool)
          ? current
            ? t("upload.pool.poolChosen")
            : t("upload.pool.poolDeclined")
          : pool.poolProposal
            ? t(`upload.pool.poolProposed_${pool.poolProposal.basis}`, {
                count: pool.poolProposal.pool.count,
                column: pool.poolProposal.pool.column,
              })
            : poolWorthProposing(total)
              ? t("upload.pool.poolNoProposal")
              : t("upload.pool.poolAllCount", { count: total })}
      </p>
      <div className="field">
        <label htmlFor="pool-kind">{t("upload.pool.kind")}</label>
        <select
          id="pool-kind"
          name="pool_kind"
          defaultValue={current?.kind ?? ""}
          onChange={(event) => setKind(event.currentTarget.value)}
          aria-describedby={fieldErrors.answer_pool ? "pool-error" : undefined}
        >
          <option value="">{t("upload.pool.kind_all")}</option>
          <option value="top">{t("upload.pool.kind_top")}</option>
          <option value="filter">{t("upload.pool.kind_filter")}</option>
          <option value="ids">{t("upload.pool.kind_ids")}</option>
        </select>
      </div>
      <div className="field" hidden={!shownFor("top", "filter")}>
        <label htmlFor="pool-column">{t("upload.pool.column")}</label>
        <select
          id="pool-column"
          name="pool_column"
          defaultValue={
            current && "column" in current ? current.column : (pool.poolProposal?.pool.column ?? "")
          }
        >
          <option value="" />
          <HeaderOptions headers={headers} />
        </select>
      </div>
      <div className="field" hidden={!shownFor("top")}>
        <label htmlFor="pool-count">{t("upload.pool.count")}</label>
        <input
          id="pool-count"
          name="pool_count"
          type="number"
          inputMode="numeric"
          min={1}
          className="input"
          defaultValue={current?.kind === "top" ? current.count : (pool.poolProposal?.pool.count ?? 100)}
        />
      </div>
      <div className="field" hidden={!shownFor("top")}>
        <label htmlFor="pool-order">{t("upload.pool.order")}</label>
        <select
          id="pool-order"
          name="pool_order"
          defaultValue={current?.kind === "top" ? current.order : (pool.poolProposal?.pool.order ?? "desc")}
        >
          <option value="desc">{t("upload.pool.order_desc")}</option>
          <option value="asc">{t("upload.pool.order_asc")}</option>
        </select>
      </div>
      <div className="field" hidden={!shownFor("filter", "ids")}>
        <label htmlFor="pool-values">{t("upload.pool.values")}</label>
        <textarea
          id="pool-values"
          name="pool_values"
          className="input"
          rows={2}
          defaultValue={
            current?.kind === "filter"
              ? current.values.join("; ")
              : current?.kind === "ids"
                ? current.ids.join("; ")
                : ""
          }
        />
      </div>
      <Problem id="pool-error" keys={fieldErrors.answer_pool} />
    </fieldset>
  );
}
