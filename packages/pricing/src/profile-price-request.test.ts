import type { ProfilePrice } from "@qs/domain/profile-price";
import { describe, expect, it } from "vitest";
import {
  buildProfilePriceRequest,
  calculatePricePath,
  summarizeProfilePrice,
} from "./profile-price-request";

const entered = {
  ingresodatos: true,
  cotizante: [{ sexo: "Femenino" as const, edad: 34 }],
  cargas: [{ edad: 3 }],
};

describe("buildProfilePriceRequest", () => {
  it("with entered data posts the profile and productType to /api/insurance/{id}/calculatePrice", () => {
    const request = buildProfilePriceRequest({
      insuranceId: 52,
      profile: entered,
      productType: "SEGURO_MASCOTAS",
      comparator: "Comparar",
    });
    expect(request).toEqual({
      method: "POST",
      path: "/api/insurance/52/calculatePrice",
      body: { profile: entered, productType: "SEGURO_MASCOTAS" },
    });
  });

  it("adds the upper type to the body when given", () => {
    const request = buildProfilePriceRequest({
      insuranceId: 52,
      profile: entered,
      upperType: "SALUD",
    });
    expect(request.method === "POST" && request.body).toEqual({
      profile: entered,
      upperType: "SALUD",
    });
  });

  it("without entered data uses the GET variant with productType and comparator", () => {
    for (const profile of [null, undefined, { ingresodatos: false, cotizante: [{ edad: 40 }] }]) {
      const request = buildProfilePriceRequest({
        insuranceId: "7",
        profile,
        productType: "SEGURO COLECTIVO",
        comparator: "Comparar/Empresas",
      });
      expect(request).toEqual({
        method: "GET",
        path: "/api/insurance/7/calculatePrice",
        query: { productType: "SEGURO COLECTIVO", comparator: "Comparar/Empresas" },
        search: "?productType=SEGURO%20COLECTIVO&comparator=Comparar%2FEmpresas",
        reason: "no-data",
      });
    }
  });

  it("leaves empty parameters out of the query", () => {
    const request = buildProfilePriceRequest({
      insuranceId: 7,
      profile: null,
      productType: " ",
    });
    expect(request).toMatchObject({ method: "GET", query: {}, search: "" });
  });

  it("does not send a profile that fails the contract, and uses the GET variant", () => {
    const request = buildProfilePriceRequest({
      insuranceId: 7,
      profile: { ingresodatos: true, cotizante: [{ edad: -4 }] },
      productType: "SALUD",
    });
    expect(request).toMatchObject({ method: "GET", reason: "invalid-profile" });
  });

  it("refuses an insurance id that is not a positive whole number", () => {
    expect(calculatePricePath(" 12 ")).toBe("/api/insurance/12/calculatePrice");
    for (const id of [0, -1, 1.5, "abc", "../x"]) {
      expect(() => calculatePricePath(id)).toThrow(RangeError);
    }
  });
});

describe("summarizeProfilePrice", () => {
  const answer: ProfilePrice = {
    total: { profilesWithPrice: 2, profilesEvaluated: 3, arePricesDefined: false, minPrice: 4.1 },
    conversion: { from: { value: 4.1, code: "UF" }, to: { value: 160780, code: "CLP" } },
    profiles: [
      { method: "PriceTable", profile: 0, person: { sexo: "Masculino", edad: 40 }, price: 2.5 },
      { method: "PriceNotFound", profile: 1, person: { sexo: "Femenino", edad: 81 }, price: null },
      { method: "PriceTable", profile: 2, person: { edad: 5 }, price: 1.6 },
    ],
  };

  it("counts profiles with a price against profiles evaluated", () => {
    expect(summarizeProfilePrice(answer)).toMatchObject({
      profilesWithPrice: 2,
      profilesEvaluated: 3,
      complete: false,
      minPrice: 4.1,
      converted: { value: 160780, code: "CLP" },
    });
  });

  it("names the persons whose method is PriceNotFound", () => {
    const summary = summarizeProfilePrice(answer);
    expect(summary.notFound.map((entry) => [entry.profile, entry.person?.edad])).toEqual([[1, 81]]);
    expect(summary.priced.map((entry) => entry.profile)).toEqual([0, 2]);
  });

  it("is complete when every evaluated person has a price", () => {
    const summary = summarizeProfilePrice({
      total: {
        profilesWithPrice: 1,
        profilesEvaluated: 1,
        arePricesDefined: true,
        minPrice: 30000,
      },
      profiles: [{ method: "PriceTable", profile: 0, price: 30000 }],
    });
    expect(summary).toMatchObject({ complete: true, notFound: [], converted: null });
  });

  it("is not complete when nothing was evaluated", () => {
    const summary = summarizeProfilePrice({
      total: { profilesWithPrice: 0, profilesEvaluated: 0, arePricesDefined: true },
      profiles: [],
    });
    expect(summary).toMatchObject({ complete: false, minPrice: null });
  });
});
