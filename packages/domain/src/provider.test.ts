import { describe, expect, it } from "vitest";
import { providerSearchQuerySchema } from "./provider";
import { distanceKm, isInNetwork, providerSearchText } from "./provider-rules";

describe("providerSearchText", () => {
  it("reads accents, case and punctuation alike", () => {
    expect(providerSearchText("Clínica Dávila")).toBe("clinica davila");
    expect(providerSearchText("  CLÍNICA   dávila, Ñuñoa ")).toBe("clinica davila nunoa");
    expect(providerSearchText("Hospital São Paulo-Sul")).toBe("hospital sao paulo sul");
  });
});

describe("isInNetwork", () => {
  it("counts the preferred network and free choice, never an exclusion", () => {
    expect(isInNetwork("preferente")).toBe(true);
    expect(isInNetwork("libre_eleccion")).toBe(true);
    expect(isInNetwork("excluido")).toBe(false);
  });
});

describe("providerSearchQuerySchema", () => {
  it("drops empty words and bounds their length with a Spanish message", () => {
    expect(providerSearchQuerySchema.parse({ q: "  ", regionNumero: "13" })).toEqual({
      q: undefined,
      ciudad: undefined,
      especialidad: undefined,
      regionNumero: 13,
    });
    const long = providerSearchQuerySchema.safeParse({ q: "a".repeat(81) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("La búsqueda: como máximo 80 caracteres");
    expect(providerSearchQuerySchema.safeParse({ regionNumero: "17" }).success).toBe(false);
  });
});

describe("distanceKm", () => {
  it("measures Santiago to Temuco as about 615 km and a place to itself as 0", () => {
    const santiago = { latitude: -33.4489, longitude: -70.6693 };
    const temuco = { latitude: -38.7359, longitude: -72.5904 };
    expect(distanceKm(santiago, temuco)).toBeGreaterThan(600);
    expect(distanceKm(santiago, temuco)).toBeLessThan(630);
    expect(distanceKm(santiago, santiago)).toBe(0);
  });
});
