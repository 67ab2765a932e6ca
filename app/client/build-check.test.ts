import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILD_CHECK_INTERVAL_MS, findNewerBuild, startBuildCheck } from "~/client/build-check";

type Builds = Record<string, { id: string; timestamp: number } | number>;

function fakeFetch(files: Builds) {
  const urls: string[] = [];
  const fn = vi.fn(async (url: string) => {
    urls.push(url);
    const path = url.split("?")[0];
    const file = files[path];
    if (file === undefined) return new Response("not found", { status: 404 });
    if (typeof file === "number") return new Response("", { status: file });
    return Response.json(file);
  });
  return { fetch: fn, urls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("findNewerBuild", () => {
  it("asks builds/latest.json with a timestamp query", async () => {
    const { fetch, urls } = fakeFetch({ "/builds/latest.json": { id: "abc", timestamp: 1 } });
    expect(await findNewerBuild(fetch, "abc", 1234)).toBeNull();
    expect(urls).toEqual(["/builds/latest.json?t=1234"]);
  });

  it("reports a live build newer than the running one", async () => {
    const { fetch } = fakeFetch({
      "/builds/latest.json": { id: "new", timestamp: 200 },
      "/builds/meta/old.json": { id: "old", timestamp: 100 },
    });
    expect(await findNewerBuild(fetch, "old", 0)).toEqual({ id: "new", timestamp: 200 });
  });

  it("ignores an older live build (a rollback) and treats missing meta as older", async () => {
    const rollback = fakeFetch({
      "/builds/latest.json": { id: "old", timestamp: 100 },
      "/builds/meta/new.json": { id: "new", timestamp: 200 },
    });
    expect(await findNewerBuild(rollback.fetch, "new", 0)).toBeNull();
    const noMeta = fakeFetch({ "/builds/latest.json": { id: "new", timestamp: 200 } });
    expect(await findNewerBuild(noMeta.fetch, "gone", 0)).toEqual({ id: "new", timestamp: 200 });
  });

  it("stays quiet when the check fails", async () => {
    expect(await findNewerBuild(fakeFetch({ "/builds/latest.json": 500 }).fetch, "a", 0)).toBeNull();
    const broken = vi.fn(async () => {
      throw new TypeError("offline");
    });
    expect(await findNewerBuild(broken, "a", 0)).toBeNull();
    const bad = vi.fn(async () => new Response("<html>"));
    expect(await findNewerBuild(bad, "a", 0)).toBeNull();
  });
});

describe("startBuildCheck", () => {
  it("checks every hour and reports a newer build once", async () => {
    const files: Builds = { "/builds/latest.json": { id: "a", timestamp: 1 } };
    const { fetch, urls } = fakeFetch(files);
    const onNewerBuild = vi.fn();
    startBuildCheck({ currentId: "a", onNewerBuild, fetch, now: () => 42 });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(urls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toEqual(["/builds/latest.json?t=42"]);
    expect(onNewerBuild).not.toHaveBeenCalled();

    files["/builds/latest.json"] = { id: "b", timestamp: 2 };
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNewerBuild).toHaveBeenCalledWith({ id: "b", timestamp: 2 });
    const calls = urls.length;
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(urls).toHaveLength(calls);
    expect(onNewerBuild).toHaveBeenCalledTimes(1);
  });

  it("with checkNow checks at once, then every hour", async () => {
    const files: Builds = { "/builds/latest.json": { id: "a", timestamp: 1 } };
    const { fetch, urls } = fakeFetch(files);
    const onNewerBuild = vi.fn();
    startBuildCheck({ currentId: "a", onNewerBuild, fetch, now: () => 7, checkNow: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(urls).toEqual(["/builds/latest.json?t=7"]);
    files["/builds/latest.json"] = { id: "b", timestamp: 2 };
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(onNewerBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onNewerBuild).toHaveBeenCalledWith({ id: "b", timestamp: 2 });
  });

  it("stops when told", async () => {
    const { fetch, urls } = fakeFetch({});
    const stop = startBuildCheck({ currentId: "a", onNewerBuild: vi.fn(), fetch });
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    expect(urls).toHaveLength(0);
  });
});
