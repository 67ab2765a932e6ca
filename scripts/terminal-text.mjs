// What an operator's terminal shows of text players wrote (report notes, dataset names): every control
// character (C0, DEL, C1, bidi overrides and isolates) printed as a visible `\u{…}`, so a note cannot
// erase lines, move the cursor, hide a link (OSC 8) or write to the clipboard (OSC 52). Notes are
// stripped when written; this also covers rows written before that, and any other column.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** A value as one safe line of text: controls (newlines too) shown as `\u{hex}`. */
export function printable(value) {
  if (value === null || value === undefined) return "";
  return String(value).replace(CONTROL, (char) => `\\u{${char.codePointAt(0).toString(16)}}`);
}

/** The open reports (moderation-sql.json listOpenReports rows), one block each, every value escaped. */
export function formatReports(rows) {
  if (rows.length === 0) return "No open reports.";
  return rows
    .map((row) =>
      [
        `#${printable(row.id)} dataset ${printable(row.dataset_id)} "${printable(row.dataset)}" (owner ${printable(row.owner_id) || "none"}): ` +
          `${printable(row.open_on_dataset)} open, ${printable(row.established_reporters)} by accounts older than a week`,
        `  reporter ${printable(row.reporter_id) || "deleted"} · ${printable(row.reason)} · ${printable(row.created)}`,
        `  note: ${printable(row.note)}`,
      ].join("\n"),
    )
    .join("\n\n");
}

/** The moderation log (listLog rows), one line each, every value escaped. */
export function formatLog(rows) {
  return rows
    .map(
      (row) =>
        `${printable(row.at)}  ${printable(row.actor)}  ${printable(row.action)} ${printable(row.target_kind)} ${printable(row.target_id)}: ${printable(row.reason)}`,
    )
    .join("\n");
}
