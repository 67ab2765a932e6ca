import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import { comparesNothing } from "~/services/datasets/quality/compares-nothing";
import type { MeasuredPlay } from "~/services/datasets/quality/measured-play";
import type { GuessStats, QualityReport, Verdict } from "~/services/datasets/quality/quality-report";
import type { AttributeColumn } from "~db/schema";
import { formatNumber } from "../stats/format";
import { DifficultyBadge } from "./difficulty-badge";

type Props = {
  report: QualityReport;
  /** The version's columns, to name them in the page's language (keys are shown otherwise). */
  columns?: Pick<AttributeColumn, "key" | "label">[];
  headingLevel?: 2 | 3;
  /** How people really played this version (the dataset page; an upload preview has no games yet). */
  measured?: MeasuredPlay | null;
  /** The verdict is advice to the author ("add comparable columns"): players are not shown it. */
  showVerdict?: boolean;
};

/**
 * The columns a finding names, each in quotes: a column called "hard" read as the difficulty in
 * "Carry no information (one value for every entry): hard".
 */
export function columnNames(keys: string[], columns: Props["columns"], locale: Locale) {
  return keys
    .map((key) => `“${localized(columns?.find((column) => column.key === key)?.label, locale, key)}”`)
    .join(locale === "zh-CN" ? "、" : ", ");
}

function Player({ label, stats }: { label: string; stats: GuessStats }) {
  const { t } = useTranslation("datasets");
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {t("quality.guesses", { expected: stats.expected, worst: stats.worst })}{" "}
        <span className="muted">({t(`quality.methods.${stats.method}`)})</span>
      </dd>
    </div>
  );
}

/** In one sentence with its figures, whether the table makes a good game and why. */
function VerdictLine({ verdict, columns }: { verdict: Verdict; columns: Props["columns"] }) {
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  const values = {
    guesses: formatNumber(verdict.guesses, locale),
    entries: formatNumber(verdict.entries, locale),
    twins: formatNumber(verdict.twins, locale),
    columns: columnNames(verdict.columns, columns, locale),
    count:
      verdict.kind === "giveaway" || verdict.kind === "thin"
        ? verdict.columns.length
        : verdict.compared.length,
    addBack: columnNames(verdict.addBack ?? [], columns, locale),
  };
  const kind =
    verdict.kind === "fewColumns" && verdict.compared.length === 0
      ? "none"
      : // A thin game with nothing left out to add back needs more columns in the table itself.
        verdict.kind === "thin" && (verdict.addBack ?? []).length === 0
        ? "thinMore"
        : // A column that differs for every entry is advised out, never as a hint that names the answer.
          verdict.kind === "tooEasy" && verdict.leaveOut
          ? "tooEasyLeaveOut"
          : verdict.kind;
  return (
    <p
      className={`quality-report__verdict quality-report__verdict--${verdict.kind === "good" ? "good" : "bad"}`}
    >
      {t(`quality.verdict.${kind}`, values)}
    </p>
  );
}

/** The measured play beside the prediction, or how many more finished games it needs. */
function Measured({ measured }: { measured: MeasuredPlay }) {
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  if (measured.kind === "tooFew") {
    return (
      <p className="muted quality-report__measured">
        {t("quality.measuredTooFew", { count: measured.needed })}
      </p>
    );
  }
  return (
    <p className="quality-report__measured">
      {t("quality.measured", {
        count: measured.finished,
        average: measured.averageGuesses === null ? "—" : formatNumber(measured.averageGuesses, locale, 1),
        rate: formatNumber(measured.winRate * 100, locale),
      })}
    </p>
  );
}

/**
 * A version's game quality report: difficulty, guesses for an optimal and a greedy
 * player, entries nobody can tell apart, and columns that tell nothing or give the answer away.
 * Self-contained: give it the stored report and the version's columns.
 */
export function QualityReportView({
  report,
  columns,
  headingLevel = 2,
  measured = null,
  showVerdict = true,
}: Props) {
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hints = report.uniqueColumns.filter((column) => column.kind === "hint").map((column) => column.key);
  const texts = report.uniqueColumns.filter((column) => column.kind === "text").map((column) => column.key);
  const ids = report.uniqueColumns.filter((column) => column.kind === "idLike").map((column) => column.key);
  // Reports stored before the human-like player and the hint check have neither.
  const naming = (report.namingHints ?? []).map((item) => item.key);
  return (
    <section className="quality-report" aria-labelledby="quality-title">
      <Heading id="quality-title">
        {t("quality.title")}{" "}
        {comparesNothing(report) ? (
          <span className="badge badge--difficulty badge--none">{t("quality.levels.none")}</span>
        ) : (
          <DifficultyBadge
            difficulty={report.difficulty}
            expected={report.human?.expected}
            expert={report.expert?.expected}
          />
        )}
      </Heading>
      {report.verdict && showVerdict ? <VerdictLine verdict={report.verdict} columns={columns} /> : null}
      <p className="muted">{t("quality.intro", { count: report.entries })}</p>
      <dl className="quality-report__players">
        <Player label={t("quality.optimal")} stats={report.optimal} />
        <Player label={t("quality.greedy")} stats={report.greedy} />
        {report.expert ? <Player label={t("quality.expert")} stats={report.expert} /> : null}
        {report.human ? <Player label={t("quality.human")} stats={report.human} /> : null}
      </dl>
      {measured ? <Measured measured={measured} /> : null}
      <ul className="quality-report__findings">
        {report.indistinguishable.length === 0 ? (
          <li>{t("quality.twinsNone")}</li>
        ) : (
          <li className="quality-report__warning">
            {t("quality.twinsTitle")}:
            <ul>
              {report.indistinguishable.map((group) => (
                <li key={group.join("|")}>{group.join(" = ")}</li>
              ))}
            </ul>
          </li>
        )}
        {report.constantColumns.length > 0 ? (
          <li className="quality-report__warning">
            {t("quality.constant", { columns: columnNames(report.constantColumns, columns, locale) })}
          </li>
        ) : null}
        {hints.length > 0 ? (
          <li className="quality-report__warning">
            {t("quality.uniqueHint", { columns: columnNames(hints, columns, locale) })}
          </li>
        ) : null}
        {ids.length > 0 ? (
          <li className="quality-report__warning">
            {t("quality.idLike", { columns: columnNames(ids, columns, locale) })}
          </li>
        ) : null}
        {naming.length > 0 ? (
          <li className="quality-report__warning">
            {t("quality.namingHints", { columns: columnNames(naming, columns, locale) })}
          </li>
        ) : null}
        {texts.length > 0 ? (
          <li>{t("quality.uniqueText", { columns: columnNames(texts, columns, locale) })}</li>
        ) : null}
      </ul>
    </section>
  );
}
