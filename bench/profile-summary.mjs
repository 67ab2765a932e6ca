// Self and inclusive time per function of a V8 CPU profile (a function counted once per stack).

const label = ({ callFrame }) => {
  const file = callFrame.url.split("/").slice(-2).join("/");
  return `${callFrame.functionName || "(anonymous)"} ${file}:${callFrame.lineNumber + 1}`;
};

export function summarizeProfile(profile, limit) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const hits = new Map();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  const self = new Map();
  const total = new Map();
  for (const [id, count] of hits) {
    const own = label(nodes.get(id));
    self.set(own, (self.get(own) ?? 0) + count);
    const counted = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = label(nodes.get(at));
      if (counted.has(name)) continue;
      counted.add(name);
      total.set(name, (total.get(name) ?? 0) + count);
    }
  }
  const table = (title, map) =>
    [
      `${title} (ms):`,
      ...[...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, limit)
        .map(([name, count]) => `${(count * msPerSample).toFixed(0).padStart(7)}  ${name}`),
    ].join("\n");
  return `${table("self", self)}\n\n${table("inclusive", total)}`;
}
