import { describe, expect, it } from "vitest";
import { base64UrlToBytes, bytesToBase64Url, utf8 } from "./crypto.server";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from "./jwt.server";

const config = { secret: "unit-test-secret-0123456789abcdef", kid: "k1" };
const user = { id: 42, username: "alice" };
const enc = (value: unknown) => bytesToBase64Url(utf8(JSON.stringify(value)));

describe("access tokens", () => {
  it("are HS256 with our kid and live 15 minutes", async () => {
    const now = Date.UTC(2026, 0, 1);
    const { token, expiresIn } = await signAccessToken(config, user, "family-1", now);
    const header = JSON.parse(new TextDecoder().decode(base64UrlToBytes(token.split(".")[0])));
    expect(header).toEqual({ alg: "HS256", typ: "JWT", kid: "k1" });
    expect(expiresIn).toBe(900);
    expect(await verifyAccessToken(config, token, now)).toMatchObject({
      sub: "42",
      username: "alice",
      sid: "family-1",
    });
    expect(await verifyAccessToken(config, token, now + ACCESS_TOKEN_TTL_SECONDS * 1000)).toBeNull();
  });

  it("refuses alg none, another kid, another secret and tampered claims", async () => {
    const { token } = await signAccessToken(config, user, "family-1");
    const [, payload, signature] = token.split(".");
    expect(await verifyAccessToken(config, `${enc({ alg: "none", kid: "k1" })}.${payload}.`)).toBeNull();
    expect(
      await verifyAccessToken(config, `${enc({ alg: "none", kid: "k1" })}.${payload}.${signature}`),
    ).toBeNull();
    expect(await verifyAccessToken({ ...config, kid: "k2" }, token)).toBeNull();
    expect(
      await verifyAccessToken({ ...config, secret: "another-secret-0123456789abcdef" }, token),
    ).toBeNull();
    const forged = enc({ sub: "1", username: "admin", iat: 0, exp: 9_999_999_999 });
    expect(await verifyAccessToken(config, `${token.split(".")[0]}.${forged}.${signature}`)).toBeNull();
    expect(await verifyAccessToken(config, "not.a.jwt")).toBeNull();
  });
});
