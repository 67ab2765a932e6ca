import { afterAll, afterEach } from "vitest";
import { closeBrowser, closeContexts } from "./browser";

afterEach(closeContexts);
afterAll(closeBrowser);
