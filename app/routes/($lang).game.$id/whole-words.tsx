/** A hyphenated word this long ("Post-transition") may break after its hyphen on a phone. */
const LONG_COMPOUND = 11;

/**
 * A text whose hyphenated words ("p-block", "Guinea-Bissau") never break at their hyphen: CSS offers a
 * line break after every hyphen, even with `word-break: keep-all`, so each such word is kept on one
 * line by itself. Other words break as the cell's CSS says (at spaces only). A long compound is marked
 * so that a phone may break it after its hyphen ("Post- / transition"), never inside a part.
 */
export function WholeWords({ text }: { text: string }) {
  if (!/\S-\S/.test(text)) return <>{text}</>;
  return (
    <>
      {text.split(/(\s+)/).map((part, index) =>
        /\S-\S/.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <span key={index} className={part.length >= LONG_COMPOUND ? "nobreak nobreak--long" : "nobreak"}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
