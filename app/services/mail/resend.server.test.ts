import { describe, expect, it, vi } from "vitest";
import { resendMailer } from "./resend.server";

const message = { to: "ann@example.test", subject: "Reset", text: "Open https://x.test/r", kind: "reset" };

describe("resendMailer", () => {
  it("POSTs one JSON email with the bearer key", async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ id: "m1" }),
    );
    await resendMailer({ apiKey: "re_key", from: "Datadle <no-reply@mail.test>" }, fetchImpl).send(message);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("https://api.resend.com/emails");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer re_key");
    expect(JSON.parse(String(init?.body))).toEqual({
      from: "Datadle <no-reply@mail.test>",
      to: ["ann@example.test"],
      subject: "Reset",
      text: "Open https://x.test/r",
      tags: [{ name: "kind", value: "reset" }],
    });
  });

  it("throws on a refusal, so the caller can tell", async () => {
    const fetchImpl = vi.fn(async () => new Response('{"message":"domain not verified"}', { status: 403 }));
    await expect(resendMailer({ apiKey: "k", from: "f@x.test" }, fetchImpl).send(message)).rejects.toThrow(
      "Resend answered 403",
    );
  });
});
