import type { CSSProperties } from "react";
import { EntryImage } from "~/components/datasets/entry-image";
import { useTranslation } from "~/i18n/react";
import type { FeedbackCellView, GuessRow } from "~/services/game/game-types";
import {
  compactCell,
  DIRECTION_ARROW,
  STATUS_ICON,
  shortLabel,
  shownCell,
  tallHeads,
  verticalHeads,
} from "./cell-display";
import type { ColumnView } from "./page-data.server";
import { WholeWords } from "./whole-words";

function FeedbackCell({ column, cell }: { column: ColumnView; cell: FeedbackCellView | undefined }) {
  const { t, i18n } = useTranslation("game");
  const status = cell?.status ?? "unknown";
  const direction = cell?.direction;
  const km = (distance: string) => t("table.km", { distance });
  const shown = shownCell(column, cell, i18n.language, km) || t("table.empty_value");
  const short = compactCell(column, cell, i18n.language, km) || t("table.empty_value");
  return (
    // A tap focuses the cell (tabindex -1: no tab stop per cell), and a focused cell shows its column's
    // whole name and its whole value in a sheet at the foot of the screen: CSS only, no script needed.
    <td className={`game-cell game-cell--${status}`} data-status={status} title={shown} tabIndex={-1}>
      <span className="game-cell__icons" aria-hidden="true">
        <span className="game-cell__status">{STATUS_ICON[status]}</span>
        {direction ? <span className="game-cell__arrow">{DIRECTION_ARROW[direction]}</span> : null}
      </span>
      <span className="game-cell__value">
        <WholeWords text={shown} />
      </span>
      {/* A phone shows this one (compact); screen readers read the full value above. */}
      <span className="game-cell__short" aria-hidden="true">
        <WholeWords text={short} />
      </span>
      <span className="visually-hidden">
        {t(`table.status.${status}`)}
        {direction ? `${t("table.statusSeparator")}${t(`table.direction.${direction}`)}` : ""}
      </span>
      <span className="game-cell__sheet game-sheet" aria-hidden="true">
        <strong>{column.label}</strong>
        {column.unit ? ` (${column.unit})` : ""}
        <span className="game-sheet__value">
          {STATUS_ICON[status]} {shown}
        </span>
        <span className="muted">
          {t(`table.status.${status}`)}
          {direction ? `${t("table.statusSeparator")}${t(`table.direction.${direction}`)}` : ""}
        </span>
      </span>
    </td>
  );
}

/** A phone (320 px and up) shows up to this many columns whole; more scroll sideways and say so. */
const PHONE_COLUMNS = 8;

/**
 * One row per guess, newest first (right under the guess box); every cell reads by colour, icon
 * and hidden text. On a phone each guess is its name over one line of compact cells, under column
 * names standing on end in English (`tallHeads`), written top to bottom in Chinese (`verticalHeads`),
 * so up to eight columns fit without scrolling;
 * on a wide screen it is a plain table.
 */
export function FeedbackTable({ rows, columns }: { rows: GuessRow[]; columns: ColumnView[] }) {
  const { t } = useTranslation("game");
  const compared = columns.filter((column) => column.type !== "hint" && column.showInTable);
  if (rows.length === 0) return <p className="empty">{t("table.empty")}</p>;
  const newestFirst = [...rows].sort((a, b) => b.position - a.position);
  return (
    <>
      {compared.length > PHONE_COLUMNS ? (
        <p className="game-table__more muted" aria-hidden="true">
          {t("table.moreColumns")}
        </p>
      ) : null}
      {/* The frame holds the scroll cue: a fade with an arrow at the right edge while columns are hidden there. */}
      <div className="game-table-frame">
        <div
          className="table-wrap game-table-wrap"
          data-testid="feedback-table"
          // It scrolls sideways on phones: a keyboard must be able to reach and scroll it.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region (axe scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label={t("table.caption")}
        >
          <table
            className={[
              "game-table",
              compared.length > PHONE_COLUMNS ? "game-table--wide" : "",
              tallHeads(compared) ? "game-table--tall-heads" : "",
              verticalHeads(compared) ? "game-table--vertical-heads" : "",
            ]
              .filter(Boolean)
              .join(" ")}
            style={{ "--columns": compared.length } as CSSProperties}
          >
            <caption className="visually-hidden">{t("table.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("table.guess")}</th>
                {compared.map((column) => (
                  <th scope="col" key={column.key}>
                    {/* On a phone the name is shortened; a tap or the keyboard shows it whole. */}
                    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the column's full name */}
                    <span className="game-col" tabIndex={0} title={column.label}>
                      <span className="game-col__short" aria-hidden="true">
                        <WholeWords text={shortLabel(column)} />
                      </span>
                      <span className="game-col__name">
                        <WholeWords text={column.label} />
                      </span>
                      {column.unit ? (
                        // A phone drops the brackets and puts the unit on a line of its own under the
                        // name: its cells show bare numbers, so this is where "km" or "°C" is read.
                        <span className="game-col__unit">
                          <span className="game-col__bracket"> (</span>
                          {column.unit}
                          <span className="game-col__bracket">)</span>
                        </span>
                      ) : null}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((row, index) => (
                <tr
                  key={row.position}
                  data-position={row.position}
                  className={
                    [
                      row.correct ? "game-table__row--correct" : "",
                      index === 0 ? "game-table__row--newest" : "",
                    ]
                      .filter(Boolean)
                      .join(" ") || undefined
                  }
                >
                  <th scope="row" className="game-table__entry">
                    <EntryImage url={row.entry.imageUrl} size={32} />
                    <span className="game-table__name">
                      <WholeWords text={row.entry.name} />
                    </span>
                    {row.correct ? <span className="visually-hidden">, {t("table.correct")}</span> : null}
                  </th>
                  {compared.map((column) => (
                    <FeedbackCell
                      key={column.key}
                      column={column}
                      cell={row.cells.find((cell) => cell.key === column.key)}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <span className="game-table-cue" aria-hidden="true">
          →
        </span>
      </div>
    </>
  );
}
