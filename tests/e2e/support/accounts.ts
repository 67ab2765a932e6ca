import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl, unique } from "./env";

type AccountOptions = {
  password?: string /** A client address of its own (register's rate limit). */;
  ip?: string;
};

/** A fresh account made through the API; its session token (the `dd_session` cookie's value). */
export async function registerSession(
  prefix: string,
  { password = "a-long-unusual-pass-42", ip }: AccountOptions = {},
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(ip ? { "CF-Connecting-IP": ip } : {}) },
    body: JSON.stringify({ username: unique(prefix), password }),
  });
  expect(response.status).toBe(200);
  const session = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("dd_session="))
    ?.split(";")[0]
    .slice("dd_session=".length);
  expect(session, "the register response sets dd_session").toBeTruthy();
  return session ?? "";
}

/** Signs the page's browser in with a fresh account. */
export async function signInFreshAccount(
  page: Page,
  prefix: string,
  options?: AccountOptions,
): Promise<void> {
  const session = await registerSession(prefix, options);
  await page.context().addCookies([{ name: "dd_session", value: session, url: baseUrl }]);
}
