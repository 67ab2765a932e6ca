// Letters typed between tapping Start and the guess box showing up ("Spain" lost its "S" while the
// game's code and data were on their way): kept here until the box takes them.
let buffer = "";
let listening = false;
let since = 0;
/** Keys kept longer than this belong to no start (one that failed, say): they are dropped. */
const KEEP_MS = 15_000;

function onKey(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  const target = event.target as HTMLElement | null;
  // Typing into any field is that field's.
  if (target?.closest("input, textarea, select, [contenteditable]")) return;
  if (event.key === "Backspace") buffer = buffer.slice(0, -1);
  else if (event.key.length === 1) buffer += event.key;
}

/**
 * Called as a game's start is submitted: from then on, keystrokes outside any field are kept for
 * the guess box. Listening from the submit itself, not from a render after it, loses no key typed
 * right after the tap on a slow phone.
 */
export function keepEarlyKeys() {
  if (listening) return;
  buffer = "";
  since = Date.now();
  listening = true;
  window.addEventListener("keydown", onKey);
}

/** The kept letters, once: the guess box starts from them. Stops listening. */
export function takeEarlyKeys(): string {
  const kept = Date.now() - since <= KEEP_MS ? buffer : "";
  buffer = "";
  if (listening) {
    window.removeEventListener("keydown", onKey);
    listening = false;
  }
  return kept;
}
