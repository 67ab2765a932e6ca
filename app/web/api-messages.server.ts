import type { z } from "zod";
import type { Locale } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import type { DomainError } from "~/utils/domain-error";
import { hasOwnKey, type InvalidInputError, issueField } from "~/utils/validation";

/**
 * The language of the API's error messages (design §7): the first Accept-Language range that is
 * Chinese or English, by weight; English when it names neither. (Entry names in game answers follow
 * their own rule, zh-CN by default: `apiLocale` in app/web/game-request.server.ts.)
 */
export function messageLocale(request: Request | undefined): Locale {
  const header = request?.headers.get("Accept-Language");
  if (!header) return "en-US";
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === "zh" || tag.startsWith("zh-")) return "zh-CN";
    if (tag === "en" || tag.startsWith("en-")) return "en-US";
  }
  return "en-US";
}

/** Where a message key may live: the API's own words first, then the pages' (schemas share their keys). */
const NAMESPACES = ["api", "auth", "datasets", "game", "leaderboard", "common"] as const;
type Lookup = (key: string, values?: Record<string, unknown>) => string | null;

function lookupIn(locale: Locale): Lookup {
  const t = getT(locale) as unknown as (key: string, options: Record<string, unknown>) => unknown;
  return (key, values = {}) => {
    for (const ns of NAMESPACES) {
      const text = t(key, { ...values, ns, defaultValue: "" }) as unknown;
      // A text whose placeholders this error cannot fill is not used (no "{{guess}}" reaches a client).
      if (typeof text === "string" && text !== "" && !text.includes("{{")) return text;
    }
    return null;
  };
}

const endsSentence = /[.。!！?？]$/;
const withoutStop = (text: string) => text.replace(/[.。]$/, "");
const sentence = (text: string, locale: Locale) =>
  endsSentence.test(text) ? text : `${text}${locale === "zh-CN" ? "。" : "."}`;

/** What zod said about one value, in words (its default messages are English prose, never sent). */
function issueProblem(issue: z.core.$ZodIssue, find: Lookup): string | null {
  if (hasOwnKey(issue)) return find(issue.message);
  switch (issue.code) {
    case "invalid_type":
      return find(`zod.invalidType.${issue.expected}`) ?? find("zod.invalidType.other");
    case "too_small":
    case "too_big": {
      const bound = issue.code === "too_small" ? "tooSmall" : "tooBig";
      const limit = issue.code === "too_small" ? issue.minimum : issue.maximum;
      const known = ["string", "number", "array"].includes(issue.origin) ? issue.origin : "other";
      const origin = known === "number" && issue.inclusive === false ? "numberExclusive" : known;
      return find(`zod.${bound}.${origin}`, { limit: String(limit) });
    }
    case "invalid_format":
      return find(`zod.invalidFormat.${issue.format}`) ?? find("zod.invalidFormat.other");
    case "invalid_value":
      return find("zod.invalidValue", { values: issue.values.map(String).join(", ") });
    case "unrecognized_keys":
      return find("zod.unrecognizedKeys", { keys: issue.keys.join(", ") });
    default:
      return find("zod.invalid");
  }
}

/**
 * One zod issue in words of `locale`, as a finished sentence: the schema's own key translated, else
 * words for zod's rule (`api:zod.*`). THE rule the API's messages and the page forms share (pages keep
 * their schema keys and show this text for rules without one: `pageAction`).
 */
export function issueText(issue: z.core.$ZodIssue, locale: Locale): string {
  const find = lookupIn(locale);
  return sentence(issueProblem(issue, find) ?? find("zod.invalid") ?? "?", locale);
}

function fieldSentence(field: string, problem: string, find: Lookup, locale: Locale): string {
  const template = field === "_" ? "invalidValue" : "invalidField";
  return sentence(find(template, { field, problem: withoutStop(problem) }) ?? problem, locale);
}

/**
 * A refusal in the client's language, as one finished sentence (design §7; the wire keeps
 * `details.fields` as keys): a named reason (`api:reasons.<reason>`, else the pages'
 * `errors.<reason>`), else the first bad field with its problem, else words for the error's code.
 * English falls back on the service's own English message (verbatim) rather than on the generic words.
 */
export function domainErrorMessage(error: DomainError, locale: Locale, field?: string): string {
  const find = lookupIn(locale);
  const details = (error.details ?? {}) as Record<string, unknown>;
  const invalid = error as InvalidInputError;
  if (invalid.issues?.length) {
    const first = invalid.issues[0];
    const problem = issueProblem(first, find) ?? find("zod.invalid") ?? error.message;
    return fieldSentence(field ?? issueField(first), problem, find, locale);
  }
  if (error.reason) {
    const minutes =
      error.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(error.retryAfter / 60));
    const values = { ...details, count: details.minutes ?? minutes, minutes: details.minutes ?? minutes };
    // The API's own reason texts are written whole (some are the spec's exact words); page texts get a stop.
    // A wait under a minute is said in seconds (`reasons.<reason>Seconds`) when the API words one.
    const seconds = error.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(error.retryAfter));
    const inSeconds =
      seconds !== undefined && seconds < 60
        ? find(`reasons.${error.reason}Seconds`, { ...values, count: seconds })
        : null;
    const own = inSeconds ?? find(`reasons.${error.reason}`, values);
    if (own) return own;
    const page = find(`errors.${error.reason}`, values);
    if (page) return sentence(page, locale);
  }
  const fields = details.fields as Record<string, unknown> | undefined;
  const [name, problems] = Object.entries(fields ?? {})[0] ?? [];
  const firstProblem = Array.isArray(problems) && typeof problems[0] === "string" ? problems[0] : null;
  const problem = firstProblem ? find(firstProblem) : null;
  if (name && problem) return fieldSentence(name, problem, find, locale);
  // A service's own English message is kept verbatim: some are the spec's exact words ('No authentication token').
  if (locale === "en-US") return error.message;
  return find(`codes.${error.code}`) ?? error.message;
}

/** The 500 and transport-level sentences (no internals), in the client's language. */
export function apiMessage(
  key: "internal" | "methodNotAllowed" | "endpointNotFound",
  locale: Locale,
  values?: Record<string, unknown>,
): string {
  return lookupIn(locale)(key, values) ?? key;
}
