import { useFetcher } from "@remix-run/react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { EntryImage } from "~/components/datasets/entry-image";
import { useTranslation } from "~/i18n/react";
import type { Suggestion } from "~/utils/suggest-match";
import { type GameActionData, GUESS_FETCHER, gameActionView } from "./action-data";
import { takeEarlyKeys } from "./early-keys";
import { useHydrated } from "./use-hydrated";
import { emptyListKey, useSuggestions } from "./use-suggestions";

const AMBIGUOUS = "errors.ambiguousEntry:";

/** The entries an ambiguous guess's refusal offers (`errors.ambiguousEntry:[{id, name}]`). */
function choicesOf(error: string): { id: number; name: string }[] {
  if (!error.startsWith(AMBIGUOUS)) return [];
  try {
    const parsed: unknown = JSON.parse(error.slice(AMBIGUOUS.length));
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is { id: number; name: string } =>
            typeof item?.id === "number" && typeof item?.name === "string",
        )
      : [];
  } catch {
    return [];
  }
}

type Props = {
  suggestEndpoint: string;
  /** A small dataset's names, matched in the browser (use-suggestions.ts); null: ask the endpoint. */
  namesUrl: string | null;
  versionId: number | null;
  guessedIds: readonly number[];
  /** Guesses so far: when it grows the box empties and keeps the focus (it is never remounted). */
  attempts: number;
  actionData: GameActionData | undefined;
  /** The columns' labels by key: a hard-mode refusal names the columns it broke. */
  columnLabels?: Record<string, string>;
  /** Hidden fields that address the game (record and session ids), from the server. */
  children?: ReactNode;
  /** Focus on arrival; not in another site's frame, which browsers refuse (and which would take the host page's focus). */
  autoFocus?: boolean;
};

/**
 * The guess box: an ARIA 1.2 combobox over names, aliases and images. Without JavaScript it is a
 * plain text field whose text the server resolves.
 */
