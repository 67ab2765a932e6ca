/**
 * A text whose hyphenated words ("p-block", "Guinea-Bissau") never break at their hyphen: CSS offers a
 * line break after every hyphen, even with `word-break: keep-all`, so each such word is kept on one
 * line by itself. Other words break as the cell's CSS says (at spaces only).
 */
export function WholeWords({ text }: { text: string }) {
  if (!/\S-\S/.test(text)) return <>{text}</>;
  return (
    <>
      {text.split(/(\s+)/).map((part, index) =>
        /\S-\S/.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <span key={index} className="nobreak">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
