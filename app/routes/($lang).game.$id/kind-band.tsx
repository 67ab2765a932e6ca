import { useTranslation } from "~/i18n/react";
import { WholeWords } from "./whole-words";

/** The kinds of game a player tells apart on the game page; an archive day is a past site or dataset daily. */
export type PageKind = "siteDaily" | "datasetDaily" | "practice" | "challenge" | "archive";

/** One shape per kind (24×24 strokes), so the kinds differ without colour too. */
const ICONS: Record<PageKind, string> = {
  // A calendar with the day marked: everyone's puzzle of the day.
  siteDaily: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M12 13.5l1.2 2.4 2.6.4-1.9 1.8.5 2.6",
  // A calendar page over a table's rows: this dataset's own daily.
  datasetDaily: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M7 14h10M7 17h10",
  // Two arrows in a loop: play again, as often as you like.
  practice: "M4 12a8 8 0 0 1 14-5.3M20 4v4h-4M20 12a8 8 0 0 1-14 5.3M4 20v-4h4",
  // A flag: someone's result to beat.
  challenge: "M5 21V4M5 4h12l-2.5 4L17 12H5",
  // A clock turned back: a past day.
  archive: "M3 12a9 9 0 1 0 3-6.7M3 4v4h4M12 7v5l3 2",
};

/**
 * The game page's first line (design §1): the kind's icon, colour and name ("Datadle daily #332",
 * "Countries daily #12", "Practice", "Challenge"), with one line on what makes it that kind, so the
 * three kinds of play are told apart at a glance on a phone, before and after the game.
 */
export function KindBand({ kind, label, testId }: { kind: PageKind; label: string; testId?: string }) {
  const { t } = useTranslation("game");
  return (
    <p className={`kind-band kind-band--${kind}`} data-kind={kind} data-testid="game-kind">
      <svg className="kind-band__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[kind]} />
      </svg>
      <span className="kind-band__text">
        <strong className="kind-band__name" data-testid={testId}>
          {/* The day ("2026-11-29") never splits at its hyphens. */}
          <WholeWords text={label} />
        </strong>
        <span className="kind-band__note">{t(`kindNote.${kind}`)}</span>
      </span>
    </p>
  );
}
