import { useEffect, useState } from "react";
import type { Suggestion } from "~/services/game/resolve-guess";

/** Debounced autocomplete from the page's suggest endpoint; stale answers are dropped. */
export function useSuggestions(endpoint: string, versionId: number | null, query: string) {
  const [state, setState] = useState<{ options: Suggestion[]; loading: boolean }>({
    options: [],
    loading: false,
  });
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed || versionId === null) {
      setState({ options: [], loading: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    const timer = window.setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: trimmed, v: String(versionId) });
        const response = await fetch(`${endpoint}?${params}`, { signal: controller.signal });
        const options = response.ok
          ? ((await response.json()) as { suggestions: Suggestion[] }).suggestions
          : [];
        setState({ options, loading: false });
      } catch {
        if (!controller.signal.aborted) setState({ options: [], loading: false });
      }
    }, 120);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [endpoint, versionId, query]);
  return state;
}
