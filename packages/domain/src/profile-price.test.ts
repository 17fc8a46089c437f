import { describe, expect, it } from "vitest";
import { calculatePriceRequestSchema, profilePriceSchema } from "./profile-price";

const price = {
  total: { profilesWithPrice: 1, profilesEvaluated: 2, arePricesDefined: false, minPrice: 2.35 },
  conversion: { to: { value: 92154, code: "CLP" } },
  profiles: [
    { method: "AgeTable", profile: 0, person: { sexo: "Femenino", edad: 34 }, price: 2.35 },
    { method: "PriceNotFound", profile: 1, person: { sexo: "Masculino", edad: 81 }, price: null },
  ],
};

describe("profilePriceSchema", () => {
  it("accepts an answer without conversion or profiles", () => {
    const parsed = profilePriceSchema.parse({ total: price.total, currency: "UF" });
    expect(parsed.profiles).toEqual([]);
    expect(parsed).toMatchObject({ currency: "UF" });
  });

  it("refuses a total without arePricesDefined", () => {
    const result = profilePriceSchema.safeParse({
      total: { profilesWithPrice: 0, profilesEvaluated: 0 },
    });
    expect(result.error?.issues[0]?.path).toEqual(["total", "arePricesDefined"]);
  });

  it("refuses an entry without its profile number", () => {
    const result = profilePriceSchema.safeParse({
      ...price,
      profiles: [{ method: "PriceNotFound" }],
    });
    expect(result.error?.issues[0]?.path).toEqual(["profiles", 0, "profile"]);
  });
});

describe("calculatePriceRequestSchema", () => {
  it("parses a profile with its product type", () => {
    const parsed = calculatePriceRequestSchema.parse({
      profile: { ingresodatos: true, cotizante: [{ sexo: "Masculino", edad: "30" }] },
      productType: "SEGURO COLECTIVO",
      upperType: "SALUD",
    });
    expect(parsed.profile.cotizante?.[0]?.edad).toBe(30);
  });
});
