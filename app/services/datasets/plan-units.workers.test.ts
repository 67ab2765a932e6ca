import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api, raw } from "./testing/api-client";

/**
 * The upload page without JavaScript: a unit read from the header ("Height (m)") fills the card's
 * unit box, and a unit typed there (or an emptied box) is what the next preview and the save use.
 */
let owner: TestUser;

const page = (path: string, init: RequestInit = {}) =>
  raw(path, {
    redirect: "manual",
    ...init,
    headers: { Accept: "text/html", Cookie: `i18n_redirected=en-US; ${owner.sessionCookie}` },
  });

const decoded = (html: string) => html.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
const field = (html: string, name: string) =>
  new RegExp(`name="${name.replace(/[()[\]]/g, "\\$&")}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`value="([^"]*)"[^>]*name="${name.replace(/[()[\]]/g, "\\$&")}"`).exec(html)?.[1];

beforeAll(async () => {
  owner = await createTestUser(env.DB);
});

describe("the plan card's unit box", () => {
  it("shows the header's unit, and the unit typed in it is the one saved", async () => {
    const created = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: `Peaks ${Date.now()}`, tags: ["units"] },
    });
    const id = created.body.data.id;
    const path = `/en-US/datasets/version/create?dataset_id=${id}`;
    const rows = Array.from(
      { length: 20 },
      (_, i) => `Peak ${i},${(1 + i * 0.37).toFixed(2)},${100 + i * 17}`,
    );
    const form = new FormData();
    form.set("file", new File([`name,Height (m),面积(平方公里)\n${rows.join("\n")}\n`], "peaks.csv"));
    form.set("changelog", "v1");
    form.set("intent", "preview");
    const first = await (await page(path, { method: "POST", body: form })).text();
    expect(field(first, "unit:Height (m)")).toBe("m");
    expect(field(first, "unit:面积(平方公里)")).toBe("平方公里");

    // Update preview as the form posts it: the previewed plan, the boxes changed.
    const again = new URLSearchParams({
      draft: field(first, "draft") ?? "",
      plan: decoded(field(first, "plan") ?? ""),
      plan_form: "1",
      intent: "preview",
      changelog: "v1",
      "type:Height (m)": "number",
      "unit:Height (m)": "cm",
      "type:面积(平方公里)": "number",
      "unit:面积(平方公里)": "",
    });
    const second = await (await page(path, { method: "POST", body: again })).text();
    expect(field(second, "unit:Height (m)")).toBe("cm");
    expect(field(second, "unit:面积(平方公里)")).toBe("");

    again.set("intent", "save");
    again.set("plan", decoded(field(second, "plan") ?? ""));
    expect((await page(path, { method: "POST", body: again })).status).toBe(302);
    const versions = await api<{ versions: { attribute_types: { key: string; unit?: string }[] }[] }>(
      `/api/v1/dataset/${id}/versions`,
      { token: owner.accessToken },
    );
    const units = versions.body.data.versions[0].attribute_types.map((column) => column.unit ?? null);
    expect(units).toEqual(["cm", null]);
  });
});
