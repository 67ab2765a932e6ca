import { E2E_D1_PATH } from "./d1-route";
import { baseUrl } from "./env";

/**
 * Runs one SQL statement on the e2e worker's own D1 binding (the test-only route of
 * tests/e2e/support/e2e-worker.ts) and returns its rows. Values must be inlined: quote them with `sql`.
 */
export async function queryD1<Row = Record<string, unknown>>(statement: string): Promise<Row[]> {
  const response = await fetch(`${baseUrl}${E2E_D1_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sql: statement }),
  });
  const body = (await response.json()) as { results?: Row[]; error?: string };
  if (!response.ok || !body.results) {
    throw new Error(`queryD1 ${response.status}: ${body.error ?? "no results"}\n${statement}`);
  }
  return body.results;
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
