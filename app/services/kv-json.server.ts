/**
 * A KV value read as JSON and checked by `parse`, where the parsing happens once per distinct stored
 * text in this isolate: a published board or stats record is read on every page view but changes
 * once per cron tick, and JSON.parse plus its zod check were a tenth of a millisecond or more of
 * Worker CPU per value and view. The text is still read from KV on every call, so a new value is
 * seen at once. Callers must not mutate what they get (it is shared by later requests).
 */
const MAX_KEYS = 200;
const parsedByKey = new Map<string, { text: string; value: unknown }>();

export async function readKvJson<T>(kv: KVNamespace, key: string, parse: (json: unknown) => T): Promise<T> {
  const text = await kv.get(key, "text");
  if (text === null) return parse(null);
  const memo = parsedByKey.get(key);
  if (memo && memo.text === text) return memo.value as T;
  const value = parse(JSON.parse(text));
  parsedByKey.delete(key);
  parsedByKey.set(key, { text, value });
  if (parsedByKey.size > MAX_KEYS) {
    const oldest = parsedByKey.keys().next().value;
    if (oldest !== undefined) parsedByKey.delete(oldest);
  }
  return value;
}
