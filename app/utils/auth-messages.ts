import { ERROR_MESSAGES } from "~/utils/api-error";
import { OAUTH_PROVIDER_ERROR, OAUTH_STATE_ERROR } from "~/utils/oauth-state";

export const LOGIN_FAILED = "登录失败，请检查登录信息";
export const REGISTER_FAILED = "注册失败";

/**
 * SPEC's fixed auth messages (thrown in Chinese or English as SPEC words them) → `auth` namespace
 * keys, so a page can show them in its own language: `t(authMessageKey(message) ?? fallback)`.
 */
const keys: Record<string, string> = {
  [ERROR_MESSAGES.refreshFailed]: "errors.refreshFailed",
  "No authentication token": "errors.noToken",
  API用户数据不能为空: "errors.emptyUser",
  [OAUTH_STATE_ERROR]: "oauth.stateMismatch",
  [OAUTH_PROVIDER_ERROR]: "oauth.providerMismatch",
  [LOGIN_FAILED]: "errors.loginFailed",
  [REGISTER_FAILED]: "errors.registerFailed",
};

export function authMessageKey(message: string): string | null {
  return Object.hasOwn(keys, message) ? keys[message] : null;
}
