// The Chrome DevTools protocol on `wrangler dev --inspector-port`: send a method, await its result.
import WebSocket from "ws";

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
        pending.set(id, (message) =>
          message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result),
        );
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    close: () => socket.close(),
  };
}
