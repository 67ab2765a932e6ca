import { describe, expect, it } from "vitest";
import {
  hashPassword,
  MAX_PBKDF2_ITERATIONS,
  PBKDF2_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from "./password.server";

describe("password hashing", () => {
  it("never uses more PBKDF2 iterations than Workers allow in one call", async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(MAX_PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    const parsed = parsePasswordHash(await hashPassword("s3cret-pass"));
    expect(parsed?.iterations).toBeLessThanOrEqual(100_000);
    await expect(hashPassword("s3cret-pass", 100_001)).rejects.toThrow(/iteration/);
  });

  it("stores its parameters with a 16-byte salt, different for every hash", async () => {
    const a = await hashPassword("same-password");
    const b = await hashPassword("same-password");
    expect(a).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(parsePasswordHash(a)?.salt.length).toBe(16);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and refuses others", async () => {
    const stored = await hashPassword("right-password");
    expect(await verifyPassword("right-password", stored)).toBe(true);
    expect(await verifyPassword("wrong-password", stored)).toBe(false);
    expect(await verifyPassword("right-password", null)).toBe(false);
    expect(await verifyPassword("right-password", "garbage")).toBe(false);
  });

  it("still verifies hashes stored with fewer iterations (parameters can be raised later)", async () => {
    const stored = await hashPassword("old-password", 1000);
    expect(await verifyPassword("old-password", stored)).toBe(true);
  });
});
