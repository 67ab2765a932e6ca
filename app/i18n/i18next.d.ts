import type auth from "../../locales/zh-CN/auth.json";
import type common from "../../locales/zh-CN/common.json";
import type datasets from "../../locales/zh-CN/datasets.json";
import type game from "../../locales/zh-CN/game.json";
import type leaderboard from "../../locales/zh-CN/leaderboard.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      auth: typeof auth;
      datasets: typeof datasets;
      game: typeof game;
      leaderboard: typeof leaderboard;
    };
  }
}
