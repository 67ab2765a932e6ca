import { describe, expect, it } from "vitest";
import { createToastHeaders, getToast, redirectWithToast } from "./toast.server";

function cookieFrom(headers: Headers): string {
  const setCookie = headers.getSetCookie()[0] ?? "";
  return setCookie.split(";")[0];
}

describe("flash toasts", () => {
  it("redirects with the toast in its own cookie, keeping other headers", async () => {
    const response = await redirectWithToast(
      "/en-US/datasets/my",
      { type: "success", title: "Saved", description: "Your dataset is public." },
      { headers: { "Set-Cookie": "other=1; Path=/" } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en-US/datasets/my");
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[1]).toMatch(/^dd_toast=.+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("reads the toast once and clears the cookie", async () => {
    const headers = await createToastHeaders({ type: "error", title: "Nope" });
    const request = new Request("http://x/", { headers: { Cookie: cookieFrom(headers) } });
    const { toast, headers: clear } = await getToast(request);
    expect(toast).toMatchObject({ type: "error", title: "Nope" });
    expect(toast?.id).toMatch(/\S+/);
    expect(clear?.get("Set-Cookie")).toMatch(/^dd_toast=; Max-Age=0/);
  });

  it("defaults the type to info", async () => {
    const headers = await createToastHeaders({ title: "Hello" });
    const { toast } = await getToast(new Request("http://x/", { headers: { Cookie: cookieFrom(headers) } }));
    expect(toast?.type).toBe("info");
  });

  it("ignores a missing cookie and clears a malformed one", async () => {
    expect(await getToast(new Request("http://x/"))).toEqual({ toast: null, headers: null });
    const bad = btoa(JSON.stringify({ type: "boom" }));
    const result = await getToast(new Request("http://x/", { headers: { Cookie: `dd_toast=${bad}` } }));
    expect(result.toast).toBeNull();
    expect(result.headers?.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });

  it("refuses a toast without a title", async () => {
    await expect(createToastHeaders({ title: "" })).rejects.toThrow();
  });
});
