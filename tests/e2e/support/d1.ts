import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { stateDir } from "./env";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../../", import.meta.url));

type StatementResult<Row> = { results: Row[]; success: boolean };

/**
 * Runs SQL against the e2e worker's local D1 (same `--persist-to` folder) and returns the rows of
 * the last statement. Slow (~2 s, it starts wrangler): seed what a whole file needs in one call.
 * Values must be inlined: quote them with `sql`.
 */
export async function queryD1<Row = Record<string, unknown>>(statement: string): Promise<Row[]> {
  const args = ["scripts/wrangler.mjs", "d1", "execute", "DB", "--local", "--persist-to", stateDir];
  const { stdout } = await run("node", [...args, "--json", "--command", statement], {
    cwd: root,
    maxBuffer: 32 * 1024 * 1024,
  });
  // wrangler may print a notice before the JSON array.
  const results = JSON.parse(stdout.slice(stdout.indexOf("["))) as StatementResult<Row>[];
  return results.at(-1)?.results ?? [];
}

/** A SQL literal: numbers and booleans as is, null as NULL, strings quoted with '' escaping. */
export function sqlValue(value: string | number | boolean | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${value.replaceAll("'", "''")}'`;
}

/** Tagged template that inlines each value with `sqlValue`: sql`SELECT * FROM users WHERE id = ${id}`. */
export function sql(parts: TemplateStringsArray, ...values: (string | number | boolean | null)[]): string {
  return parts.reduce((text, part, i) => text + part + (i < values.length ? sqlValue(values[i]) : ""), "");
}
