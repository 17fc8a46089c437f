import { describe, expect, it } from "vitest";
import { formatDataDate } from "./data-date";

describe("formatDataDate", () => {
  it("writes the day in the locale's long form", () => {
    expect(formatDataDate("2026-11-24T15:30:00.000Z", "es-CO")).toBe("24 de noviembre de 2026");
    expect(formatDataDate(new Date("2026-03-02T10:00:00Z"), "en-US")).toBe("March 2, 2026");
  });

  it("reads the day in UTC, so the server and the browser write the same day", () => {
    expect(formatDataDate("2026-11-24T23:59:00.000-05:00", "es-CL")).toBe(
      "25 de noviembre de 2026",
    );
    expect(formatDataDate("2026-11-24T00:10:00.000Z", "es-CL")).toBe("24 de noviembre de 2026");
  });

  it("gives nothing for a missing or unreadable date", () => {
    expect(formatDataDate(null, "es-CO")).toBeNull();
    expect(formatDataDate(undefined, "es-CO")).toBeNull();
    expect(formatDataDate("", "es-CO")).toBeNull();
    expect(formatDataDate("ayer", "es-CO")).toBeNull();
  });

  it("falls back to Spanish for a locale Intl refuses", () => {
    expect(formatDataDate("2026-11-24T12:00:00Z", "not a locale!")).toBe("24 de noviembre de 2026");
  });
});
