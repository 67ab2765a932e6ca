export type DomainErrorCode =
  | "INVALID"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_LARGE"
  | "RATE_LIMITED";

export const statusOfCode: Record<DomainErrorCode, number> = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
};

/** A rule of the domain said no. Services throw it; the API and form adapters translate it. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly details: unknown;
  /** Seconds to wait, for RATE_LIMITED. */
  readonly retryAfter?: number;
  /**
   * Which rule said no, machine-readable and stable (`alreadyGuessed`, `takenUsername`...): pages
   * turn it into a translation key (`errors.<reason>`), so no code ever matches message text.
   */
  reason: string | null = null;

  constructor(code: DomainErrorCode, message: string, details: unknown = null, retryAfter?: number) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
  }

  /** Names the rule: `throw new DomainError("CONFLICT", "Entry already guessed").because("alreadyGuessed")`. */
  because(reason: string): this {
    this.reason = reason;
    return this;
  }

  get status(): number {
    return statusOfCode[this.code];
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
