// The Chrome DevTools protocol on `wrangler dev --inspector-port`: send a method, await its result.
import WebSocket from "ws";

/** Set to 1 to keep the DevTools Network events of the Worker's subrequests (see below). */
export const KEEP_NETWORK_EVENTS = "DATADLE_INSPECTOR_NETWORK";

const SEND_TIMEOUT_MS = 120_000;

export async function openInspector(inspectorPort) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  if (!targets[0]) throw new Error("the dev inspector lists no Worker");
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let lastId = 0;
  const pending = new Map();
  // A Worker that went away (wrangler dev exited) must fail the row, not hang the bench.
  const failAll = (reason) => {
    for (const settle of pending.values()) settle({ error: { message: reason } });
    pending.clear();
  };
  socket.on("close", () => failAll("the dev inspector closed"));
  socket.on("error", (error) => failAll(`the dev inspector failed: ${error.message}`));
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString());
    const settle = pending.get(message.id);
    if (!settle) return;
    pending.delete(message.id);
    settle(message);
  });
  return {
    send(method, params = {}) {
      lastId += 1;
      const id = lastId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => pending.get(id)?.({ error: { message: `no answer in ${SEND_TIMEOUT_MS / 1000} s` } }),
          SEND_TIMEOUT_MS,
        );
        pending.set(id, (message) => {
          clearTimeout(timer);
          pending.delete(id);
          if (message.error) reject(new Error(`${method}: ${message.error.message}`));
          else resolve(message.result);
        });
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    close: () => socket.close(),
  };
}

/**
 * Turns off the runtime's DevTools Network events. wrangler dev's inspector proxy enables them, and
 * then turns every subrequest (each D1 or KV call is one) into four events that it buffers until a
 * DevTools window attaches and writes to its debug log (.wrangler/logs) through the wrangler process.
 * Measured on the signed-in home page (one D1 read), that cost ~3 ms of machine CPU per request and
 * capped the page at ~235 req/s locally; a deployed Worker has no such cost. Returns whether it did.
 */
export async function stopNetworkEvents(inspectorPort, env = process.env) {
  if (env[KEEP_NETWORK_EVENTS] === "1") return false;
  const inspector = await openInspector(inspectorPort);
  try {
    await inspector.send("Network.disable");
    return true;
  } finally {
    inspector.close();
  }
}
