// Cron expressions as Cloudflare runs them (five fields, UTC): which minutes fire, and the schedule
// wrangler.toml declares. Used by scripts/dev-server.mjs to run the triggers under `npm start`.
import { readFileSync } from "node:fs";

const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 6 },
];
const NAMES = {
  3: ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"],
  4: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"],
};

function value(text, index) {
  const named = NAMES[index]?.indexOf(text.toLowerCase());
  if (named !== undefined && named >= 0) return named + (index === 3 ? 1 : 0);
  if (!/^\d+$/.test(text)) throw new Error(`not a number: ${text}`);
  const number = Number(text);
  return index === 4 && number === 7 ? 0 : number;
}

function parseField(text, index) {
  const { min, max, name } = FIELDS[index];
  const allowed = new Set();
  for (const part of text.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new Error(`bad step in ${name}: ${part}`);
    let [from, to] = [min, max];
    if (range !== "*") {
      const [a, b] = range.split("-");
      from = value(a, index);
      to = b === undefined ? (stepText === undefined ? from : max) : value(b, index);
    }
    if (from < min || to > max || from > to) throw new Error(`out of range in ${name}: ${part}`);
    for (let v = from; v <= to; v += step) allowed.add(v);
  }
  return { allowed, any: text === "*" };
}

/** Parses "m h dom mon dow"; throws on anything else. */
export function parseCron(expression) {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`a cron expression has 5 fields: "${expression}"`);
  return parts.map(parseField);
}

/** Whether the expression fires at this minute (UTC). Day of month and week: either, if both set. */
export function cronMatches(expression, date) {
  const [minute, hour, dom, month, dow] = parseCron(expression);
  if (!minute.allowed.has(date.getUTCMinutes()) || !hour.allowed.has(date.getUTCHours())) return false;
  if (!month.allowed.has(date.getUTCMonth() + 1)) return false;
  const domOk = dom.allowed.has(date.getUTCDate());
  const dowOk = dow.allowed.has(date.getUTCDay());
  if (dom.any || dow.any) return domOk && dowOk;
  return domOk || dowOk;
}

/** The first minute strictly after `from` at which the expression fires (within a year). */
export function nextRun(expression, from) {
  parseCron(expression);
  const at = new Date(from);
  at.setUTCSeconds(0, 0);
  for (let i = 0; i < 366 * 24 * 60; i++) {
    at.setUTCMinutes(at.getUTCMinutes() + 1);
    if (cronMatches(expression, at)) return new Date(at);
  }
  return null;
}

/** `[triggers] crons = [...]` from a wrangler.toml. */
export function cronsOf(configPath) {
  const text = readFileSync(configPath, "utf8");
  const block = /^\[triggers\][^[]*?^crons\s*=\s*\[([^\]]*)\]/ms.exec(text);
  if (!block) return [];
  return [...block[1].matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}
