import { describe, expect, it } from "vitest";
import {
  hasProviderSearch,
  toProviderQuery,
  validateProviderSearch,
} from "./provider-search-params";

describe("validateProviderSearch", () => {
  it("keeps the words, the city and a known specialty, trimmed", () => {
    expect(
      validateProviderSearch({
        buscar: "  clinica alemna ",
        ciudad: "Temuco",
        especialidad: "pediatria",
      }),
    ).toEqual({ buscar: "clinica alemna", ciudad: "Temuco", especialidad: "Pediatría" });
  });

  it("drops what is empty, unknown or not text, and cuts words at 80 characters", () => {
    expect(validateProviderSearch({ buscar: " ", especialidad: "Astrología", ciudad: {} })).toEqual(
      {},
    );
    expect(validateProviderSearch({ buscar: "a".repeat(200) }).buscar).toHaveLength(80);
  });
});

describe("hasProviderSearch and toProviderQuery", () => {
  it("searches when any field is set, and names the API's parameters", () => {
    expect(hasProviderSearch({})).toBe(false);
    expect(hasProviderSearch({ ciudad: "Lima" })).toBe(true);
    expect(toProviderQuery({ buscar: "davila", especialidad: "Urgencias" })).toEqual({
      q: "davila",
      ciudad: undefined,
      especialidad: "Urgencias",
    });
  });
});
