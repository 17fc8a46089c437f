import { describe, expect, it } from "vitest";
import {
  coverageAmountKindSchema,
  coverageAmountsSchema,
  coverageInformationSchema,
  coverageTopSchema,
  deductibleTypeSchema,
} from "./coverage";

describe("coverageInformationSchema", () => {
  it("parses tags and the first coverage's amounts used by the card", () => {
    const parsed = coverageInformationSchema.parse({
      tags: [
        { name: "Hospitalización", icon: "hospital" },
        { name: "Urgencias", icon: "ambulance" },
      ],
      coverages: [
        {
          name: "Hospitalaria",
          amounts: {
            percentage: { minAmount: 70, maxAmount: 90, unit: { name: "Porcentaje", code: "%" } },
            compensation: { minAmount: 1000000, unit: { code: "COP", currencyCode: "COP" } },
            deductible: { minAmount: 0 },
          },
        },
      ],
    });
    const amounts = parsed.coverages[0]?.amounts;
    expect(amounts?.percentage?.maxAmount).toBe(90);
    expect(amounts?.compensation?.minAmount).toBe(1000000);
    expect(amounts?.deductible?.minAmount).toBe(0);
  });

  it("gives empty tag and coverage lists when the API omits them", () => {
    expect(coverageInformationSchema.parse({ source: "x" })).toEqual({
      source: "x",
      tags: [],
      coverages: [],
    });
  });

  it("refuses a tag without name", () => {
    const result = coverageInformationSchema.safeParse({ tags: [{ icon: "x" }] });
    expect(result.error?.issues[0]?.path).toEqual(["tags", 0, "name"]);
  });
});

describe("coverageAmountsSchema", () => {
  it("has the 16 amount kinds, each validated as an amount", () => {
    expect(coverageAmountKindSchema.options).toHaveLength(16);
    for (const kind of coverageAmountKindSchema.options) {
      const result = coverageAmountsSchema.safeParse({ [kind]: { minAmount: "mucho" } });
      expect(result.error?.issues[0]?.path).toEqual([kind, "minAmount"]);
    }
  });

  it("accepts an unknown amount kind as an extra field", () => {
    expect(coverageAmountsSchema.safeParse({ new_kind: { foo: 1 } }).success).toBe(true);
  });
});

describe("coverageTopSchema", () => {
  it("accepts a free-choice yearly top and refuses an unknown period", () => {
    expect(
      coverageTopSchema.safeParse({
        period: "yearly",
        planCoverage: "libre_eleccion",
        maxAmount: 100,
      }).success,
    ).toBe(true);
    expect(coverageTopSchema.safeParse({ period: "half_yearly" }).success).toBe(true);
    expect(coverageTopSchema.safeParse({ period: "quarterly" }).error?.issues[0]?.path).toEqual([
      "period",
    ]);
  });

  it("refuses a plan coverage kind other than preferente and libre_eleccion", () => {
    const result = coverageTopSchema.safeParse({ period: "event", planCoverage: "cerrado" });
    expect(result.error?.issues[0]?.path).toEqual(["planCoverage"]);
  });
});

describe("deductibleTypeSchema", () => {
  it("accepts types 1, 4 and 5 only", () => {
    expect([1, 4, 5].map((type) => deductibleTypeSchema.safeParse(type).success)).toEqual([
      true,
      true,
      true,
    ]);
    expect([2, 3, 6].map((type) => deductibleTypeSchema.safeParse(type).success)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
