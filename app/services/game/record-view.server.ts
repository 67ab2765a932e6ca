import { defaultLocale, isLocale } from "~/i18n/config";
import { nameInLanguage } from "~/utils/name-language";
import type { AttributeColumn, CellValue, gameRecords } from "~db/schema";
import { answerWithheld } from "./finish-game.server";
import type { AnswerView, GameRecordView, HintView } from "./game-types";
import { guardedHint, type HintGuard, hintGuardOf } from "./hint-guard";
import { type GameEntry, type GameVersion, qualifiedName } from "./version-cache.server";

export type GameRecordRow = typeof gameRecords.$inferSelect;

export function answerView(entry: GameEntry | undefined, locale: string): AnswerView | null {
  if (!entry) return null;
  return {
    id: entry.id,
    name: qualifiedName(entry, locale),
    imageUrl: entry.imageUrl,
    attributes: entry.attributes,
  };
}

/**
 * The answer of an ended game. When its version no longer loads or no longer holds the entry (the
 * dataset was deleted, then purged), the name the record kept (`answer_name`) stands in.
 */
export function endedAnswer(
  row: Pick<GameRecordRow, "answerEntryId" | "answerName">,
  version: GameVersion | null,
  locale: string,
): AnswerView | null {
  const entry = version?.byId.get(row.answerEntryId);
  if (entry) return answerView(entry, locale);
  if (row.answerName === null) return null;
  return { id: row.answerEntryId, name: row.answerName, imageUrl: null, attributes: {} };
}

/** The only way a record leaves the server: the answer is attached once, and only once, it has ended. */
export function recordView(
  row: GameRecordRow,
  version: GameVersion | null,
  locale = "zh-CN",
): GameRecordView {
  // The guest id is the HttpOnly cookie's secret: it never leaves in a body. The answer's kept name
  // is the answer: it leaves only inside `answer`, once the game has ended. The address key is the
  // stats' own (spec §7's record has no such field).
  const {
    answerEntryId: _answerEntryId,
    answerName: _answerName,
    guestId: _guestId,
    addressKey: _addressKey,
    ...rest
  } = row;
  // A timed-out game's answer waits until the player finds it or asks for it.
  const ended = row.result !== "playing" && !answerWithheld(row);
  return {
    ...rest,
    answerName: ended ? row.answerName : null,
    answer: ended ? endedAnswer(row, version, locale) : null,
  };
}

// A version's entries never change, so what identifies an entry is worked out once per version.
const guards = new WeakMap<GameVersion, HintGuard>();
function guardOf(version: GameVersion): HintGuard {
  let guard = guards.get(version);
  if (!guard) {
    guard = hintGuardOf(version.columns, version.entries);
    guards.set(version, guard);
  }
  return guard;
}

/** A hint shows what identifies the answer (names, identifying values) masked until the game ends. */
function maskedWhilePlaying(text: string, answer: GameEntry, ended: boolean, version: GameVersion): string {
  return ended ? text : guardedHint(text, answer, guardOf(version));
}

export function hintText(column: AttributeColumn, raw: CellValue, locale: string): string {
  const lang = isLocale(locale) ? locale : defaultLocale;
  const one = (value: string) => nameInLanguage(column.valueLabels?.[value], lang, value);
  return Array.isArray(raw) ? raw.map(one).join("; ") : one(String(raw));
}

/**
 * Hint columns: the answer's hint once `revealAfter` guesses were made, or once the game is over,
 * in the page's language (the column's value labels). An answer without a value for the column
 * says so (`unavailable`) once the hint would have been revealed, instead of waiting forever.
 */
export function hintsFor(
  version: GameVersion,
  answer: GameEntry | undefined,
  attempts: number,
  ended: boolean,
  locale = "zh-CN",
): HintView[] {
  return version.columns
    .filter((column) => column.type === "hint")
    .map((column) => {
      // design §2 as refined: by default no hint shows before the first guess.
      const revealAfter = column.revealAfter ?? 1;
      const raw = answer?.attributes[column.key];
      const due = ended || attempts >= revealAfter;
      const missing =
        raw === null || raw === undefined || raw === "" || (Array.isArray(raw) && raw.length === 0);
      const state = !due ? "hidden" : missing ? "unavailable" : "shown";
      return {
        key: column.key,
        revealAfter,
        state,
        value:
          state === "shown" && raw !== null && raw !== undefined && answer
            ? maskedWhilePlaying(hintText(column, raw, locale), answer, ended, version)
            : null,
      };
    });
}
