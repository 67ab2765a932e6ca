import { DomainError } from "~/utils/domain-error";
import { UPLOAD_BODY_LIMIT } from "./body.server";

/**
 * Rate limits (ADR 017, docs/rate-limits.md), with the Workers Rate Limiting binding
 * (`[[ratelimits]]` in wrangler.toml; workerd runs it locally with in-memory buckets). The Worker
 * spends them once per request, before Remix runs any loader or action, keyed on the route the
 * router matched (its id and the method), never on the raw path: `/Game/1`, `/game/1/` and
 * `/en-US/game/1` are one route and spend one budget. A signed-in caller is counted per user, a
 * guest per IP, and every request, limited or not, also spends its IP's overall budget.
 */
export type RateTier = "account" | "gameStart" | "play" | "upload" | "write" | "search" | "download";

type Binding =
  | "RL_ACCOUNT"
  | "RL_GAME_START"
  | "RL_PLAY"
  | "RL_UPLOAD"
  | "RL_WRITE"
  | "RL_SEARCH"
  | "RL_DOWNLOAD"
  | "RL_IP";

/** Each tier's binding and the period its `[[ratelimits]]` block declares (10 or 60 s). */
export const RATE_TIERS: Record<RateTier | "ip", { binding: Binding; period: 10 | 60 }> = {
  account: { binding: "RL_ACCOUNT", period: 60 },
  gameStart: { binding: "RL_GAME_START", period: 60 },
  play: { binding: "RL_PLAY", period: 10 },
  upload: { binding: "RL_UPLOAD", period: 60 },
  write: { binding: "RL_WRITE", period: 60 },
  search: { binding: "RL_SEARCH", period: 10 },
  download: { binding: "RL_DOWNLOAD", period: 60 },
  ip: { binding: "RL_IP", period: 60 },
};

type RateLimitEnv = Partial<Record<Binding, RateLimit>>;

const GAME_PAGE = "routes/($lang).game.$id";
/** The dataset's own daily is the same game page (the same forms), at `/game/{id}/daily`. */
const DATASET_DAILY_PAGE = "routes/($lang).game.$id_.daily";

/** The game pages, whose writes are starts and plays. */
export const isGamePage = (routeId: string | null) => routeId === GAME_PAGE || routeId === DATASET_DAILY_PAGE;

/**
 * Pages' reads with their own tier (by route id); any other read spends only the IP budget. API
 * operations declare their tier beside their handler (`rateTier`, `searchParam`).
 */
const READ_TIERS: Record<string, RateTier> = {
  "routes/($lang).game.$id.suggest": "search",
  // The account export reads everything the account holds.
  "routes/($lang).profile.export": "download",
};

/** Lists whose typed search is a LIKE scan (browsing without text is cached), and its parameter. */
const SEARCHABLE_LISTS: Record<string, string> = {
  "routes/($lang).datasets._index": "q",
};

/**
 * Writes with their own tier; any other write is `write`. Login, refresh and logout keep their own
 * throttle (ADR 009) and the two display-choice cookies are not worth a tier: these spend only the
 * IP budget.
 */
const WRITE_TIERS: Record<string, RateTier | null> = {
  "routes/($lang).auth.register": "account",
  // Reset requests also count per account and IP over 15 minutes (password-reset.server.ts).
  "routes/($lang).auth.forgot": "account",
  "routes/($lang).auth.reset": "account",
  "routes/($lang).auth.verify": "account",
  "routes/($lang).datasets.version.create": "upload",
  "routes/($lang).test-upload": "upload",
  "routes/($lang).auth.login": null,
  "routes/($lang).auth.logout": null,
  "routes/palette": null,
};

/** Every page route id the tiers name (a unit test checks each one is a route of the app). */
export const TIERED_ROUTE_IDS = [
  GAME_PAGE,
  DATASET_DAILY_PAGE,
  ...Object.keys(READ_TIERS),
  ...Object.keys(SEARCHABLE_LISTS),
  ...Object.keys(WRITE_TIERS),
];

/**
 * The tier of a request to the route `routeId` (null: only the IP budget). `intent` is a page
 * form's intent: the game page posts starts and guesses to one URL.
 */
