import { describe, expect, it } from "vitest";
import { profilePriceSchema } from "./profile-price";
import { yearlyCostReferenceSchema, yearlyCostSchema } from "./yearly-cost";

const yearly = {
  currency: "COP",
  monthlyPremium: 100,
  premiums: 1200,
  outOfPocket: 300,
  total: 1500,
  lines: [
    {
      service: "consultation",
      expectedUses: 3,
      unitCost: 100,
      coveredShare: null,
      copay: null,
      capped: false,
      outOfPocket: 300,
      basis: "noData",
    },
  ],
  assumptions: {
    version: "2026-11",
    bands: [
      {
        ageMin: 18,
        ageMax: 39,
        consultations: 3,
        exams: 3,
        hospitalisationProbability: 0.06,
        persons: 1,
      },
    ],
    unitCosts: { consultation: 100, exam: 50, hospitalisation: 10_000 },
    ufValue: null,
  },
};

const total = { profilesWithPrice: 1, profilesEvaluated: 1, arePricesDefined: true, minPrice: 100 };

describe("the yearly cost in the price answer", () => {
  it("is optional, may be null, and parses when present", () => {
    expect(profilePriceSchema.parse({ total }).yearlyCost).toBeUndefined();
    expect(profilePriceSchema.parse({ total, yearlyCost: null }).yearlyCost).toBeNull();
    expect(profilePriceSchema.parse({ total, yearlyCost: yearly }).yearlyCost).toEqual(yearly);
  });

  it("refuses a share outside 0-1, an unknown kind of care or a negative amount", () => {
    const line = yearly.lines[0];
    expect(() =>
      yearlyCostSchema.parse({ ...yearly, lines: [{ ...line, coveredShare: 1.5 }] }),
    ).toThrow();
    expect(() =>
      yearlyCostSchema.parse({ ...yearly, lines: [{ ...line, service: "dental" }] }),
    ).toThrow();
    expect(() => yearlyCostSchema.parse({ ...yearly, outOfPocket: -1 })).toThrow();
  });

  it("holds reference data to whole counts of care and a probability", () => {
    const band = {
      ageMin: 0,
      ageMax: 17,
      consultations: 2,
      exams: 1,
      hospitalisationProbability: 0.1,
    };
    const costs = { COP: { consultation: 1, exam: 1, hospitalisation: 1 } };
    expect(() =>
      yearlyCostReferenceSchema.parse({ version: "x", bands: [band], unitCosts: costs }),
    ).not.toThrow();
    expect(() =>
      yearlyCostReferenceSchema.parse({
        version: "x",
        bands: [{ ...band, consultations: 2.5 }],
        unitCosts: costs,
      }),
    ).toThrow();
    expect(() =>
      yearlyCostReferenceSchema.parse({
        version: "x",
        bands: [{ ...band, hospitalisationProbability: 2 }],
        unitCosts: costs,
      }),
    ).toThrow();
  });
});
