/** spec §8: the client's own failure messages (no server answer to word them). */
export const ERROR_MESSAGES = {
  invalidJson: "Invalid JSON response",
  timeout: "Request timeout",
  network: "Network error",
  refreshFailed: "Failed to refresh token before request",
} as const;

/** spec §8: every failed call surfaces as one error type carrying message, code and details. */
export class ApiError extends Error {
  /** The server's code when it sent one, else the HTTP status; a string for client-side failures. */
  readonly code: number | string;
  readonly status: number;
  readonly details: unknown;

  constructor(message: string, code: number | string, details: unknown = null, status = 0) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.details = details;
    this.status = status;
  }
}

export const UNKNOWN_ERROR_MESSAGE = "Unknown error occurred";

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function readField(value: object, key: string): unknown {
  return (value as Record<string, unknown>)[key];
}

/** Rewraps whatever a service call threw as an ApiError; anything without a message is unknown. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error !== null && typeof error === "object") {
    const message = readField(error, "message");
    if (typeof message === "string" && message !== "") {
      const code = readField(error, "code");
      const status = readField(error, "status");
      return new ApiError(
        message,
        typeof code === "number" || typeof code === "string" ? code : "UNKNOWN",
        readField(error, "details") ?? null,
        typeof status === "number" ? status : 0,
      );
    }
  }
  return new ApiError(UNKNOWN_ERROR_MESSAGE, "UNKNOWN");
}
