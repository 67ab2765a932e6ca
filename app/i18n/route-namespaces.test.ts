import { describe, expect, it } from "vitest";
import { namespacesOf } from "./route-namespaces";

describe("namespacesOf", () => {
  it("always includes common and merges every match's declaration once", () => {
    expect(
      namespacesOf([undefined, { i18n: "game" }, { i18n: ["game", "leaderboard"] }, { other: 1 }]),
    ).toEqual(["common", "game", "leaderboard"]);
  });
});
