import type { Page } from "playwright-core";
import { expect } from "vitest";
import { someAddress } from "./address";
import { baseUrl, unique } from "./env";

type AccountOptions = {
  password?: string;
  /** The client address the sign-up comes from; by default an address of its own. */
  ip?: string;
  /** Register with "remember me" (a long-lived session). */
  rememberMe?: boolean;
};

/** A fresh account made through the API, with what tests act as it with. */
export type Account = {
  id: number;
  username: string;
  /** The API's bearer access token. */
  token: string;
  /** The `dd_session` cookie's value (the page session). */
  session: string;
};

/** Registers a fresh account `<prefix>_<unique>` through the API. */
export async function registerAccount(
  prefix: string,
  { password = "a-long-unusual-pass-42", ip = someAddress(), rememberMe }: AccountOptions = {},
): Promise<Account> {
  const username = unique(prefix);
  const response = await fetch(`${baseUrl}/api/v1/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ username, password, ...(rememberMe ? { remember_me: true } : {}) }),
  });
  expect(response.status).toBe(200);
  const session = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("dd_session="))
    ?.split(";")[0]
    .slice("dd_session=".length);
  expect(session, "the register response sets dd_session").toBeTruthy();
  const body = (await response.json()) as { data: { user: { id: number }; access_token: string } };
  expect(body.data.access_token, "the register response has an access token").toBeTruthy();
  return { id: body.data.user.id, username, token: body.data.access_token, session: session ?? "" };
}

/** A fresh account's session token (the `dd_session` cookie's value). */
export async function registerSession(prefix: string, options?: AccountOptions): Promise<string> {
  return (await registerAccount(prefix, options)).session;
}

/** Gives the page's browser an account's session cookie. */
export async function addSessionCookie(page: Page, account: Pick<Account, "session">): Promise<void> {
  await page.context().addCookies([{ name: "dd_session", value: account.session, url: baseUrl }]);
}

/** Signs the page's browser in with a fresh account, and returns the account. */
export async function signInFreshAccount(
  page: Page,
  prefix: string,
  options?: AccountOptions,
): Promise<Account> {
  const account = await registerAccount(prefix, options);
  await addSessionCookie(page, account);
  return account;
}
