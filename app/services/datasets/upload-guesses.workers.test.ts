import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api } from "./testing/api-client";

/**
 * The upload preview says what the importer guessed about values and names, in the page's
 * language, and the author's answer travels with the plan (JavaScript off: the HTML as served).
 */

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

let author: TestUser;
let datasetId: number;
let ip = 0;

beforeAll(async () => {
  author = await createTestUser(env.DB);
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: author.accessToken,
    body: { name: `Guesses ${Date.now()}` },
  });
  datasetId = created.body.data.id;
});

/** The preview page as served, without its scripts. */
async function preview(locale: "zh-CN" | "en-US", body: FormData) {
  const prefix = locale === "en-US" ? "/en-US" : "";
  const response = await worker.fetch(
    `http://localhost${prefix}/datasets/version/create?dataset_id=${datasetId}`,
    {
      method: "POST",
      redirect: "manual",
      headers: {
        Accept: "text/html",
        Cookie: `i18n_redirected=${locale}; ${author.sessionCookie}`,
        "CF-Connecting-IP": `10.79.0.${++ip}`,
      },
      body,
    },
  );
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
}

const fileForm = (name: string, text: string) => {
  const form = new FormData();
  form.set("file", new File([text], name, { type: "text/csv" }));
  form.set("changelog", "first");
  return form;
};

/** A hidden field's value as the page wrote it (entities decoded). */
const hidden = (html: string, name: string) =>
  (new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const DINOSAURS = [
  "name,diet,period,lived_in",
  "aardonyx,herbivorous,Early Jurassic,South Africa",
  "abelisaurus,carnivorous,Late Cretaceous,Argentina",
  "achelousaurus,herbivorous,Late Cretaceous,USA",
  "achillobator,carnivorous,Late Cretaceous,Mongolia",
  "acrocanthosaurus,carnivorous,Early Cretaceous,USA",
  "aegyptosaurus,herbivorous,Late Cretaceous,Egypt",
].join("\n");

describe("the upload preview's guesses", () => {
  it("proposes capitals for lower-case names beside a ticked box, and unticking it keeps them as written", async () => {
    const first = await preview("en-US", fileForm("dinosaurs.csv", DINOSAURS));
    expect(first).toContain("Capitalize the first letter of names (“aardonyx” becomes “Aardonyx”)");
    expect(first).toContain("Proposed: 6 of the 6 names are all lower case.");
    expect(first).toMatch(/id="capitalize-names"[^>]*checked/);
    expect(JSON.parse(hidden(first, "plan")).capitalize_names).toBe(true);

    const again = new FormData();
    again.set("draft", hidden(first, "draft"));
    again.set("changelog", "first");
    again.set("plan", hidden(first, "plan"));
    again.set("plan_form", "1");
    again.set("capitalize_form", "1");
    again.set("intent", "preview");
    const unticked = await preview("en-US", again);
    expect(unticked).not.toMatch(/id="capitalize-names"[^>]*checked/);
    expect(JSON.parse(hidden(unticked, "plan")).capitalize_names).toBe(false);
  });

  it("says in Chinese that a cell of two reigns is read as one span", async () => {
    const ming = [
      "庙号,姓名,在位",
      "明太祖,朱元璋,1368年－1398年",
      "明惠帝,朱允炆,1398年－1402年",
      "明成祖,朱棣,1402年－1424年",
      "明英宗,朱祁镇,1435年－1449年；1457年－1464年",
      "明代宗,朱祁钰,1449年－1457年",
    ].join("\n");
    const html = await preview("zh-CN", fileForm("ming.csv", ming));
    // The span is what the game stores: the preview's rows show 明英宗 from 1435 to 1464.
    expect(html).toMatch(/朱祁镇<\/th><td>明英宗<\/td><td>1435<\/td><td>1464<\/td>/);
    expect(html).toContain(
      "推测：1 个单元格含有多个范围，如“1435年－1449年；1457年－1464年”：每格按从最早的开始到最晚的结束读取（此例为 1435–1464）。",
    );
  });

  it("names the units of a number column and how many cells were converted", async () => {
    const rivers = [
      "name,length,basin",
      'Nile,"6,650 km",Africa',
      'Amazon,"6,400 km",South America',
      'Yangtze,"6,300 km",Asia',
      'Mississippi,"2,340 mi",North America',
      'Yenisei,"5,539 km",Asia',
    ].join("\n");
    const html = await preview("en-US", fileForm("rivers.csv", rivers));
    expect(html).toContain(
      "Guess: units found: km (4 cells), mi (1 cell). 1 cell in another unit was converted to km, the most common one.",
    );
  });
});
