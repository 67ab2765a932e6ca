import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { type Locale, localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { getAuthUser } from "~/web/current-user.server";
import { getVisibleDataset } from "~/services/datasets/visibility.server";
import { getDailyChallenge } from "~/services/game/daily.server";
import { dailyDateOf, isDailyDate } from "~/services/game/daily-date.server";
import { type GameView, loadGameView } from "~/services/game/game-view.server";
import { getDatasetStats } from "~/services/game/stats.server";
import { type GameVersion, loadGameVersion } from "~/services/game/version-cache.server";
import { isDomainError } from "~/utils/domain-error";
import { localized } from "~/utils/localized";
import { pageNotFound } from "~/utils/not-found.server";
import type { AttributeType, LocalizedText } from "~db/schema";
import { readGameCookie } from "./game-cookie.server";

export type ColumnView = {
  key: string;
  label: string;
  type: AttributeType;
  unit: string | null;
  valueLabels: Record<string, string>;
};

export type DailyView = { date: string; isToday: boolean; missing: boolean };

function columnViews(version: GameVersion, locale: Locale): ColumnView[] {
  return version.columns.map((column) => ({
    key: column.key,
    label: localized(column.label, locale, column.key),
    type: column.type,
    unit: column.unit ?? null,
    valueLabels: Object.fromEntries(
      Object.entries(column.valueLabels ?? {}).flatMap(([value, labels]) => {
        const label = localized(labels, locale);
        return label ? [[value, label]] : [];
      }),
    ),
  }));
}

function dailyParam(url: URL, today: string): string | null {
  const raw = url.searchParams.get("daily");
  if (!raw) return null;
  return raw === "1" ? today : raw;
}

/** The game page: its dataset, columns, the daily it plays (if any) and the visitor's current game. */
export async function loadGamePage({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const datasetId = Number(params.id);
  if (!Number.isInteger(datasetId) || datasetId <= 0) throw pageNotFound(request);
  const user = await getAuthUser(context, request);
  const dataset = await getVisibleDataset(context.deps, datasetId, user?.id ?? null).catch(
    (error: unknown) => {
      throw isDomainError(error) && error.code === "NOT_FOUND" ? pageNotFound(request) : error;
    },
  );
  const deps = context.deps;
  const today = dailyDateOf(deps.now());
  const dailyDate = dailyParam(url, today);
  let daily: DailyView | null = null;
  let versionId = dataset.latestVersionId;
  if (dailyDate) {
    const challenge =
      isDailyDate(dailyDate) && dailyDate <= today ? await getDailyChallenge(deps, dailyDate) : null;
    if (challenge && challenge.datasetId !== datasetId) {
      throw redirect(localizePath(`/game/${challenge.datasetId}`, locale) + url.search);
    }
    daily = { date: dailyDate, isToday: dailyDate === today, missing: !challenge };
    versionId = challenge?.versionId ?? null;
  }
  const cookie = readGameCookie(request);
  let game: GameView | null = cookie
    ? await loadGameView(deps, cookie.recordId, cookie.sessionId, locale)
    : null;
  const sameGame =
    game &&
    game.datasetId === datasetId &&
    game.isDailyChallenge === Boolean(daily) &&
    (!daily || game.dailyDate === daily.date);
  if (!sameGame) game = null;
  const version = game
    ? await loadGameVersion(deps, game.versionId)
    : versionId
      ? await loadGameVersion(deps, versionId)
      : null;
  const name = localized(dataset.nameI18n, locale, dataset.name);
  const t = getT(locale, "game");
  return {
    title: daily ? t("page.dailyTitle", { date: daily.date, name }) : t("page.title", { name }),
    dataset: {
      id: dataset.id,
      name,
      description: localized(dataset.descriptionI18n, locale, dataset.description),
      entriesCount: version?.entries.length ?? 0,
    },
    versionId: version?.id ?? null,
    columns: version ? columnViews(version, locale) : [],
    daily,
    game,
    shareUrl: `${url.origin}${url.pathname}${daily ? `?daily=${daily.date}` : ""}`,
    stats: await getDatasetStats(deps, datasetId),
  };
}

export type GamePageData = Awaited<ReturnType<typeof loadGamePage>>;
