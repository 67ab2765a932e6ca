import type { TFunction } from "i18next";

/** What kind of game a player is looking at: the four a player tells apart. */
export type GameKind =
  | { kind: "siteDaily"; number: number }
  | { kind: "datasetDaily"; name: string; number: number }
  | { kind: "practice" }
  | { kind: "challenge" };

/**
 * A game's kind, named one way everywhere and in both languages: "Datadle daily #332" (the site's,
 * 全站每日), "Countries daily #12" (a dataset's own, 「世界各国」每日), "Practice", "Challenge". `t` is the common namespace's.
 */
export function gameKindLabel(t: TFunction<"common">, game: GameKind): string {
  switch (game.kind) {
    case "siteDaily":
      return t("gameKind.siteDaily", { number: game.number });
    case "datasetDaily":
      return t("gameKind.datasetDaily", { name: game.name, number: game.number });
    case "practice":
      return t("gameKind.practice");
    case "challenge":
      return t("gameKind.challenge");
  }
}
