import { describe, expect, it } from "vitest";
import { MEASURED_MIN_GAMES, measuredPlay } from "../quality/measured-play";
import { DASHBOARD_DAYS, fillDays, GIVE_UP_CAP, giveUpBuckets } from "./creator-dashboard";

describe("the dashboard's shapes", () => {
  it("fills the 30-day window with zeros around the stored days, oldest first", () => {
    const now = new Date("2026-03-01T08:00:00Z");
    const days = fillDays(
      [
        { day: "2026-02-28", started: 3, practice: 2, daily: 1, won: 2, lost: 1, abandoned: 0, players: 2 },
        { day: "2026-01-01", started: 9, practice: 9, daily: 0, won: 9, lost: 0, abandoned: 0, players: 9 },
      ],
      now,
    );
    expect(days).toHaveLength(DASHBOARD_DAYS);
    expect(days[0]?.day).toBe("2026-01-31");
    expect(days.at(-1)).toMatchObject({ day: "2026-03-01", started: 0 });
    expect(days.at(-2)).toMatchObject({ day: "2026-02-28", started: 3, players: 2 });
  });

  it("puts give-ups in buckets by guesses, the long tail in the last one, wins left out", () => {
    const buckets = giveUpBuckets([
      { attempts: 0, result: "abandoned", games: 4 },
      { attempts: 3, result: "lost", games: 2 },
      { attempts: 3, result: "won", games: 7 },
      { attempts: 40, result: "lost", games: 1 },
      { attempts: GIVE_UP_CAP, result: "abandoned", games: 1 },
    ]);
    expect(buckets).toHaveLength(GIVE_UP_CAP + 1);
    expect(buckets[0]).toEqual({ attempts: 0, lost: 0, abandoned: 4 });
    expect(buckets[3]).toEqual({ attempts: 3, lost: 2, abandoned: 0 });
    expect(buckets.at(-1)).toEqual({ attempts: GIVE_UP_CAP, lost: 1, abandoned: 1 });
    expect(giveUpBuckets([{ attempts: 2, result: "lost", games: 1 }])).toHaveLength(3);
  });

  it("measures a version from 30 games played to an end (left games do not count)", () => {
    const rows = [
      { attempts: 4, result: "won", games: MEASURED_MIN_GAMES - 11 },
      { attempts: 9, result: "lost", games: 10 },
      { attempts: 1, result: "abandoned", games: 50 },
    ];
    expect(measuredPlay(rows)).toEqual({ kind: "tooFew", finished: 29, needed: 1 });
    expect(measuredPlay([...rows, { attempts: 7, result: "won", games: 1 }])).toEqual({
      kind: "measured",
      finished: 30,
      won: 20,
      winRate: 20 / 30,
      averageGuesses: (19 * 4 + 7) / 20,
    });
  });
});
