import { useTranslation } from "~/i18n/react";
import type { GuessRow } from "~/services/game/game-types";
import { shownCell } from "./cell-display";
import type { ColumnView } from "./page-data.server";

/**
 * Reads the newest feedback row aloud (aria-live) after each guess: the focus stays in the guess
 * box, so a screen-reader player hears the result without leaving it. The region is rendered
 * from the first guess box on, so a change in it is announced.
 */
export function RowAnnouncer({ rows, columns }: { rows: GuessRow[]; columns: ColumnView[] }) {
  const { t, i18n } = useTranslation("game");
  const newest = rows.reduce<GuessRow | null>(
    (latest, row) => (!latest || row.position > latest.position ? row : latest),
    null,
  );
  let text = "";
  if (newest) {
    const cells = columns
      // The feedback table's columns, in its order.
      .filter((column) => column.type !== "hint" && column.showInTable)
      .flatMap((column) => {
        const cell = newest.cells.find((item) => item.key === column.key);
        if (!cell) return [];
        const value =
          shownCell(column, cell, i18n.language, (distance) => t("table.km", { distance })) ||
          t("table.empty_value");
        const direction = cell.direction ? `, ${t(`table.direction.${cell.direction}`)}` : "";
        return [`${column.label}: ${value}, ${t(`table.status.${cell.status}`)}${direction}`];
      });
    text = t("announce.row", {
      position: newest.position,
      name: newest.entry.name,
      cells: cells.join("; "),
    });
  }
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="row-announcer">
      {text}
    </p>
  );
}
