import { beforeEach, describe, expect, it } from "vitest";
import { clearPageCache, pageCacheKey, readPageCache, sharedMaxAge, writePageCache } from "./page-cache";

const html = (headers: Record<string, string> = {}) =>
  new Request("http://x/", { headers: { Accept: "text/html", ...headers } });

describe("the shared page cache", () => {
  beforeEach(() => clearPageCache());

  it("serves only anonymous GETs", () => {
    expect(pageCacheKey(html())).not.toBeNull();
    expect(pageCacheKey(html({ Cookie: "i18n_redirected=en-US" }))).not.toBeNull();
    expect(pageCacheKey(html({ Cookie: "i18n_redirected=en-US; dd_session=abc" }))).toBeNull();
    expect(pageCacheKey(html({ Authorization: "Bearer x" }))).toBeNull();
    expect(pageCacheKey(new Request("http://x/", { method: "POST" }))).toBeNull();
  });

  it("keys a page by the configured origin, else by the request's, never by a forged Host alone", () => {
    const page = (origin: string) => new Request(`${origin}/en-US`, { headers: { Accept: "text/html" } });
    const configured = "https://datadle.example";
    expect(pageCacheKey(page("http://evil.example"), configured)).toBe(
      pageCacheKey(page("http://localhost"), configured),
    );
    expect(pageCacheKey(page("http://evil.example"))).not.toBe(pageCacheKey(page("http://localhost")));
  });

  it("stores only public responses with s-maxage and no cookies", () => {
    expect(sharedMaxAge(new Response("", { headers: { "Cache-Control": "public, s-maxage=60" } }))).toBe(60);
    expect(
      sharedMaxAge(new Response("", { headers: { "Cache-Control": "private, s-maxage=60" } })),
    ).toBeNull();
    expect(
      sharedMaxAge(
        new Response("", { headers: { "Cache-Control": "public, s-maxage=60", "Set-Cookie": "a=b" } }),
      ),
    ).toBeNull();
    expect(
      sharedMaxAge(new Response("", { status: 404, headers: { "Cache-Control": "public, s-maxage=60" } })),
    ).toBeNull();
  });

  it("gives every hit the new request's nonce and expires entries", async () => {
    const stored = new Response('<script nonce="OLD">1</script><script nonce="OLD">2</script>', {
      headers: { "Content-Type": "text/html" },
    });
    const sent = await writePageCache("k", stored, "OLD", 60, 1_000);
    expect(await sent.text()).toContain('nonce="OLD"');
    const hit = readPageCache("k", "NEW", 2_000);
    expect(await hit?.text()).toBe('<script nonce="NEW">1</script><script nonce="NEW">2</script>');
    expect(readPageCache("k", "NEW", 61_001)).toBeNull();
  });
});
