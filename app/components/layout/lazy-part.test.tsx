import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPart } from "./lazy-part";

function Greeting({ name }: { name: string }) {
  return <p className="greeting">Hello {name}</p>;
}

describe("lazyPart", () => {
  it("on the server, renders the part itself into the HTML (no fallback left for JavaScript to fill)", async () => {
    const Part = lazyPart(async () => Greeting);
    await Part.preload();
    const html = renderToString(<Part name="Ada" />);
    expect(html).toContain('<p class="greeting">Hello <!-- -->Ada</p>');
    // The Suspense boundary's markers the browser's hydration matches against.
    expect(html.startsWith("<!--$-->")).toBe(true);
  });

  it("loads its code once, however often it is preloaded", async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([Part.preload(), Part.preload()]);
    await Part.preload();
    expect(loads).toBe(1);
  });

  it("tries again after a failed load", async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      if (loads === 1) throw new Error("offline");
      return Greeting;
    });
    // The server's own preload at creation is the first (failing) load.
    await expect(Part.preload()).rejects.toThrow("offline");
    await expect(Part.preload()).resolves.toBe(Greeting);
    expect(renderToString(<Part name="Bo" />)).toContain("Hello <!-- -->Bo");
  });
});
