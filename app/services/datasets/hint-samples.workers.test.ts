import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api } from "./testing/api-client";

/** the dry run shows each hint as a player would see it, and a hint masking cannot make safe reveals last. */
const MASK = "＿＿＿";

const elements = [
  [
    "Sodium",
    "Na",
    11,
    "Sodium is a chemical element with symbol Na (from Ancient Greek Νάτριο) and atomic number 11.",
  ],
  ["Magnesium", "Mg", 12, "Magnesium is a chemical element with symbol Mg and atomic number 12."],
  [
    "Aluminium",
    "Al",
    13,
    "Aluminium (or aluminum) is a chemical element with symbol Al and atomic number 13.",
  ],
  ["Silicon", "Si", 14, "Silicon is a chemical element with symbol Si and atomic number 14."],
  ["Potassium", "K", 19, "Potassium is a chemical element with symbol K and atomic number 19."],
  ["Calcium", "Ca", 20, "Calcium is a chemical element with symbol Ca and atomic number 20."],
] as const;

const payload = {
  attribute_types: [
    { key: "symbol", label: { "en-US": "Symbol" }, type: "text" },
    { key: "number", label: { "en-US": "Number" }, type: "number" },
    { key: "summary", label: { "en-US": "Summary" }, type: "hint" },
    // A second name per entry: masked, it still points at one element.
    { key: "latin", label: { "en-US": "Latin name" }, type: "hint" },
  ],
  entries: elements.map(([name, symbol, number, summary]) => ({
    name,
    attributes: { symbol, number, summary, latin: `${name.toUpperCase()} (${symbol}${number})` },
  })),
};

type Sample = { column: string; entry: string; shown: string };
type DryRun = { hint_samples: Sample[]; attribute_types: { key: string; reveal_after?: number }[] };

let owner: TestUser;
let datasetId: number;

beforeAll(async () => {
  owner = await createTestUser(env.DB);
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: owner.accessToken,
    body: { name: "Elements with hints" },
  });
  datasetId = created.body.data.id;
});

describe("hint samples in the dry run", () => {
  it("returns three entries per hint column, masked exactly as in play", async () => {
    const dry = await api<DryRun>(`/api/v1/dataset/${datasetId}/versions?dry_run=true`, {
      method: "POST",
      token: owner.accessToken,
      body: payload,
    });
    expect(dry.status).toBe(200);
    const samples = dry.body.data.hint_samples;
    expect(samples.filter((sample) => sample.column === "summary")).toHaveLength(3);
    expect(samples.filter((sample) => sample.column === "latin")).toHaveLength(3);
    const magnesium = samples.find((sample) => sample.column === "summary" && sample.entry === "Magnesium");
    // Name, symbol and atomic number all identify the element: none shows.
    expect(magnesium?.shown).toBe(
      `${MASK} is a chemical element with symbol ${MASK} and atomic number ${MASK}.`,
    );
    for (const sample of samples) {
      const [, symbol, number] = elements.find(([name]) => name === sample.entry) ?? [];
      expect(sample.shown.toLowerCase()).not.toContain(sample.entry.toLowerCase());
      expect(sample.shown).not.toMatch(new RegExp(`\\b${symbol}\\b|\\b${number}\\b`));
    }
  });

  it("reveals last the hint masking cannot make safe, and stores that reveal on save", async () => {
    const dry = await api<DryRun>(`/api/v1/dataset/${datasetId}/versions?dry_run=true`, {
      method: "POST",
      token: owner.accessToken,
      body: payload,
    });
    const columns = dry.body.data.attribute_types;
    // A safe hint shows from the second guess; the one masking cannot make safe after it.
    const summary = columns.find((column) => column.key === "summary")?.reveal_after;
    expect(summary).toBeGreaterThanOrEqual(2);
    const latin = columns.find((column) => column.key === "latin")?.reveal_after;
    expect(latin).toBeGreaterThan(summary ?? 0);
    const saved = await api<{ version: { attribute_types: { key: string; reveal_after?: number }[] } }>(
      `/api/v1/dataset/${datasetId}/versions`,
      { method: "POST", token: owner.accessToken, body: { ...payload, changelog: "hints" } },
    );
    expect(saved.status).toBe(201);
    expect(
      saved.body.data.version.attribute_types.find((column) => column.key === "latin")?.reveal_after,
    ).toBe(latin);
  });
});
