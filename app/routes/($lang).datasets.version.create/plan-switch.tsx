import type { ReactNode } from "react";

type Props = {
  /** The plan field the box sets (`pinyin_aliases`). */
  name: string;
  /** The hidden field that says the box was on the page, so an unticked box reads as "no". */
  formMarker: string;
  id: string;
  on: boolean;
  describedBy?: string;
  children: ReactNode;
};

/** A yes/no choice of the table's plan: a checkbox, and a marker that tells "unticked" from "not shown". */
export function PlanSwitch({ name, formMarker, id, on, describedBy, children }: Props) {
  return (
    <div className="checkbox">
      <input type="hidden" name={formMarker} value="1" />
      <input
        id={id}
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={on}
        {...(describedBy ? { "aria-describedby": describedBy } : {})}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
