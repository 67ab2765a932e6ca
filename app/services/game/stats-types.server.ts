/** spec §3 dataset game stats plus average guesses of won games. Durations in seconds, rate 0–1. */
export type DatasetStats = {
  datasetId: number;
  totalGames: number;
  uniquePlayers: number;
  averageAccuracyRate: number;
  averageDuration: number;
  bestDuration: number | null;
  averageGuesses: number;
  generatedAt: string | null;
};

/** spec §3 user game stats plus daily streaks and won games by number of guesses. */
export type UserStats = {
  totalGames: number;
  totalScore: number;
  averageScore: number;
  totalTime: number;
  averageTime: number;
  bestScore: number;
  gamesWon: number;
  winRate: number;
  currentStreak: number;
  bestStreak: number;
  guessHistogram: Record<string, number>;
  generatedAt: string | null;
};

export const datasetStatsKvKey = (datasetId: number) => `stats:dataset:${datasetId}`;

export function emptyDatasetStats(datasetId: number): DatasetStats {
  return {
    datasetId,
    totalGames: 0,
    uniquePlayers: 0,
    averageAccuracyRate: 0,
    averageDuration: 0,
    bestDuration: null,
    averageGuesses: 0,
    generatedAt: null,
  };
}

export function emptyUserStats(): UserStats {
  return {
    totalGames: 0,
    totalScore: 0,
    averageScore: 0,
    totalTime: 0,
    averageTime: 0,
    bestScore: 0,
    gamesWon: 0,
    winRate: 0,
    currentStreak: 0,
    bestStreak: 0,
    guessHistogram: {},
    generatedAt: null,
  };
}
