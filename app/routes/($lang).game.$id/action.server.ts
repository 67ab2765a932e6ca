import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { localeFromPath } from "~/i18n/config";
import { guessFormSchema } from "~/schemas/game";
import { getAuthUser } from "~/web/current-user.server";
import { endGame } from "~/services/game/end-game.server";
import { loadGameView } from "~/services/game/game-view.server";
import { submitGuess } from "~/services/game/guess.server";
import { resolveGuessText } from "~/services/game/resolve-guess";
import { startGame } from "~/services/game/start-game.server";
import { loadGameVersion } from "~/services/game/version-cache.server";
import { isDomainError } from "~/utils/domain-error";
import { requestInfo } from "~/web/request-info.server";
import { gameCookieHeader, readGameCookie } from "./game-cookie.server";

type FormErrorKey =
  | "errors.unknownEntry"
  | "errors.ambiguousEntry"
  | "errors.alreadyGuessed"
  | "errors.noGame"
  | "errors.generic";

const back = (url: URL, headers?: HeadersInit) =>
  redirect(url.pathname + url.search, { status: 303, headers });

async function start(args: ActionFunctionArgs, form: FormData, url: URL) {
  const { request, context, params } = args;
  const daily = String(form.get("daily") ?? "");
  const user = await getAuthUser(context, request);
  const record = await startGame(
    context.deps,
    user?.id ?? null,
    {
      datasetId: Number(params.id),
      gameTimeLimit: 300,
      isDailyChallenge: daily !== "",
      dailyDate: /^\d{4}-\d{2}-\d{2}$/.test(daily) ? daily : null,
    },
    requestInfo(request),
  ).catch((error: unknown) => {
    if (isDomainError(error)) return null;
    throw error;
  });
  if (!record) return { reply: null, guess: "", startFailed: true } satisfies GameActionData;
  const cookie = gameCookieHeader(
    { recordId: record.id, sessionId: record.sessionId },
    url.protocol === "https:",
  );
  return back(url, { "Set-Cookie": cookie });
}

async function guess(args: ActionFunctionArgs, form: FormData, url: URL) {
  const submission = parseWithZod(form, { schema: guessFormSchema });
  if (submission.status !== "success")
    return { reply: submission.reply(), guess: "" } satisfies GameActionData;
  const { guess: text, entryId } = submission.value;
  const fail = (key: FormErrorKey): GameActionData => ({
    reply: submission.reply({ formErrors: [key] }),
    guess: text,
  });
  const cookie = readGameCookie(args.request);
  const deps = args.context.deps;
  const locale = localeFromPath(url.pathname);
  const view = cookie ? await loadGameView(deps, cookie.recordId, cookie.sessionId, locale) : null;
  if (!cookie || !view) return fail("errors.noGame");
  if (view.result !== "playing") return back(url);
  const version = await loadGameVersion(deps, view.versionId);
  const picked = entryId ? version.byId.get(entryId) : undefined;
  const resolution = picked
    ? { kind: "found" as const, entry: picked }
    : resolveGuessText(version.entries, text);
  if (resolution.kind === "unknown") return fail("errors.unknownEntry");
  if (resolution.kind === "ambiguous") return fail("errors.ambiguousEntry");
  try {
    await submitGuess(
      deps,
      { recordId: cookie.recordId, entryId: resolution.entry.id, locale },
      { sessionId: cookie.sessionId },
    );
  } catch (error) {
    if (isDomainError(error) && error.code === "CONFLICT" && /already guessed/.test(error.message)) {
      return fail("errors.alreadyGuessed");
    }
    throw error;
  }
  return back(url);
}

async function giveUp(args: ActionFunctionArgs, url: URL) {
  const cookie = readGameCookie(args.request);
  if (cookie) {
    await endGame(
      args.context.deps,
      cookie.recordId,
      { result: "lost" },
      { sessionId: cookie.sessionId },
    ).catch((error: unknown) => {
      if (!isDomainError(error)) throw error;
    });
  }
  return back(url);
}

/** The page's forms (they work without JavaScript): start, guess, give up. */
export async function gameAction(args: ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent === "start") return start(args, form, url);
  if (intent === "giveup") return giveUp(args, url);
  return guess(args, form, url);
}

export type GameActionData = {
  reply: SubmissionResult<string[]> | null;
  guess: string;
  startFailed?: boolean;
};
