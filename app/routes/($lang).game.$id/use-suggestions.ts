import { useEffect, useMemo, useState } from "react";
import { type SuggestEntry, type Suggestion, suggestEntries } from "~/utils/suggest-match";
import { decodeNames, type NamesPayload } from "~/utils/suggest-names";

/** Wait this long after the last keystroke before asking the server (large datasets only). */
const SERVER_DEBOUNCE_MS = 200;

// One download per version for the page's lifetime (and the browser caches it across visits).
const namesByUrl = new Map<string, Promise<SuggestEntry[] | null>>();

function loadNames(url: string): Promise<SuggestEntry[] | null> {
  let pending = namesByUrl.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .then((payload) => (payload ? decodeNames(payload as NamesPayload) : null))
      .catch(() => null);
    namesByUrl.set(url, pending);
    // A failed download is tried again by the next game, not remembered.
    pending.then((names) => {
      if (!names) namesByUrl.delete(url);
    });
  }
  return pending;
}

/** What the server's answer gives the box: its suggestions, or that it was refused for going too fast (429). */
export type RemoteSuggestions = { options: Suggestion[]; loading: boolean; throttled: boolean };

export async function remoteSuggestions(response: Response): Promise<RemoteSuggestions> {
  if (response.status === 429) return { options: [], loading: false, throttled: true };
  const options = response.ok ? ((await response.json()) as { suggestions: Suggestion[] }).suggestions : [];
  return { options, loading: false, throttled: false };
}

/**
 * What an empty list says: a refusal for going too fast (429) asks to slow down; it is not "no
 * matching entry", which would send the player looking for another name.
 */
export const emptyListKey = (throttled: boolean) =>
  throttled ? ("guess.slowDown" as const) : ("guess.noSuggestions" as const);

type Source = {
  /** The page's suggest endpoint (any dataset size). */
  endpoint: string;
  /** The version's names (`/game/{id}/names?v=`), when the dataset is small enough; else null. */
  namesUrl: string | null;
  versionId: number | null;
  locale: string;
};

/**
 * The guess box's suggestions. A small dataset's names come once and are matched here, by the
 * server's own rule (utils/suggest-match.ts): no request per keystroke. A large one asks the
 * server, debounced, dropping stale answers; so does a small one whose names did not arrive.
 */
export function useSuggestions({ endpoint, namesUrl, versionId, locale }: Source, query: string) {
  const [names, setNames] = useState<SuggestEntry[] | null>(null);
  const [namesFailed, setNamesFailed] = useState(false);
  useEffect(() => {
    if (!namesUrl) return;
    let live = true;
    loadNames(namesUrl).then((loaded) => {
      if (!live) return;
      setNames(loaded);
      setNamesFailed(loaded === null);
    });
    return () => {
      live = false;
    };
  }, [namesUrl]);
  const local = namesUrl !== null && !namesFailed;
  const localOptions = useMemo(
    () => (names ? suggestEntries(names, query, locale) : []),
    [names, query, locale],
  );

  const [remote, setRemote] = useState<RemoteSuggestions>({ options: [], loading: false, throttled: false });
  useEffect(() => {
    const trimmed = query.trim();
    if (local || !trimmed || versionId === null) {
      setRemote({ options: [], loading: false, throttled: false });
      return;
    }
    const controller = new AbortController();
    setRemote((previous) => ({ ...previous, loading: true }));
    const timer = window.setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: trimmed, v: String(versionId) });
        const response = await fetch(`${endpoint}?${params}`, { signal: controller.signal });
        setRemote(await remoteSuggestions(response));
      } catch {
        if (!controller.signal.aborted) setRemote({ options: [], loading: false, throttled: false });
      }
    }, SERVER_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [local, endpoint, versionId, query]);

  if (local)
    return { options: localOptions, loading: names === null && query.trim() !== "", throttled: false };
  return remote;
}
