/** spec §9: the running page asks once an hour whether a newer build is live. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
