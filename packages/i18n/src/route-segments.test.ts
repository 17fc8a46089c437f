import { describe, expect, it } from "vitest";
import { canonicalSegment, translatedSegment } from "./route-segments";

describe("translated route segments", () => {
  it("leave Spanish untouched", () => {
    expect(translatedSegment("Comparar", "es")).toBe("Comparar");
    expect(canonicalSegment("Comparar", "es")).toBe("Comparar");
  });

  it("translate known segments both ways, case-insensitively on the way in", () => {
    expect(translatedSegment("Comparar", "en")).toBe("Compare");
    expect(canonicalSegment("compare", "en")).toBe("Comparar");
    expect(translatedSegment("contacto", "pt")).toBe("contato");
    expect(canonicalSegment("contato", "pt")).toBe("contacto");
  });

  it("translate the privacy page, where the visitor sees, exports or deletes their data", () => {
    expect(translatedSegment("mis-datos", "en")).toBe("my-data");
    expect(translatedSegment("mis-datos", "pt")).toBe("meus-dados");
    expect(canonicalSegment("my-data", "en")).toBe("mis-datos");
    expect(canonicalSegment("meus-dados", "pt")).toBe("mis-datos");
  });

  it("pass unknown segments (product urls) through", () => {
    expect(translatedSegment("plan-oro-familiar", "en")).toBe("plan-oro-familiar");
    expect(canonicalSegment("plan-oro-familiar", "en")).toBe("plan-oro-familiar");
  });
});
