import { DomainError } from "~/utils/domain-error";
import { UPLOAD_BODY_LIMIT } from "./body.server";

/**
 * Rate limits (ADR 017, ADR 029, docs/rate-limits.md), with the Workers Rate Limiting binding
 * (`[[ratelimits]]` in wrangler.toml; workerd runs it locally with in-memory buckets). The Worker
 * spends them once per request, before Remix runs any loader or action, by the tier of the route
 * that will run (route-gate.server.ts), never by the raw path: `/Game/1`, `/game/1/`, `/game/1.data`
 * and `/en-US/game/1` are one route and spend one budget. A tier is counted per player first (a
 * signed-in user, or a guest whose id this server issued and signed: ADR 037), else per IP; every
 * request, limited or not, also spends its IP's flood guard, sized for a classroom behind one address.
 */
export type RateTier = "signUp" | "reset" | "gameStart" | "play" | "upload" | "write" | "search" | "download";

type Binding =
  | "RL_ACCOUNT"
  | "RL_RESET"
  | "RL_GAME_START"
  | "RL_GUEST_START"
  | "RL_IP_START"
  | "RL_IP_UPLOAD"
  | "RL_PLAY"
  | "RL_UPLOAD"
  | "RL_WRITE"
  | "RL_SEARCH"
  | "RL_DOWNLOAD"
  | "RL_IP";

/** Each tier's binding and the period its `[[ratelimits]]` block declares (10 or 60 s). */
export const RATE_TIERS: Record<
  RateTier | "guestStart" | "ipStart" | "ipUpload" | "ip",
  { binding: Binding; period: 10 | 60 }
> = {
  signUp: { binding: "RL_ACCOUNT", period: 60 },
  reset: { binding: "RL_RESET", period: 60 },
  gameStart: { binding: "RL_GAME_START", period: 60 },
  guestStart: { binding: "RL_GUEST_START", period: 60 },
  ipStart: { binding: "RL_IP_START", period: 60 },
  ipUpload: { binding: "RL_IP_UPLOAD", period: 60 },
  play: { binding: "RL_PLAY", period: 10 },
  upload: { binding: "RL_UPLOAD", period: 60 },
  write: { binding: "RL_WRITE", period: 60 },
  search: { binding: "RL_SEARCH", period: 10 },
  download: { binding: "RL_DOWNLOAD", period: 60 },
  ip: { binding: "RL_IP", period: 60 },
};

type RateLimitEnv = Partial<Record<Binding, RateLimit>>;

/**
 * What a page route module declares of its budgets, beside its loader and action
 * (`export const rateTiers: RouteTiers`), as an API operation declares `rateTier` beside its
 * handler. Unsaid: a read spends only the IP budget, a write spends `write`.
 */
export type RouteTiers = {
  /** Its loader's tier (null: only the IP budget). */
  read?: RateTier | null;
  /** A list whose typed search (this query parameter) is a LIKE scan: such a read spends `search`. */
  searchParam?: string;
  /** Its action's tier (null: only the IP budget, e.g. login's own throttle, ADR 009). */
  write?: RateTier | null;
  /** Tiers by the form's `intent` (the game page posts starts and guesses to one URL); else `write`. */
  intents?: Readonly<Record<string, RateTier>>;
};

/**
 * The tier of a request to a route that declares `declared` (null: only the IP budget). `intent` is
 * the page form's intent, read only for a route that declares `intents`.
 */
export function routeTier(
  declared: RouteTiers | undefined,
  method: string,
  url: URL,
  intent: string | null = null,
): RateTier | null {
  if (method === "GET" || method === "HEAD") {
    if (declared?.read) return declared.read;
    return declared?.searchParam && url.searchParams.get(declared.searchParam) ? "search" : null;
  }
  if (declared?.intents)
    return (intent !== null ? declared.intents[intent] : undefined) ?? declared.write ?? "write";
  return declared?.write === undefined ? "write" : declared.write;
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
  tier: keyof typeof RATE_TIERS,
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
 * Who a request's tier is counted for (ADR 037): `u:<id>` or `g:<guest id>`, and whether its starts
 * also spend its IP's start guard (a guest minted in the last few minutes, ADR 055).
 */
export type RatePlayer = { key: string; sharesIpStart: boolean };

/**
 * Spends the request's budgets: its tier by its cost, under the player's key (`u:<id>` or
 * `g:<guest id>`, ADR 037) or, for a caller the server does not know, under its IP; and its IP's
 * flood guard. A start by an unknown caller (who becomes a guest by it) spends `guestStart` per IP,
 * which a classroom of new guests fits. The IP's start guard (`ipStart`) is spent by the starts of
 * unknown callers and of guests minted in the last few minutes, so one abuser's new guests cannot
 * multiply its writes of new games; a signed-in player or a guest that was there before spends
 * only its own start budget, which nobody else can spend (ADR 055). Every upload spends its units
 * from its IP's upload guard (`ipUpload`), so accounts made on one address cannot multiply the CPU
 * its previews cost. The wait in seconds when any is spent, else null. The IP is Cloudflare's
 * `CF-Connecting-IP` (set by the edge and by workerd's local entry), never a client header; a
 * request without one (a test calling the Worker directly) is counted per player only.
 */
export async function spendRateLimits(
  env: unknown,
  request: Request,
  tier: RateTier | null,
  playerOf: () => Promise<RatePlayer | null>,
): Promise<number | null> {
  const bindings = env as RateLimitEnv;
  const ip = request.headers.get("CF-Connecting-IP");
  const checks: Promise<number | null>[] = [];
  if (ip) checks.push(spend(bindings, "ip", ip));
  if (tier) {
    const cost = requestCost(tier, request);
    if (ip && tier === "upload") checks.push(spend(bindings, "ipUpload", ip, cost));
    const player = await playerOf();
    if (ip && tier === "gameStart" && (player === null || player.sharesIpStart))
      checks.push(spend(bindings, "ipStart", ip));
    if (player !== null) checks.push(spend(bindings, tier, player.key, cost));
    else if (ip) checks.push(spend(bindings, tier === "gameStart" ? "guestStart" : tier, `ip:${ip}`, cost));
  }
  const waits = (await Promise.all(checks)).filter((wait): wait is number => wait !== null);
  return waits.length > 0 ? Math.max(...waits) : null;
}
