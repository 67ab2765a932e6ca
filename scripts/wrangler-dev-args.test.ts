import { describe, expect, it } from "vitest";
import { wranglerDevArgs } from "./wrangler-dev-args.mjs";

describe("npm start's wrangler dev arguments", () => {
  it("set APP_ORIGIN to the port served, so mailed links in the outbox open on it", () => {
    const { port, argv } = wranglerDevArgs(["--port", "8805", "--inspector-port", "9305"]);
    expect(port).toBe("8805");
    expect(argv).toEqual(expect.arrayContaining(["--var", "APP_ORIGIN:http://localhost:8805"]));
    expect(argv.filter((arg) => arg === "--inspector-port")).toHaveLength(1);
  });

  it("keep an APP_ORIGIN given by hand, and wrangler.toml's port by default", () => {
    const given = wranglerDevArgs(["--var", "APP_ORIGIN:https://datadle.example"]).argv;
    expect(given.filter((arg) => arg.startsWith("APP_ORIGIN:"))).toEqual([
      "APP_ORIGIN:https://datadle.example",
    ]);
    expect(wranglerDevArgs([]).argv).toEqual(expect.arrayContaining(["APP_ORIGIN:http://localhost:8787"]));
  });
});
