import { describe, expect, it } from "vitest";
import { deviceFor, newDeviceNonce, signDeviceToken, verifyDeviceTokens } from "./device-token.server";

const env = { JWT_SECRET: "unit-test-secret-0123456789abcdef" };

describe("device tokens", () => {
  it("verifies its own tokens and nothing altered, foreign or malformed", async () => {
    const nonce = newDeviceNonce();
    const token = (await signDeviceToken(env, { userId: 7, nonce })) ?? "";
    const [, , mark] = token.split(".");
    const other = await signDeviceToken(
      { JWT_SECRET: "another-secret-0123456789abcdef" },
      { userId: 7, nonce },
    );
    const claims = await verifyDeviceTokens(env, [
      token,
      `8.${nonce}.${mark}`,
      `7.${newDeviceNonce()}.${mark}`,
      other ?? "",
      `${token}.extra`,
      "7..x",
      "",
    ]);
    expect(claims).toEqual([{ userId: 7, nonce }]);
  });

  it("vouches only for the account its token names", async () => {
    const claims = [{ userId: 7, nonce: newDeviceNonce() }];
    expect(deviceFor(claims, 7)).toEqual(claims[0]);
    expect(deviceFor(claims, 8)).toBeNull();
    expect(deviceFor(claims, undefined)).toBeNull();
  });

  it("signs nothing and trusts nothing without a secret", async () => {
    expect(await signDeviceToken({}, { userId: 7, nonce: newDeviceNonce() })).toBeNull();
    const token = (await signDeviceToken(env, { userId: 7, nonce: newDeviceNonce() })) ?? "";
    expect(await verifyDeviceTokens({}, [token])).toEqual([]);
  });
});
