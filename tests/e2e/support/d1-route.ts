/** The e2e Worker's SQL route (tests/e2e/support/e2e-worker.ts); not part of the deployed Worker. */
export const E2E_D1_PATH = "/__e2e/d1";
