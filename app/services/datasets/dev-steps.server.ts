import { isDomainError } from "~/utils/domain-error";
import { snakeKeys } from "~/utils/key-case";

/** One step of a developer test page: the API call it stands for and the envelope it answered. */
export type DevStep = {
  key: string;
  request: { method: string; path: string; body?: unknown };
  response: { status: number; body: unknown };
};

/**
 * Runs a service call and records it as its `/api/v1` request and response (snake_case envelope),
 * so the page shows exactly what an API client would see. Returns null when the step failed.
 */
export async function recordStep<T>(
  steps: DevStep[],
  key: string,
  request: DevStep["request"],
  run: () => Promise<T>,
  status = 200,
): Promise<T | null> {
  try {
    const data = await run();
    steps.push({
      key,
      request,
      response: { status, body: { code: 0, message: "ok", data: snakeKeys(data) } },
    });
    return data;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    steps.push({
      key,
      request,
      response: {
        status: error.status,
        body: { code: error.status, message: error.message, details: snakeKeys(error.details) },
      },
    });
    return null;
  }
}
