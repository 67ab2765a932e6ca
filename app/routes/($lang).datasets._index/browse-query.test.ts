import { describe, expect, it } from "vitest";
import { parseBrowseQuery } from "./browse-query";

describe("parseBrowseQuery", () => {
  it("reads the filters", () => {
    const query = parseBrowseQuery(
      new URLSearchParams("q=moon&tag=space&language=en-US&type=astronomy&sort=plays&page=2"),
    );
    expect(query).toEqual({
      q: "moon",
      tag: "space",
      language: "en-US",
      type: "astronomy",
      sort: "plays",
      page: 2,
      limit: 20,
    });
  });

  it("ignores bad or empty values instead of failing", () => {
    const query = parseBrowseQuery(new URLSearchParams("language=fr&type=&sort=worst&page=-3"));
    expect(query).toMatchObject({ sort: "trending", page: 1 });
    expect(query.language).toBeUndefined();
    expect(query.type).toBeUndefined();
  });
});
