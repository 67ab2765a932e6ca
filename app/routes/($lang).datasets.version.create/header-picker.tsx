import { useTranslation } from "~/i18n/react";
import type { HeaderChoice } from "~/services/datasets/header-row";

/**
 * A CSV whose header is not its first line (a title, `# comments` above it), or a refused one:
 * which line holds the column names, each offered line with its filled cells, and why.
 */
export function HeaderPicker({ header }: { header: HeaderChoice }) {
  const { t } = useTranslation("authoring");
  return (
    <div className="field header-picker">
      <label htmlFor="header-row">{t("upload.plan.headerRow")}</label>
      <select id="header-row" name="header_row" defaultValue={String(header.row)}>
        {header.lines.map((line) => (
          <option key={line.row} value={String(line.row)}>
            {t("upload.plan.headerOption", { row: line.row, text: line.text, count: line.cells })}
          </option>
        ))}
      </select>
      <p className="field-hint muted">
        {header.reason === "chosen"
          ? t("upload.plan.headerReason_chosen", { row: header.row, proposed: header.proposed })
          : t(`upload.plan.headerReason_${header.reason}`, { row: header.row, count: header.skipped })}
        {header.notesAfter > 0 ? ` ${t("upload.plan.headerNotesAfter", { count: header.notesAfter })}` : ""}
      </p>
    </div>
  );
}

/** Whether the header picker is worth its space: the proposal skipped lines, the author chose, or the file was refused. */
export const showsHeaderPicker = (header: HeaderChoice | null | undefined, refused: boolean) =>
  header !== null &&
  header !== undefined &&
  (refused || header.row !== 1 || header.proposed !== 1 || header.notesAfter > 0);
