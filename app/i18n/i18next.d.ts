import type auth from "../../locales/zh-CN/auth.json";
import type authoring from "../../locales/zh-CN/authoring.json";
import type common from "../../locales/zh-CN/common.json";
import type daily from "../../locales/zh-CN/daily.json";
import type dashboard from "../../locales/zh-CN/dashboard.json";
import type datasets from "../../locales/zh-CN/datasets.json";
import type game from "../../locales/zh-CN/game.json";
import type home from "../../locales/zh-CN/home.json";
import type leaderboard from "../../locales/zh-CN/leaderboard.json";
import type legal from "../../locales/zh-CN/legal.json";
import type stats from "../../locales/zh-CN/stats.json";

// Typed keys for `t` (app/i18n/react.tsx types it with i18next's TFunction; types only).
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      auth: typeof auth;
      authoring: typeof authoring;
      daily: typeof daily;
      dashboard: typeof dashboard;
      datasets: typeof datasets;
      game: typeof game;
      home: typeof home;
      leaderboard: typeof leaderboard;
      legal: typeof legal;
      stats: typeof stats;
    };
  }
}
