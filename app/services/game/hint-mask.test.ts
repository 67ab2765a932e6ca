import { describe, expect, it } from "vitest";
import { MASK, maskNames, namesEntry, namesOf } from "./hint-mask";
import { hintsFor } from "./record-view.server";
import type { GameEntry, GameVersion } from "./version-cache.server";

const actinium: GameEntry = {
  id: 1,
  name: "Actinium",
  labels: { "zh-CN": "锕", "en-US": "Actinium" },
  aliases: ["Ac"],
  imageUrl: null,
  attributes: { summary: "Actinium is a radioactive chemical element with symbol Ac." },
  searchKey: "",
  nameKey: "",
};
const version: GameVersion = {
  id: 1,
  datasetId: 1,
  columns: [{ key: "summary", label: { "en-US": "Summary" }, type: "hint" }],
  entries: [actinium],
  byId: new Map([[1, actinium]]),
  pool: [actinium],
};

describe("hints that never spoil", () => {
  it("masks the entry's names, any case, but not two-letter aliases", () => {
    expect(maskNames("ACTINIUM and actinium-225", namesOf(actinium))).toBe(`${MASK} and ${MASK}-225`);
    // Names in any script: the Chinese name counts, whatever its length.
    expect(namesOf(actinium)).toEqual(["Actinium", "锕"]);
    expect(namesEntry("Actinium is…", ["Actinium"])).toBe(true);
    // Names with spaces, accents and regular-expression characters are masked as written.
    expect(maskNames("Côte d'Ivoire (CIV) borders Ghana.", ["Côte d'Ivoire (CIV)"])).toBe(
      `${MASK} borders Ghana.`,
    );
  });

  it("shows no hint before the first guess by default, then masks its name until the game ends", () => {
    expect(hintsFor(version, actinium, 0, false, "en-US")[0]).toMatchObject({ state: "hidden", value: null });
    const shown = hintsFor(version, actinium, 1, false, "en-US")[0];
    expect(shown.state).toBe("shown");
    expect(shown.value).toBe(`${MASK} is a radioactive chemical element with symbol Ac.`);
    expect(hintsFor(version, actinium, 1, true, "en-US")[0].value).toContain("Actinium is");
  });
});
