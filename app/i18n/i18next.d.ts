import type auth from "../../locales/zh-CN/auth.json";
import type common from "../../locales/zh-CN/common.json";
import type datasets from "../../locales/zh-CN/datasets.json";
import type game from "../../locales/zh-CN/game.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      auth: typeof auth;
      datasets: typeof datasets;
      game: typeof game;
    };
  }
}
