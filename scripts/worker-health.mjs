// Waiting for a `wrangler dev` Worker to answer: used by `npm start` (dev-server.mjs) and by the e2e,
// bench and profile servers (tests/e2e/support/local-worker.mjs).

/** Resolves once `/healthz` answers 200; fails when `child` (wrangler dev) exits or time runs out. */
export async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}/healthz did not answer within ${timeoutMs / 1000} s`);
}
