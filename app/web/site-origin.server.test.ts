import { describe, expect, it } from "vitest";
import { siteOrigin } from "./site-origin.server";

describe("siteOrigin", () => {
  const served = new URL("http://192.168.1.20:8850/en-US/game/3?challenge=x");
  it("makes links on APP_ORIGIN in production, whatever host the request named", () => {
    expect(siteOrigin({ APP_ORIGIN: "https://datadle.example/" }, served)).toBe("https://datadle.example");
  });
  it("makes links on the origin actually served when APP_ORIGIN is local and so is the host", () => {
    expect(siteOrigin({ APP_ORIGIN: "http://localhost:8787" }, served)).toBe("http://192.168.1.20:8850");
    expect(siteOrigin({ APP_ORIGIN: "http://localhost:8787" }, new URL("http://127.0.0.1:8850/"))).toBe(
      "http://127.0.0.1:8850",
    );
    expect(siteOrigin({}, served)).toBe("http://192.168.1.20:8850");
  });
  it("never takes a public host from the request, even with a local APP_ORIGIN", () => {
    expect(siteOrigin({ APP_ORIGIN: "http://localhost:8787" }, new URL("http://evil.example/x"))).toBe(
      "http://localhost:8787",
    );
  });
});
