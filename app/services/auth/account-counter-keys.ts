/**
 * Every `login_attempts` key that names an account, so deleting the account can delete them
 * (docs/operations.md). A new key format that embeds an id, username, email or phone belongs here.
 *
 * - sign-in throttle (login-throttle.server.ts): `acct:<id>`, `acctip:<id>|<ip>`, `dev:<id>|<nonce>`;
 *   and, for an identifier that matched no account when typed, `acct:<type>:<identifier>` and
 *   `acctip:<type>:<identifier>|<ip>` (a username typed in another case, or before sign-up);
 * - reset requests (password-reset.server.ts): `reset:acct:<type>:<identifier>`,
 *   `reset:acctip:<type>:<identifier>|<ip>`, `reset:dev:<id>|<nonce>`, `mail:reset:<email>`;
 * - verification mail (verify-email.server.ts): `mail:verify:acct:<id>`, `mail:verify:<email>`.
 *
 * Identifiers are lower-cased, as the throttle and the reset budgets count them.
 */
export type AccountIdentity = { id: number; username: string; email: string | null; phone: string | null };

export function accountCounterKeys(user: AccountIdentity): { exact: string[]; prefixes: string[] } {
  const identifiers = [
    `username:${user.username.toLowerCase()}`,
    ...(user.email ? [`email:${user.email.toLowerCase()}`] : []),
    ...(user.phone ? [`phone:${user.phone.toLowerCase()}`] : []),
  ];
  const exact = [
    `acct:${user.id}`,
    `mail:verify:acct:${user.id}`,
    ...identifiers.flatMap((identifier) => [`acct:${identifier}`, `reset:acct:${identifier}`]),
    ...(user.email
      ? [`mail:verify:${user.email.toLowerCase()}`, `mail:reset:${user.email.toLowerCase()}`]
      : []),
  ];
  const prefixes = [
    `acctip:${user.id}|`,
    `dev:${user.id}|`,
    `reset:dev:${user.id}|`,
    ...identifiers.flatMap((identifier) => [`acctip:${identifier}|`, `reset:acctip:${identifier}|`]),
  ];
  return { exact, prefixes };
}
