// The `wrangler dev` arguments `npm start` runs the Worker with (scripts/dev-server.mjs), from the
// arguments it was given: its own test route for the cron, the inspector port made explicit, and
// APP_ORIGIN set to the port actually served.

/** The value after `flag` in `args`, else `fallback`. */
const flagValue = (args, flag, fallback) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : fallback;
};

/** Where the server listens and the full argument list of `wrangler dev`. */
export function wranglerDevArgs(args) {
  const port = flagValue(args, "--port", "8787");
  const host = flagValue(args, "--ip", "127.0.0.1");
  // wrangler's own default, made explicit so that dev-server.mjs knows where the inspector is.
  const inspectorPort = flagValue(args, "--inspector-port", "9229");
  return {
    port,
    host,
    inspectorPort,
    argv: [
      "dev",
      "--test-scheduled",
      ...(args.includes("--inspector-port") ? [] : ["--inspector-port", inspectorPort]),
      // Mailed links (the outbox) and share links point at the port actually served, not
      // wrangler.toml's 8787; an APP_ORIGIN given by hand wins.
      ...(args.some((arg) => arg.startsWith("APP_ORIGIN:"))
        ? []
        : ["--var", `APP_ORIGIN:http://localhost:${port}`]),
      ...args,
    ],
  };
}
