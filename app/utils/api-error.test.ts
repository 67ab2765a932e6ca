import { describe, expect, it } from "vitest";
import { ApiError, toApiError } from "~/utils/api-error";

describe("toApiError", () => {
  it("keeps an ApiError as it is", () => {
    const error = new ApiError("Nope", 404, null, 404);
    expect(toApiError(error)).toBe(error);
  });

  it("rewraps a service error with its message, code and details", () => {
    const error = toApiError({ message: "Conflict", code: 409, details: { field: "name" } });
    expect(error).toMatchObject({ message: "Conflict", code: 409, details: { field: "name" } });
  });

  it("keeps the message of a plain Error", () => {
    expect(toApiError(new Error("boom")).message).toBe("boom");
  });

  it("reads 'Unknown error occurred' for anything else", () => {
    for (const unknown of [undefined, null, "text", 42, {}, { message: "" }]) {
      expect(toApiError(unknown).message).toBe("Unknown error occurred");
    }
  });
});
