import type { gameRecords } from "~db/schema";
import type { AnswerView, GameRecordView, HintView } from "./game-types";
import { displayName, type GameEntry, type GameVersion } from "./version-cache.server";

export type GameRecordRow = typeof gameRecords.$inferSelect;

export function answerView(entry: GameEntry | undefined, locale: string): AnswerView | null {
  if (!entry) return null;
  return {
    id: entry.id,
    name: displayName(entry, locale),
    imageUrl: entry.imageUrl,
    attributes: entry.attributes,
  };
}

/** The only way a record leaves the server: the answer is attached once, and only once, it has ended. */
export function recordView(
  row: GameRecordRow,
  version: GameVersion | null,
  locale = "zh-CN",
): GameRecordView {
  const { answerEntryId, ...rest } = row;
  const ended = row.result !== "playing";
  return {
    ...rest,
    answer: ended && version ? answerView(version.byId.get(answerEntryId), locale) : null,
  };
}

/** Hint columns: the answer's hint once `revealAfter` guesses were made, or once the game is over. */
export function hintsFor(
  version: GameVersion,
  answer: GameEntry | undefined,
  attempts: number,
  ended: boolean,
): HintView[] {
  return version.columns
    .filter((column) => column.type === "hint")
    .map((column) => {
      const revealAfter = column.revealAfter ?? 0;
      const raw = answer?.attributes[column.key];
      const shown = (ended || attempts >= revealAfter) && raw !== null && raw !== undefined;
      return {
        key: column.key,
        revealAfter,
        value: shown ? (Array.isArray(raw) ? raw.join("; ") : String(raw)) : null,
      };
    });
}
