// Self and inclusive time per function of a V8 CPU profile (a function counted once per stack).

const label = ({ callFrame }) => {
  const file = callFrame.url.split("/").slice(-2).join("/");
  return `${callFrame.functionName || "(anonymous)"} ${file}:${callFrame.lineNumber + 1}`;
};

/** `perRequest`: divide the times by this many requests (default 1: totals). */
export function summarizeProfile(profile, limit, perRequest = 1) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Each sample stands for the time since the previous one; the sampler pauses while the isolate
  // waits, so a long gap is capped at 4 intervals rather than counted as work.
  const deltas = profile.timeDeltas.filter((delta) => delta > 0).sort((a, b) => a - b);
  const interval = deltas[Math.floor(deltas.length / 2)] ?? 1000;
  const hits = new Map();
  profile.samples.forEach((id, i) => {
    hits.set(id, (hits.get(id) ?? 0) + Math.min(Math.max(profile.timeDeltas[i] ?? 0, 0), interval * 4));
  });
  const msPerSample = 1 / 1000;
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
        .map(
          ([name, count]) =>
            `${((count * msPerSample) / perRequest).toFixed(perRequest > 1 ? 3 : 0).padStart(7)}  ${name}`,
        ),
    ].join("\n");
  return `${table("self", self)}\n\n${table("inclusive", total)}`;
}
