import { Fragment } from "react";

/**
 * A player's name that wraps only between its parts on a narrow board: after "_", "-" or "." and
 * before a run of digits ("maximilian_ fairweather 66"), never inside a word.
 */
export function PlayerName({ name }: { name: string }) {
  const parts = name.split(/(?<=[_.-])|(?<=\p{L})(?=\d)/u);
  if (parts.length === 1) return <>{name}</>;
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name, in order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
