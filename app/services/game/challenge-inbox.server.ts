import { and, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import type { LocalizedText } from "~db/schema";
import { datasets, gameRecords, users } from "~db/schema";

/** How many friends' games the profile lists (the latest). */
const REPLIES_LISTED = 20;

const challenged = alias(gameRecords, "challenged");

/**
 * The finished games that came from this player's challenge links, latest first, each with the
 * challenger's own game: one indexed read per challenged game of the player (`challenge_of`).
 */
const repliesToPlayer = prepared((db) =>
  db
    .select({
      recordId: gameRecords.id,
      datasetId: gameRecords.datasetId,
      datasetName: datasets.name,
      datasetNameI18n: datasets.nameI18n,
      result: gameRecords.result,
      attempts: gameRecords.attempts,
      score: gameRecords.score,
      duration: gameRecords.duration,
      // A batch's rows come back keyed by column name: the friend's columns need names of their own.
      replyName: sql<string | null>`${users.username}`.as("reply_name"),
      replyResult: sql<string>`${challenged.result}`.as("reply_result"),
      replyAttempts: sql<number>`${challenged.attempts}`.as("reply_attempts"),
      replyScore: sql<number>`${challenged.score}`.as("reply_score"),
      replyDuration: sql<number | null>`${challenged.duration}`.as("reply_duration"),
    })
    .from(challenged)
    .innerJoin(gameRecords, eq(gameRecords.id, challenged.challengeOf))
    .innerJoin(datasets, eq(datasets.id, gameRecords.datasetId))
    .leftJoin(users, eq(users.id, challenged.userId))
    .where(
      and(
        eq(gameRecords.userId, sql.placeholder("userId")),
        ne(challenged.result, "playing"),
        // Never a reply to oneself (the sender who opened their own link before it was refused).
        sql`coalesce(${challenged.userId} != ${gameRecords.userId}, 1)`,
      ),
    )
    .orderBy(desc(challenged.endTime))
    .limit(REPLIES_LISTED)
    .prepare(),
);

/** The read for a batch (the own profile reads it with the account in one round trip). */
export const challengeInboxRead = ({ db }: Pick<AppDeps, "db">, userId: number) =>
  [repliesToPlayer(db), { userId }] as const;

type Side = { name: string; result: string; attempts: number; score: number; duration: number | null };

/** One of the player's challenged games: the dataset, the player's own result, the friends' results. */
export type ChallengeInboxItem = {
  recordId: number;
  datasetId: number;
  datasetName: string;
  datasetNameI18n: LocalizedText | null;
  mine: Side;
  replies: Side[];
};

/** The rows as one item per challenged game, in the order of each game's latest reply. */
export function challengeInboxOf(rows: Awaited<ReturnType<ReturnType<typeof repliesToPlayer>["all"]>>) {
  const items = new Map<number, ChallengeInboxItem>();
  for (const row of rows) {
    let item = items.get(row.recordId);
    if (!item) {
      item = {
        recordId: row.recordId,
        datasetId: row.datasetId,
        datasetName: row.datasetName,
        datasetNameI18n: row.datasetNameI18n ?? null,
        mine: {
          name: "",
          result: row.result,
          attempts: row.attempts,
          score: row.score,
          duration: row.duration,
        },
        replies: [],
      };
      items.set(row.recordId, item);
    }
    item.replies.push({
      name: row.replyName ?? "",
      result: row.replyResult,
      attempts: row.replyAttempts,
      score: row.replyScore,
      duration: row.replyDuration,
    });
  }
  return [...items.values()];
}