export function GuessBox({
  suggestEndpoint,
  namesUrl,
  versionId,
  guessedIds,
  attempts,
  actionData,
  columnLabels = {},
  children,
  autoFocus = true,
}: Props) {
  const { t, i18n } = useTranslation("game");
  // With the script a guess goes through a fetcher and answers with the game's new view (one
  // request, no reload); without it, the form posts and the page comes back (post, redirect, get).
  const fetcher = useFetcher<GameActionData>({ key: GUESS_FETCHER });
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const refusal = gameActionView(fetcher.data ?? actionData);
  const mine = refusal.intent === "guess" || refusal.intent === "giveup";
  const [query, setQuery] = useState(refusal.guess);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { options, loading, throttled } = useSuggestions(
    { endpoint: suggestEndpoint, namesUrl, versionId, locale: i18n.language },
    query,
  );
  const listId = useId();
  const statusId = useId();
  // The server judges every guess (it resolves the typed name); its refusal is shown under the box.
  const inputId = "guess-form-guess";
  const errorId = `${inputId}-error`;
  const shown = open && query.trim() !== "";
  const isGuessed = (option: Suggestion) => guessedIds.includes(option.id);
  const input = useRef<HTMLInputElement>(null);

  // Letters typed before the script took over are the box's: start from them, never from "" (a
  // re-render would otherwise write the empty state over them).
  useEffect(() => {
    const early = takeEarlyKeys();
    const typed = input.current?.value || early;
    if (typed) {
      setQuery(typed);
      if (document.activeElement === input.current) setOpen(true);
    }
  }, []);

  // A new row: empty the box for the next guess. The box stays mounted, so the caret stays in it.
  const seenAttempts = useRef(attempts);
  useEffect(() => {
    if (attempts === seenAttempts.current) return;
    seenAttempts.current = attempts;
    setQuery("");
    setOpen(false);
    setActive(-1);
  }, [attempts]);

  // Sending a guess closes the list at once (in the event, not after the answer: a list open over
  // the refusal under the box would hide it). After every answer (stored or refused) the focus
  // comes back here, whatever the submit button or a disabled control did with it, so type →
  // Enter → type never needs the mouse.
  const closeList = () => {
    setOpen(false);
    setActive(-1);
  };
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer || document.activeElement === input.current) return;
    input.current?.focus({ preventScroll: true });
    // Focusing opens the list (onFocus): keep it closed over the answer.
    setOpen(false);
  }, [answer]);

  const choose = (option: Suggestion) => {
    if (isGuessed(option)) return;
    closeList();
    setQuery(option.name);
    // The form's own fields (intent, the record's id and session id) plus the picked entry.
    const data = input.current?.form ? new FormData(input.current.form) : new FormData();
    data.set("intent", "guess");
    data.set("guess", option.name);
    data.set("entryId", String(option.id));
    fetcher.submit(data, { method: "post" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === "Enter" && shown && !loading && options.length > 0) {
      // Enter picks the highlighted suggestion, else the top one ("Ger" + Enter: Germany).
      const picked = options[Math.max(active, 0)];
      if (picked && !isGuessed(picked)) {
        event.preventDefault();
        choose(picked);
      }
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  };

  // "errors.hardModeViolation:kind,region": the rule and the columns it names, in the page's words.
  const refusalText = (error: string) => {
    if (error.startsWith(AMBIGUOUS)) return t("errors.ambiguousEntry", { guess: refusal.guess });
    const [key, named] = error.split(":");
    if (key === "errors.hardModeViolation" && named) {
      const labels = named.split(",").map((column) => columnLabels[column] ?? column);
      return t("errors.hardModeBroken", { columns: labels.join(t("errors.listSeparator")) });
    }
    return t(key as "errors.generic", { guess: refusal.guess });
  };
  const errors = mine ? [...(refusal.reply?.error?.[""] ?? []), ...(refusal.reply?.error?.guess ?? [])] : [];
  const choices = errors.flatMap(choicesOf);
  const activeOption = shown && active >= 0 ? options[active] : undefined;
  return (
    <fetcher.Form method="post" className="guess-form" id="guess-form" noValidate onSubmit={closeList}>
      <input type="hidden" name="intent" value="guess" />
      {hydrated ? <input type="hidden" name="reply" value="view" /> : null}
      {children}
      <label htmlFor={inputId} className="guess-form__label visually-hidden">
        {t("guess.label")}
      </label>
      <div className="guess-form__row">
        <div className="combobox">
          <input
            ref={input}
            id={inputId}
            name="guess"
            className="input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? errorId : undefined}
            autoComplete="off"
            // Focus on arrival (also without JavaScript: the server renders `autofocus`).
            // biome-ignore lint/a11y/noAutofocus: the guess box is the page's one task
            autoFocus={autoFocus}
            enterKeyHint="send"
            spellCheck={false}
            maxLength={200}
            required
            placeholder={t("guess.placeholder")}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => setOpen(true)}
          />
          {/* ARIA 1.2 combobox: focus stays on the input, which handles every key (aria-activedescendant). */}
          <div
            id={listId}
            role="listbox"
            aria-label={t("guess.suggestions")}
            className="combobox__list"
            hidden={!shown || options.length === 0}
          >
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the input handles the keys, as the ARIA combobox pattern says
              <div
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={index === active}
                aria-disabled={isGuessed(option) || undefined}
                className="combobox__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <EntryImage url={option.imageUrl} size={28} />
                <span className="combobox__name">{option.name}</span>
                {option.alias ? (
                  <span className="combobox__alias">{t("guess.alias", { alias: option.alias })}</span>
                ) : null}
                {isGuessed(option) ? (
                  <span className="combobox__alias">{t("guess.alreadyGuessed")}</span>
                ) : null}
              </div>
            ))}
          </div>
          {shown && !loading && options.length === 0 ? (
            <p className="combobox__empty muted">{t(emptyListKey(throttled))}</p>
          ) : null}
        </div>
        {/* Tapping it must not take the focus from the box first: the blur closes the box's
            "no matching entry" line, the row shrinks, and the tap's click would land beside the
            button (no guess sent, no refusal). With the focus kept, the click is the button's. */}
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          onMouseDown={(event) => event.preventDefault()}
        >
          {busy ? t("guess.submitting") : t("guess.submit")}
        </button>
      </div>
      <p id={statusId} className="visually-hidden" aria-live="polite">
        {shown
          ? loading
            ? t("guess.loading")
            : options.length === 0
              ? t(emptyListKey(throttled))
              : t("guess.suggestionCount", { count: options.length })
          : ""}
      </p>
      {errors.length > 0 ? (
        <p id={errorId} className="field-error" role="alert">
          {errors.map((error) => refusalText(error)).join(" ")}
        </p>
      ) : null}
      {choices.length > 0 ? (
        // A name several entries share is offered by its qualified names; each choice
        // posts its entry (with or without JavaScript), so the guess is exactly that entry.
        <div className="guess-form__choices" role="group" aria-label={t("guess.choices")}>
          {choices.map((choice) => (
            <button
              key={choice.id}
              type="submit"
              name="entryId"
              value={choice.id}
              className="button button--ghost"
              disabled={busy || guessedIds.includes(choice.id)}
            >
              {choice.name}
            </button>
          ))}
        </div>
      ) : null}
    </fetcher.Form>
  );
}
