import { describe, expect, it } from "vitest";
import { isBotAgent } from "./bot-agent";

const chrome =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("isBotAgent", () => {
  it("tells a crawler from a phone browser, the same on every repeat", () => {
    for (let i = 0; i < 3; i++) {
      expect(isBotAgent(googlebot)).toBe(true);
      expect(isBotAgent(chrome)).toBe(false);
    }
  });

  it("still answers right after many distinct agents filled its memory", () => {
    for (let i = 0; i < 250; i++) isBotAgent(`${chrome} build/${i}`);
    expect(isBotAgent(googlebot)).toBe(true);
    expect(isBotAgent(`${chrome} build/7`)).toBe(false);
  });
});
