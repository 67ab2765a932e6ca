import { describe, expect, it } from "vitest";
import { timeZoneOptionsHtml } from "./time-zone-options";

describe("timeZoneOptionsHtml", () => {
  const zones = "Asia/Tokyo\nEurope/Paris\nUTC";

  it("lists the default option, then every zone, with only the chosen one selected", () => {
    const html = timeZoneOptionsHtml(zones, "Browser default", "Europe/Paris");
    expect(html).toBe(
      '<option value="">Browser default</option>' +
        '<option value="Asia/Tokyo">Asia/Tokyo</option>' +
        '<option value="Europe/Paris" selected="">Europe/Paris</option>' +
        '<option value="UTC">UTC</option>',
    );
  });

  it("selects the default option when no zone is chosen, and nothing for an unknown zone", () => {
    expect(timeZoneOptionsHtml(zones, "默认", "")).toContain('<option value="" selected="">默认</option>');
    expect(timeZoneOptionsHtml(zones, "默认", "Mars/Olympus")).not.toContain("selected");
  });

  it("escapes the label and the zones", () => {
    const html = timeZoneOptionsHtml('A&B/"C"', "<b>default</b>", 'A&B/"C"');
    expect(html).toBe(
      '<option value="">&lt;b&gt;default&lt;/b&gt;</option>' +
        '<option value="A&amp;B/&quot;C&quot;" selected="">A&amp;B/&quot;C&quot;</option>',
    );
  });
});
