import { describe, expect, it } from "vitest";
import en from "../../../locales/en-US/game.json";
import zh from "../../../locales/zh-CN/game.json";
import { emptyListKey, remoteSuggestions } from "./use-suggestions";

// A large dataset's suggestions come from the server; one refused for going too fast (429) must
// ask the player to slow down, in the page's language, never say "No matching entry" (which
// sends the player looking for another name that does not exist).

const words = (locale: typeof en, key: ReturnType<typeof emptyListKey>) =>
  locale.guess[key.slice("guess.".length) as keyof typeof locale.guess];

describe("the guess box's suggestions from the server", () => {
  it("a 429 is a request to slow down, in both languages, not 'No matching entry'", async () => {
    const refused = await remoteSuggestions(
      Response.json(
        { code: 429, message: "Too many requests" },
        { status: 429, headers: { "Retry-After": "4" } },
      ),
    );
    expect(refused).toEqual({ options: [], loading: false, throttled: true });
    const key = emptyListKey(refused.throttled);
    expect(words(en, key)).toMatch(/slow down/i);
    expect(words(en, key)).not.toBe(en.guess.noSuggestions);
    expect(words(zh, key)).toContain("放慢");
    expect(words(zh, key)).not.toBe(zh.guess.noSuggestions);
  });

  it("an empty answer is 'No matching entry'", async () => {
    const empty = await remoteSuggestions(Response.json({ suggestions: [] }));
    expect(empty.throttled).toBe(false);
    expect(words(en, emptyListKey(empty.throttled))).toBe("No matching entry");
  });

  it("suggestions are listed", async () => {
    const found = await remoteSuggestions(
      Response.json({ suggestions: [{ id: 3, name: "Germany", alias: null, imageUrl: null }] }),
    );
    expect(found.options.map((option) => option.name)).toEqual(["Germany"]);
  });
});
