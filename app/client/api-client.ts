import { ApiError, ERROR_MESSAGES } from "~/utils/api-error";
import { camelKeys, snakeKeys } from "~/utils/key-case";

/** spec §9: request timeout. */
export const API_TIMEOUT_MS = 30_000;

/** What the accounts feature plugs in; the client only knows when to call it. */
export type ApiAuthHooks = {
  getToken(): string | null;
  /** Refreshes a token about to expire; a rejection aborts the request (spec §5). */
  beforeAuthenticatedRequest(): Promise<void>;
  /** A 401 on an authenticated request (spec §6: clears auth). */
  onUnauthorized(): void;
};

export type ApiClientConfig = {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  auth?: ApiAuthHooks;
};

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type ApiRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** camelCase keys, sent snake_case; arrays are comma-joined; null/undefined are left out. */
  query?: Record<string, QueryValue>;
  /** A plain value is sent as snake_case JSON; FormData, Blob and URLSearchParams go as they are. */
  body?: unknown;
  headers?: HeadersInit;
  /** `false` for register, login and refresh: no bearer token, no refresh, no 401 hook. */
  auth?: boolean;
  signal?: AbortSignal;
  keepalive?: boolean;
};

export type ApiClient = {
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  delete<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  /** A file; a failure reads `HTTP ${status}: ${statusText}`. */
  download(path: string, options?: ApiRequestOptions): Promise<Blob>;
  /** Installs (or removes) the auth hooks after creation. */
  setAuth(auth: ApiAuthHooks | undefined): void;
};

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === "string"
  );
}

export function buildUrl(baseUrl: string, path: string, query?: ApiRequestOptions["query"]): string {
  const base = /^https?:\/\//.test(path) ? "" : baseUrl.replace(/\/+$/, "");
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(snakeKeys<Record<string, QueryValue>>(query ?? {}))) {
    if (value === null || value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? (path.includes("?") ? "&" : "?") + search : ""}`;
}

function isEnvelope(value: unknown): value is { code: unknown; message: unknown; data: unknown } {
  return value !== null && typeof value === "object" && "code" in value && "data" in value;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function httpError(response: Response, text: string): ApiError {
  const parsed = text ? parseJson(text) : { ok: false as const };
  const body = parsed.ok && parsed.value !== null && typeof parsed.value === "object" ? parsed.value : {};
  const { message, code, details } = body as Record<string, unknown>;
  return new ApiError(
    typeof message === "string" && message !== ""
      ? message
      : `HTTP ${response.status}: ${response.statusText}`,
    typeof code === "number" || typeof code === "string" ? code : response.status,
    camelKeys(details ?? null),
    response.status,
  );
}

function readData(response: Response, text: string): unknown {
  if (text.trim() === "") return undefined;
  const parsed = parseJson(text);
  if (!parsed.ok) throw new ApiError(ERROR_MESSAGES.invalidJson, "INVALID_JSON", null, response.status);
  return camelKeys(isEnvelope(parsed.value) ? parsed.value.data : parsed.value);
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const timeoutMs = config.timeoutMs ?? API_TIMEOUT_MS;
  const fetchImpl = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let auth = config.auth;

  /** Runs one call (fetch and body read) under the timeout; maps transport failures to spec §8 errors. */
  async function call<T>(
    path: string,
    options: ApiRequestOptions,
    accept: string,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const authenticated = options.auth !== false && auth !== undefined;
    const headers = new Headers(options.headers);
    headers.set("Accept", accept);
    if (authenticated && auth) {
      try {
        await auth.beforeAuthenticatedRequest();
      } catch {
        throw new ApiError(ERROR_MESSAGES.refreshFailed, "TOKEN_REFRESH_FAILED");
      }
      const token = auth.getToken();
      if (token) headers.set("Authorization", `Bearer ${token}`);
    }
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) body = options.body;
      else {
        body = JSON.stringify(snakeKeys(options.body));
        headers.set("Content-Type", "application/json");
      }
    }

    const controller = new AbortController();
    const outer = options.signal;
    const forwardAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener("abort", forwardAbort, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ApiError(ERROR_MESSAGES.timeout, "TIMEOUT"));
      }, timeoutMs);
    });
    const run = async () => {
      let response: Response;
      try {
        response = await fetchImpl(buildUrl(config.baseUrl, path, options.query), {
          method: options.method ?? "GET",
          headers,
          body,
          credentials: "include",
          signal: controller.signal,
          keepalive: options.keepalive,
        });
      } catch (error) {
        if (outer?.aborted) throw error;
        throw new ApiError(ERROR_MESSAGES.network, "NETWORK_ERROR");
      }
      if (response.status === 401 && authenticated) auth?.onUnauthorized();
      return read(response);
    };
    try {
      return await Promise.race([run(), timeout]);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener("abort", forwardAbort);
    }
  }

  const request = <T>(path: string, options: ApiRequestOptions = {}) =>
    call(path, options, "application/json", async (response) => {
      const text = await response.text();
      if (!response.ok) throw httpError(response, text);
      return readData(response, text) as T;
    });

  const withBody =
    (method: "POST" | "PUT" | "PATCH") =>
    <T>(path: string, body?: unknown, options: ApiRequestOptions = {}) =>
      request<T>(path, { ...options, method, body });

  return {
    request,
    get: (path, options = {}) => request(path, { ...options, method: "GET" }),
    post: withBody("POST"),
    put: withBody("PUT"),
    patch: withBody("PATCH"),
    delete: (path, options = {}) => request(path, { ...options, method: "DELETE" }),
    download: (path, options = {}) =>
      call(path, options, "*/*", async (response) => {
        if (!response.ok) {
          throw new ApiError(
            `HTTP ${response.status}: ${response.statusText}`,
            response.status,
            null,
            response.status,
          );
        }
        return response.blob();
      }),
    setAuth(next) {
      auth = next;
    },
  };
}

const configuredBaseUrl: unknown = import.meta.env.VITE_API_BASE_URL;

/** The browser's shared client: same origin unless the build sets VITE_API_BASE_URL. */
export const apiClient = createApiClient({
  baseUrl: typeof configuredBaseUrl === "string" ? configuredBaseUrl : "",
});
