import { eq, sql } from "drizzle-orm";
import type { StartGameInput } from "~/schemas/game";
import { DomainError } from "~/utils/domain-error";
import { datasets, gameRecords } from "~db/schema";
import { getVisibleDataset } from "../datasets/visibility.server";
import { dailyDateOf, getDailyChallenge, isFirstDailyGame } from "./daily.server";
import type { GameDeps, RequestInfo } from "./game-deps";
import type { GameRecordView } from "./game-types";
import { rememberRecord } from "./record-meta.server";
import { recordView } from "./record-view.server";
import { newSessionId, randomIndex } from "./session-id";
import { type GameVersion, loadGameVersion } from "./version-cache.server";

type Pick = {
  version: GameVersion;
  answerEntryId: number;
  dailyDate: string | null;
  isRanked: boolean;
};

async function pickDaily(
  deps: GameDeps,
  datasetId: number,
  userId: number | null,
  input: StartGameInput,
  now: Date,
) {
  const today = dailyDateOf(now);
  const date = input.dailyDate ?? today;
  if (date > today) throw new DomainError("INVALID", "That day's daily challenge has not started yet");
  const challenge = await getDailyChallenge(deps, date);
  if (!challenge) throw new DomainError("NOT_FOUND", "No daily challenge for that day");
  if (challenge.datasetId !== datasetId) {
    throw new DomainError("INVALID", "The daily challenge is on another dataset", {
      datasetId: challenge.datasetId,
    });
  }
  // Only today's first game of a signed-in player counts; the archive is never ranked.
  const isRanked = date === today && userId !== null && (await isFirstDailyGame(deps.db, userId, date));
  const version = await loadGameVersion(deps, challenge.versionId);
  return { version, answerEntryId: challenge.entryId, dailyDate: date, isRanked } satisfies Pick;
}

async function pickRandom(deps: GameDeps, datasetId: number, versionId: number | null): Promise<Pick> {
  if (versionId === null) throw new DomainError("CONFLICT", "This dataset has no version to play yet");
  const version = await loadGameVersion(deps, versionId);
  if (version.datasetId !== datasetId) throw new DomainError("NOT_FOUND", "Dataset version not found");
  if (version.entries.length === 0) throw new DomainError("CONFLICT", "This dataset has no entries to play");
  const answer = version.entries[randomIndex(version.entries.length)];
  return { version, answerEntryId: answer.id, dailyDate: null, isRanked: false };
}

/** Creates a game record (design §3): the server chooses the answer, the session id and the start time. */
export async function startGame(
  deps: GameDeps,
  userId: number | null,
  input: StartGameInput,
  seen: RequestInfo,
): Promise<GameRecordView> {
  const now = deps.now();
  const dataset = await getVisibleDataset(deps, input.datasetId, userId);
  const pick = input.isDailyChallenge
    ? await pickDaily(deps, dataset.id, userId, input, now)
    : await pickRandom(deps, dataset.id, input.versionId ?? dataset.latestVersionId);
  const clientClaims = Object.fromEntries(
    Object.entries({
      startTime: input.startTime,
      sessionId: input.sessionId,
      ipAddress: input.ipAddress,
    }).filter(([, value]) => value !== null && value !== undefined),
  );
  const [inserted] = await deps.db.batch([
    deps.db
      .insert(gameRecords)
      .values({
        userId,
        datasetId: dataset.id,
        versionId: pick.version.id,
        answerEntryId: pick.answerEntryId,
        startTime: now,
        gameTimeLimit: input.gameTimeLimit,
        sessionId: newSessionId(),
        ipAddress: seen.ipAddress ?? input.ipAddress ?? null,
        userAgent: input.userAgent ?? seen.userAgent,
        referrer: input.referrer ?? seen.referrer,
        isDailyChallenge: input.isDailyChallenge,
        dailyDate: pick.dailyDate,
        isRanked: pick.isRanked,
        otherInfo: {
          ...(input.otherInfo ?? {}),
          ...(Object.keys(clientClaims).length ? { client: clientClaims } : {}),
        },
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
    deps.db
      .update(datasets)
      // A play is not an edit: keep updated_at (drizzle would bump it via $onUpdate).
      .set({ playsCount: sql`${datasets.playsCount} + 1`, updatedAt: sql`${datasets.updatedAt}` })
      .where(eq(datasets.id, dataset.id)),
  ]);
  rememberRecord(inserted[0]);
  return recordView(inserted[0], pick.version);
}
