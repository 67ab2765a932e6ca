/** A SQL literal for seed statements: strings quoted with '' escaping, null as NULL. */
export function sqlLiteral(value: string | number | boolean | null): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** A JSON value stored as a TEXT literal. */
export function sqlJson(value: unknown): string {
  return sqlLiteral(JSON.stringify(value));
}
