/** The e2e Worker's SQL route (tests/e2e/support/e2e-worker.ts); not part of the deployed Worker. */
export const E2E_D1_PATH = "/__e2e/d1";
/** With this cookie set to 1 the e2e Worker hands the app a D1 that fails every query (a forced 500). */
export const E2E_BROKEN_DB_COOKIE = "e2e_broken_db";
