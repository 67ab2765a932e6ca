import { useEffect, useState } from "react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import { dateTimeFormat } from "~/utils/intl-formats";

const FIELDS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

/**
 * The zone the server writes before the browser knows the reader's: a Chinese page's readers are
 * nearly all on Beijing time (one zone, no daylight saving), so 00:00 UTC reads 08:00 GMT+8 for
 * them even without JavaScript; other pages state UTC. Either way the zone is named.
 */
export const fallbackTimeZone = (locale: string) => (locale === "zh-CN" ? "Asia/Shanghai" : "UTC");

function formatFor(locale: string, timeOnly: boolean, local: boolean): Intl.DateTimeFormat {
  const fields = timeOnly ? { hour: FIELDS.hour, minute: FIELDS.minute } : FIELDS;
  const options: Intl.DateTimeFormatOptions = local
    ? { ...fields, timeZoneName: "short" }
    : { ...fields, timeZone: fallbackTimeZone(locale), timeZoneName: "short" };
  return dateTimeFormat(locale, options);
}

// The texts themselves, per formatter and instant: `format` is an ICU call of tens of µs in the
// Worker, and a page lists the same instants (the daily archive, a board's times) on every render.
const texts = new Map<string, string>();
const MAX_TEXTS = 2000;

function formatTime(locale: string, timeOnly: boolean, local: boolean, iso: string): string {
  const key = `${locale}|${timeOnly}|${local}|${iso}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = formatFor(locale, timeOnly, local).format(new Date(iso));
    if (texts.size >= MAX_TEXTS) texts.clear();
    texts.set(key, text);
  }
  return text;
}

/**
 * A time in the reader's time zone (the reset time in the player's terms). The server
 * cannot know it, so the server (and the first client render, to hydrate cleanly) writes it in the
 * page language's usual zone (`fallbackTimeZone`); the browser then switches to local time.
 */
export function LocalTime({ iso, timeOnly = false }: { iso: string; timeOnly?: boolean }) {
  const locale = useCurrentLocale();
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  return <time dateTime={iso}>{formatTime(locale, timeOnly, local, iso)}</time>;
}
