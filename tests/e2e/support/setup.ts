import { afterAll, afterEach, expect } from "vitest";
import { closeBrowser, closeContexts, takePageErrors } from "./browser";

afterEach(async () => {
  await closeContexts();
  // Any browser console error or uncaught exception of the test's pages fails it.
  expect(takePageErrors(), "browser console errors and uncaught exceptions").toEqual([]);
});
afterAll(closeBrowser);
