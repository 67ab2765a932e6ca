import { exports } from "cloudflare:workers";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

export type Envelope<T = Record<string, unknown>> = {
  code: number;
  message: string;
  data: T;
  details: unknown;
};

/** Calls the real Worker with JSON and an optional bearer token. */
export async function api<T = Record<string, unknown>>(
  path: string,
  {
    token,
    method = "GET",
    body,
    headers = {},
  }: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (token) (init.headers as Record<string, string>).Authorization = `Bearer ${token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  }
  const response = await worker.fetch(`http://localhost${path}`, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Envelope<T> };
}

export async function raw(path: string, init: RequestInit = {}): Promise<Response> {
  return worker.fetch(`http://localhost${path}`, init);
}

export const elementsPayload = (count: number) => ({
  changelog: "first",
  attribute_types: [
    { key: "mass", label: { "zh-CN": "质量", "en-US": "Mass" }, type: "number", unit: "u" },
    {
      key: "phase",
      label: { "zh-CN": "状态", "en-US": "Phase" },
      type: "ordinal",
      order: ["solid", "liquid", "gas"],
    },
    { key: "discovered", label: { "en-US": "Discovered" }, type: "date" },
  ],
  entries: Array.from({ length: count }, (_, i) => ({
    name: `Element ${i + 1}`,
    aliases: [`yuansu${i + 1}`],
    labels: { "zh-CN": `元素${i + 1}`, "en-US": `Element ${i + 1}` },
    attributes: {
      mass: i + 1.5,
      phase: ["solid", "liquid", "gas"][i % 3],
      discovered: String(1700 + (i % 300)),
    },
  })),
});
