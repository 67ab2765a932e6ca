import { describe, expect, it } from "vitest";
import { UNSHOWN_FIELD_KEY, unshownFieldFormErrors } from "./form-reply.server";

describe("unshownFieldFormErrors (a refusal of a field the page shows no error next to)", () => {
  const shown = ["name", "tags"];

  it("says nothing when every refused field shows its own error, or the page did not list its fields", () => {
    expect(unshownFieldFormErrors({ name: ["errors.required"], "tags[0]": ["errors.tagEmpty"] }, shown)).toBe(
      undefined,
    );
    expect(unshownFieldFormErrors({ isPublic: ["Must be true or false."] }, undefined)).toBe(undefined);
    expect(unshownFieldFormErrors(null, shown)).toBe(undefined);
  });

  it("adds the form error for a hidden field, an intent or a checkbox, even beside a shown one", () => {
    expect(unshownFieldFormErrors({ isPublic: ["Must be true or false."] }, shown)).toEqual([
      UNSHOWN_FIELD_KEY,
    ]);
    expect(unshownFieldFormErrors({ name: ["errors.required"], intent: ["x"] }, shown)).toEqual([
      "errors.badFormValue",
    ]);
    expect(unshownFieldFormErrors({ "attributes.0.key": ["x"] }, [])).toEqual(["errors.badFormValue"]);
  });

  it("uses the refusal's own reason when it names one (a service's rule), not the parse's", () => {
    expect(unshownFieldFormErrors({ datasetId: ["errors.otherDataset"] }, ["guess"], "otherDataset")).toEqual(
      ["errors.otherDataset"],
    );
    expect(unshownFieldFormErrors({ versionId: ["errors.invalidId"] }, ["guess"], "invalidInput")).toEqual([
      "errors.badFormValue",
    ]);
  });
});
