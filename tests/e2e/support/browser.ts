import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { baseUrl, jsEnabled } from "./env";

export type Locale = "zh-CN" | "en-US";

export type NewPageOptions = {
  /** Browser language (Accept-Language and navigator.language). Default zh-CN. */
  locale?: Locale;
  /** Default: the pass's setting (jsEnabled). Pass true only for a test that is JS-only anyway. */
  javaScript?: boolean;
  /**
   * Sets the `i18n_redirected` cookie first, so the first-visit language redirect does not
   * interfere. Default: the same as `locale`. `null` for a real first visit (no cookie).
   */
  localeCookie?: Locale | null;
};

// One browser per test file (each vitest file runs in its own worker); closed by support/setup.ts.
let browser: Promise<Browser> | null = null;
const contexts = new Set<BrowserContext>();
const scriptless = new WeakSet<BrowserContext>();

function launch(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  return browser;
}

/**
 * Headless Chromium announces itself as "HeadlessChrome", which isbot counts as a bot (bots get
 * no error page, spec §8): present the plain desktop Chrome a visitor would use.
 */
function desktopUserAgent(version: string): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36`;
}

export function isJavaScriptEnabled(page: Page): boolean {
  return !scriptless.has(page.context());
}

/** A page in a new, isolated browser context (own cookies) whose relative URLs resolve to baseUrl. */
export async function newPage(options: NewPageOptions = {}): Promise<Page> {
  const locale = options.locale ?? "zh-CN";
  const javaScriptEnabled = options.javaScript ?? jsEnabled;
  const current = await launch();
  const context = await current.newContext({
    baseURL: baseUrl,
    locale,
    javaScriptEnabled,
    userAgent: desktopUserAgent(current.version()),
  });
  contexts.add(context);
  if (!javaScriptEnabled) scriptless.add(context);
  const cookieLocale = options.localeCookie === undefined ? locale : options.localeCookie;
  if (cookieLocale) {
    await context.addCookies([
      { name: "i18n_redirected", value: cookieLocale, url: baseUrl, sameSite: "Lax" },
    ]);
  }
  return context.newPage();
}

/** Closes every context opened by this file's tests (called after each test). */
export async function closeContexts(): Promise<void> {
  const open = [...contexts];
  contexts.clear();
  await Promise.all(open.map((context) => context.close().catch(() => undefined)));
}

export async function closeBrowser(): Promise<void> {
  await closeContexts();
  const current = browser;
  browser = null;
  if (current) await (await current).close();
}
