import { describe, expect, it } from "vitest";
import { locationCacheUrl } from "./location-cache";

describe("the location cache's key (ADR 036)", () => {
  it("is APP_ORIGIN + path + locale + generation, whatever host the request came through", () => {
    const key = locationCacheUrl("https://datadle.example", "html /en-US/datasets?page=2", "7");
    const url = new URL(key);
    expect(url.origin).toBe("https://datadle.example");
    expect(url.pathname).toBe("/en-US/datasets");
    expect(url.searchParams.get("page")).toBe("2");
    expect(url.searchParams.get("__page")).toBe("html.en-US.7");
  });

  it("differs by locale, by kind and by generation, so an edit leaves every stored page behind", () => {
    const keys = new Set([
      locationCacheUrl("https://d.example", "html /datasets", "7"),
      locationCacheUrl("https://d.example", "html /en-US/datasets", "7"),
      locationCacheUrl("https://d.example", "other /datasets", "7"),
      locationCacheUrl("https://d.example", "html /datasets", "8"),
    ]);
    expect(keys.size).toBe(4);
  });
});
