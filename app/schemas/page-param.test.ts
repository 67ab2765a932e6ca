import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageCount, pageParam } from "./page-param";

const at = (search: string) => pageParam(new URL(`https://datadle.test/datasets/my${search}`));

describe("pageParam", () => {
  it("reads whole page numbers", () => {
    expect(at("?page=3")).toBe(3);
  });

  it("takes page 1 for a missing, empty, fractional, zero, negative or unreadable page", () => {
    for (const search of ["", "?page=", "?page=2.5", "?page=0", "?page=-4", "?page=abc"]) {
      expect(at(search), search).toBe(1);
    }
  });

  it("stops at the last page any list accepts", () => {
    expect(at("?page=999999")).toBe(MAX_PAGE);
  });
});

describe("pageCount", () => {
  it("counts partly filled pages and keeps one page for an empty list", () => {
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });
});
