import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api, elementsPayload, raw } from "./testing/api-client";

let owner: TestUser;
const run = `Lang${Date.now()}`;

async function datasetWith(name: string, names: { name: string; labels?: Record<string, string> }[] | null) {
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: owner.accessToken,
    // Every dataset here says zh-CN, as the Chinese create form fills it in by default.
    body: { name: `${run} ${name}`, description: "", language: "zh-CN", type: "science", tags: [] },
  });
  expect(created.status).toBe(201);
  if (names === null) return;
  const base = elementsPayload(names.length);
  const payload = {
    ...base,
    entries: base.entries.map((entry, i) => ({ ...entry, aliases: [], labels: {}, ...names[i] })),
  };
  const version = await api(`/api/v1/dataset/${created.body.data.id}/versions`, {
    method: "POST",
    token: owner.accessToken,
    body: payload,
  });
  expect(version.status).toBe(201);
}

/** The dataset names the browse page lists under a language filter, as a player reads them. */
async function browse(language: string): Promise<string[]> {
  const response = await raw(`/en-US/datasets?q=${run}&language=${language}&all=1`, {
    headers: { Accept: "text/html" },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  return [...html.matchAll(new RegExp(`${run} ([A-Za-z]+)`, "g"))]
    .map((match) => match[1] ?? "")
    .filter((name, i, all) => all.indexOf(name) === i)
    .sort();
}

beforeAll(async () => {
  owner = await createTestUser(env.DB);
  const english = ["Hydrogen", "Helium", "Lithium", "Beryllium", "Boron", "Carbon"];
  const chinese = ["氢", "氦", "锂", "铍", "硼", "碳"];
  await datasetWith(
    "English",
    english.map((name) => ({ name })),
  );
  await datasetWith(
    "Chinese",
    chinese.map((name) => ({ name })),
  );
  await datasetWith(
    "Both",
    chinese.map((name, i) => ({ name, labels: { "en-US": english[i] ?? "" } })),
  );
  // One English brand among Chinese names does not make a Chinese dataset English.
  await datasetWith(
    "Mostly",
    [...chinese.slice(1), "iPhone"].map((name) => ({ name })),
  );
  await datasetWith("Empty", null);
});

describe("browse language filter (ADR 046)", () => {
  it("lists a dataset under the language its names are written in, not the one its form said", async () => {
    expect(await browse("en-US")).toEqual(["Both", "English"]);
    expect(await browse("zh-CN")).toEqual(["Both", "Chinese", "Empty", "Mostly"]);
  });
});
