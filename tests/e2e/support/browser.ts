import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { someAddress } from "./address";
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

/**
 * Every browser console error and uncaught exception of every page a test opens (a hydration
 * mismatch, #418, is one): support/setup.ts fails the test on any, after it ends.
 */
type Logged = { text: string; resource: string; page: Page; pageUrl: string };
const logged = new Map<Page, Logged[]>();
/** Per page: the URLs of its own documents that were served with an error status (4xx/5xx). */
const errorDocuments = new WeakMap<Page, Set<string>>();
/** Pages whose script got an error status from single fetch (the error page then renders in place). */
const errorData = new WeakSet<Page>();

const FAILED_STATUS = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * Messages a page may log without failing its test: each is one exact message with why it is
 * legitimate. Chromium logs every HTTP error status as a console error, also the ones we mean.
 */
function isAllowed(entry: Logged): boolean {
  const status = Number(FAILED_STATUS.exec(entry.text)?.[1] ?? 0);
  const documents = errorDocuments.get(entry.page);
  // The page's own document served with its status on purpose (spec §8): the 404 and 500 error
  // pages, a no-JS form reply (400, 401, 429). The page itself is what the test checks.
  if (status && documents?.has(entry.resource)) return true;
  // The same replies with JavaScript: Remix's single fetch (`*.data`) carries the action's or
  // loader's deliberate 4xx (validation 400, wrong password 401, throttled 429). Never a 5xx.
  if (status >= 400 && status < 500 && new URL(entry.resource, baseUrl).pathname.endsWith(".data"))
    return true;
  // Test profiles use https://example.com/avatar.png as an avatar; this sandbox has no DNS for it.
  if (
    entry.text === "Failed to load resource: net::ERR_NAME_NOT_RESOLVED" &&
    entry.resource.startsWith("https://example.com/")
  )
    return true;
  // A document served as an error page (the forced 500) has no icon link, so Chromium asks for
  // /favicon.ico, which the site does not serve (its icon is /favicon.svg); so does an error page
  // the script renders in place after single fetch's answer (a 429 page).
  if (
    status === 404 &&
    new URL(entry.resource, baseUrl).pathname === "/favicon.ico" &&
    (documents?.size || errorData.has(entry.page))
  )
    return true;
  return false;
}

function watchErrors(page: Page): void {
  const entries: Logged[] = [];
  logged.set(page, entries);
  const documents = new Set<string>();
  errorDocuments.set(page, documents);
  page.on("response", (response) => {
    if (response.status() < 400) return;
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      documents.add(response.url());
    else if (new URL(response.url()).pathname.endsWith(".data")) errorData.add(page);
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    entries.push({ text: message.text(), resource: message.location().url ?? "", page, pageUrl: page.url() });
  });
  page.on("pageerror", (error) =>
    entries.push({ text: `uncaught: ${error.message}`, resource: "", page, pageUrl: page.url() }),
  );
}

const describeLogged = (entry: Logged) =>
  `${entry.text}${entry.resource ? ` [${entry.resource}]` : ""} (on ${entry.pageUrl})`;

/** The console errors and uncaught exceptions this page has had so far, less the allowed ones. */
export function pageErrors(page: Page): string[] {
  return (logged.get(page) ?? []).filter((entry) => !isAllowed(entry)).map(describeLogged);
}

/** Every page's errors since the last call (support/setup.ts asserts there are none after each test). */
export function takePageErrors(): string[] {
  const all = [...logged.values()].flat().filter((entry) => !isAllowed(entry));
  logged.clear();
  return all.map(describeLogged);
}

export function isJavaScriptEnabled(page: Page): boolean {
  return !scriptless.has(page.context());
}

/** A loaded page is ready for typing once React has hydrated it: a late hydration resets fields and loses clicks. */
export async function ready(page: Page): Promise<void> {
  if (isJavaScriptEnabled(page)) await page.waitForLoadState("networkidle");
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
    extraHTTPHeaders: { "CF-Connecting-IP": someAddress() },
  });
  contexts.add(context);
  // Every page of the context, popups included.
  context.on("page", watchErrors);
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
