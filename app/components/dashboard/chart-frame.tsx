import { type ReactNode, useId } from "react";

/**
 * An SVG picture with its accessible name and a text summary (what a screen reader says instead of
 * the shapes). Drawn in a fixed coordinate box that scales to the column's width.
 */
export function ChartFrame({
  title,
  summary,
  width,
  height,
  children,
}: {
  title: string;
  summary: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      className="dash-chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{summary}</desc>
      {children}
    </svg>
  );
}

/** A colour key under a picture: the same classes as the shapes it names. */
export function Legend({ items }: { items: { className: string; label: string }[] }) {
  return (
    <ul className="dash-legend" aria-hidden="true">
      {items.map((item) => (
        <li key={item.className}>
          <span className={`dash-swatch ${item.className}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** A round number at or above `max` for an axis (1, 2, 3, 4, 5, 6, 8 × 10ⁿ), never 0. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 3, 4, 5, 6, 8, 10].find((n) => n * power >= max) ?? 10;
  return step * power;
}

/** The axis ticks: 0, the top, and the middle when it is a whole number. */
export const ticksOf = (top: number) => (Number.isInteger(top / 2) ? [0, top / 2, top] : [0, top]);
