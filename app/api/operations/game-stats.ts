import {
  dailyInfoSchema,
  datasetLeaderboardQuerySchema,
  datasetStatsSchema,
  leaderboardSchema,
  userStatsSchema,
} from "~/schemas/game-stats";
import { defineOperations } from "../operation";

const tag = "game";

export const operations = defineOperations([
  {
    method: "get",
    path: "/api/v1/game/daily",
    summary: "Today's daily challenge (never its answer) and when the next one starts",
    tag,
    response: dailyInfoSchema,
    errors: [404],
  },
  {
    method: "get",
    path: "/api/v1/game/daily/{date}",
    summary: "A past day's daily challenge (YYYY-MM-DD), playable unranked; future days are 404",
    tag,
    response: dailyInfoSchema,
    errors: [404],
  },
  {
    method: "get",
    path: "/api/v1/game/stats/user",
    summary: "The signed-in player's stats, streaks and guess histogram (rebuilt every 10 minutes)",
    tag,
    auth: true,
    response: userStatsSchema,
    errors: [401],
  },
  {
    method: "get",
    path: "/api/v1/game/stats/dataset/{id}",
    summary: "A dataset's game stats (rebuilt every 10 minutes)",
    tag,
    response: datasetStatsSchema,
    errors: [404],
  },
  {
    method: "get",
    path: "/api/v1/game/leaderboard/dataset",
    summary: "Top 100 of a dataset (each player's best won game) and the caller's own row",
    tag,
    query: datasetLeaderboardQuerySchema,
    response: leaderboardSchema,
    errors: [404],
  },
  {
    method: "get",
    path: "/api/v1/game/leaderboard/global",
    summary: "Top 100 by the sum of each player's best score per public dataset, and the caller's own row",
    tag,
    response: leaderboardSchema,
  },
]);