export function rateTier(
  routeId: string | null,
  method: string,
  url: URL,
  intent: string | null = null,
): RateTier | null {
  if (routeId === null) return null;
  if (method === "GET" || method === "HEAD") {
    const tier = READ_TIERS[routeId];
    if (tier) return tier;
    const param = SEARCHABLE_LISTS[routeId];
    return param && url.searchParams.get(param) ? "search" : null;
  }
  if (isGamePage(routeId)) return intent === "start" || intent === "restart" ? "gameStart" : "play";
  return routeId in WRITE_TIERS ? (WRITE_TIERS[routeId] ?? null) : "write";
}

/** What an API operation declares of its tier (see `ApiOperation`). */
export type DeclaredTier = { rateTier?: RateTier | null; searchParam?: string };

/**
 * The tier of a request to an API operation; `null` for a path or method no operation serves, whose
 * read spends only the IP budget and whose write spends `write`, as on a page.
 */
export function declaredTier(declared: DeclaredTier | null, method: string, url: URL): RateTier | null {
  const read = method === "GET" || method === "HEAD";
  if (declared?.rateTier !== undefined) return declared.rateTier;
  if (!read) return "write";
  return declared?.searchParam && url.searchParams.get(declared.searchParam) ? "search" : null;
}

/** One unit of the upload budget per started MiB of body. */
export const UPLOAD_COST_UNIT = 1024 * 1024;

/**
 * What a request spends of its tier: an upload by its size (a 5 MB preview parses and checks ten
 * times what a 0.5 MB one does), from `Content-Length`; a body of unstated length is charged as the
 * largest one allowed. Everything else costs 1.
 */
export function requestCost(tier: RateTier, request: { headers: Headers }): number {
  if (tier !== "upload") return 1;
  const header = request.headers.get("Content-Length");
  const declared = header === null || header.trim() === "" ? Number.NaN : Number(header);
  const bytes =
    Number.isFinite(declared) && declared >= 0 ? Math.min(declared, UPLOAD_BODY_LIMIT) : UPLOAD_BODY_LIMIT;
  return 1 + Math.floor(bytes / UPLOAD_COST_UNIT);
}

/** Seconds until the current window of `period` ends (the buckets are fixed windows). */
export function retryAfterSeconds(period: number, nowMs: number): number {
  return Math.max(1, period - (Math.floor(nowMs / 1000) % period));
}

export function rateLimited(retryAfter: number): DomainError {
  return new DomainError(
    "RATE_LIMITED",
    `Too many requests; try again in ${retryAfter} s`,
    { retry_after: retryAfter },
    retryAfter,
  ).because("throttled");
}

/** Spends `cost` units of `tier` under `key`; the wait when any unit was refused, else null. */
async function spend(
  env: RateLimitEnv,
  tier: RateTier | "ip",
  key: string,
  cost = 1,
): Promise<number | null> {
  const { binding, period } = RATE_TIERS[tier];
  const limiter = env[binding];
  if (!limiter) return null;
  const units = await Promise.all(
    Array.from({ length: cost }, () => limiter.limit({ key: `${tier}:${key}` })),
  );
  return units.every((unit) => unit.success) ? null : retryAfterSeconds(period, Date.now());
}

/**
 * Spends the request's budgets: its tier (per user, else per IP) by its cost, and its IP's overall
 * budget. The wait in seconds when any is spent, else null. The IP is Cloudflare's
 * `CF-Connecting-IP` (set by the edge and by workerd's local entry), never a client header; a
 * request without one (a test calling the Worker directly) is counted per user only.
 */
export async function spendRateLimits(
  env: unknown,
  request: Request,
  tier: RateTier | null,
  userId: () => Promise<number | null>,
): Promise<number | null> {
  const bindings = env as RateLimitEnv;
  const ip = request.headers.get("CF-Connecting-IP");
  const checks: Promise<number | null>[] = [];
  if (ip) checks.push(spend(bindings, "ip", ip));
  if (tier) {
    const cost = requestCost(tier, request);
    const id = await userId();
    if (id !== null) checks.push(spend(bindings, tier, `u:${id}`, cost));
    else if (ip) checks.push(spend(bindings, tier, `ip:${ip}`, cost));
  }
  const waits = (await Promise.all(checks)).filter((wait): wait is number => wait !== null);
  return waits.length > 0 ? Math.max(...waits) : null;
}
