import type { AppLoadContext } from "@remix-run/cloudflare";
import { DomainError } from "~/utils/domain-error";
import { getAuthUser } from "./current-user.server";

/**
 * Rate limits on every write and on the expensive reads (issue 11), with the Workers Rate Limiting
 * binding (`[[ratelimits]]` in wrangler.toml; workerd runs it locally with in-memory buckets).
 * Applied in one place for each door: `pageAction`/`pageLoader` for pages and `apiHandler` for
 * `/api/v1`. A request falls into one tier by method and path; a signed-in caller is counted per
 * user, a guest per IP, and every limited request also counts against its IP's overall budget
 * (one person with many accounts, or many tabs). Over the limit: 429 with `Retry-After`.
 *
 * Login, refresh and logout are not here: they have their own throttling (auth/login-throttle).
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

const LOCALE_PREFIX = /^\/(?:zh-CN|en-US)(?=\/|$)/;
/** Paths with their own throttling or nothing worth limiting (cookies for display choices). */
const UNLIMITED = /^\/(?:api\/v1\/(?:login|logout|refresh)|auth\/(?:login|logout)|palette|language\/)/;
const READ_TIERS: [RegExp, RateTier][] = [
  [/^\/api\/v1\/dataset\/search(?:\/|$)/, "search"],
  [/^\/api\/v1\/dataset\/\d+\/entries$/, "search"],
  [/^\/game\/\d+\/suggest$/, "search"],
  [/^\/api\/v1\/versions\/\d+\/download$/, "download"],
  // The account export reads everything the account holds.
  [/^\/(?:api\/v1\/profile\/me\/export|profile\/export)$/, "download"],
];
const WRITE_TIERS: [RegExp, RateTier][] = [
  [/^\/(?:api\/v1\/register|auth\/register)$/, "account"],
  // Reset requests also count per account and IP over 15 minutes (password-reset.server.ts).
  [/^\/(?:api\/v1\/(?:password\/(?:forgot|reset)|email\/verify)|auth\/(?:forgot|reset|verify))$/, "account"],
  [/^\/api\/v1\/game\/record$/, "gameStart"],
  [/^\/api\/v1\/game\/record\/\d+(?:\/guess)?$/, "play"],
  [/^\/(?:api\/v1\/dataset\/\d+\/versions|datasets\/version\/create|test-upload)$/, "upload"],
];
const GAME_PAGE = /^\/game\/\d+$/;

/**
 * The tier of a request, or null when it is not limited. `intent` is a page form's intent (the game
 * page posts both starts and guesses to one URL).
 */
export function rateTier(method: string, url: URL, intent: string | null = null): RateTier | null {
  const path = url.pathname.replace(LOCALE_PREFIX, "") || "/";
  if (UNLIMITED.test(path)) return null;
  if (method === "GET" || method === "HEAD") {
    for (const [pattern, tier] of READ_TIERS) if (pattern.test(path)) return tier;
    // A typed search is a LIKE scan; browsing without text is cached.
    if (
      (path === "/api/v1/dataset" && url.searchParams.get("query")) ||
      (path === "/datasets" && url.searchParams.get("q"))
    ) {
      return "search";
    }
    return null;
  }
  if (GAME_PAGE.test(path)) return intent === "start" || intent === "restart" ? "gameStart" : "play";
  for (const [pattern, tier] of WRITE_TIERS) if (pattern.test(path)) return tier;
  return "write";
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

async function overLimit(env: RateLimitEnv, tier: RateTier | "ip", key: string): Promise<number | null> {
  const { binding, period } = RATE_TIERS[tier];
  const limiter = env[binding];
  if (!limiter) return null;
  const { success } = await limiter.limit({ key: `${tier}:${key}` });
  return success ? null : retryAfterSeconds(period, Date.now());
}

/**
 * Counts the request against its tier (per user, else per IP) and its IP's budget; throws
 * RATE_LIMITED (429, `Retry-After`) when either is spent. The IP is Cloudflare's
 * `CF-Connecting-IP` (set by the edge and by workerd's local entry), never a client header; a
 * request without one (a test calling the Worker directly) is counted per user only.
 */
export async function enforceRateLimit(
  env: unknown,
  request: Request,
  userId: number | null,
  intent: string | null = null,
): Promise<void> {
  const tier = rateTier(request.method, new URL(request.url), intent);
  if (!tier) return;
  const bindings = env as RateLimitEnv;
  const ip = request.headers.get("CF-Connecting-IP");
  const checks: Promise<number | null>[] = [];
  if (userId !== null) checks.push(overLimit(bindings, tier, `u:${userId}`));
  else if (ip) checks.push(overLimit(bindings, tier, `ip:${ip}`));
  if (ip) checks.push(overLimit(bindings, "ip", ip));
  const waits = (await Promise.all(checks)).filter((wait): wait is number => wait !== null);
  if (waits.length > 0) throw rateLimited(Math.max(...waits));
}

/** The API door: limits an `/api/v1` request before its handler runs (used by `apiHandler`). */
export async function limitApiRequest(args: { request: Request }): Promise<void> {
  const { request } = args;
  const context = (args as { context?: AppLoadContext }).context;
  if (!context?.cloudflare || !rateTier(request.method, new URL(request.url))) return;
  const user = await getAuthUser(context, request);
  await enforceRateLimit(context.cloudflare.env, request, user?.id ?? null);
}

type PageRequest = { request: Request; deps: { env: unknown }; viewer: () => Promise<{ id: number } | null> };

/** The page door (`pageLoader`/`pageAction`): throws RATE_LIMITED when the request's tier is spent. */
export async function limitPageRequest(input: PageRequest, intent: string | null = null): Promise<void> {
  if (!rateTier(input.request.method, new URL(input.request.url), intent)) return;
  const user = await input.viewer();
  await enforceRateLimit(input.deps.env, input.request, user?.id ?? null, intent);
}
