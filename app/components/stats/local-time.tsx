import { useEffect, useState } from "react";
import { useCurrentLocale } from "~/i18n/use-locale-path";

const FIELDS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

/**
 * A time in the reader's time zone. The server cannot know it, so the server (and the first client
 * render, to hydrate cleanly) writes UTC; the browser then switches to local time.
 */
export function LocalTime({ iso, timeOnly = false }: { iso: string; timeOnly?: boolean }) {
  const locale = useCurrentLocale();
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const fields = timeOnly ? { hour: FIELDS.hour, minute: FIELDS.minute } : FIELDS;
  const options: Intl.DateTimeFormatOptions = local
    ? { ...fields, timeZoneName: "short" }
    : { ...fields, timeZone: "UTC", timeZoneName: "short" };
  return <time dateTime={iso}>{new Intl.DateTimeFormat(locale, options).format(new Date(iso))}</time>;
}
