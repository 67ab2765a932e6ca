import type { AppDeps } from "~/services/deps.server";
/** ADR 007: what a dataset needs to count on the global board (`[vars]` BOARD_MIN_ENTRIES / BOARD_MIN_PLAYERS). */
export type BoardThresholds = { minEntries: number; minPlayers: number };

export const DEFAULT_THRESHOLDS: BoardThresholds = { minEntries: 20, minPlayers: 10 };

type ThresholdVars = { BOARD_MIN_ENTRIES?: string | number; BOARD_MIN_PLAYERS?: string | number };

function count(value: string | number | undefined, fallback: number): number {
  const parsed = typeof value === "number" ? value : Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.floor(parsed) : fallback;
}

export function boardThresholds({ env }: Pick<AppDeps, "env">): BoardThresholds {
  const vars = (env ?? {}) as ThresholdVars;
  return {
    minEntries: count(vars.BOARD_MIN_ENTRIES, DEFAULT_THRESHOLDS.minEntries),
    minPlayers: count(vars.BOARD_MIN_PLAYERS, DEFAULT_THRESHOLDS.minPlayers),
  };
}
