import type { YearlyCost } from "@qs/domain/yearly-cost";
import { describe, expect, it } from "vitest";
import { agedProfile, insuredAges, projectCost } from "./project-cost";

const cost = (premiums: number, outOfPocket: number) =>
  ({ premiums, outOfPocket, total: premiums + outOfPocket }) as YearlyCost;

describe("agedProfile", () => {
  it("makes every person and pet that many years older, keeping the rest", () => {
    const aged = agedProfile(
      {
        ingresodatos: true,
        cotizante: [{ edad: 38, sexo: "Femenino" }, { edad: "40" }],
        cargas: [{ edad: 6 }],
        mascota: [{ edad: 3, especie: "Perro" }],
      } as never,
      5,
    ) as Record<string, unknown>;
    expect(aged.cotizante).toEqual([{ edad: 43, sexo: "Femenino" }, { edad: 45 }]);
    expect(aged.cargas).toEqual([{ edad: 11 }]);
    expect(aged.mascota).toEqual([{ edad: 8, especie: "Perro" }]);
    expect(aged.ingresodatos).toBe(true);
    expect(insuredAges(aged as never)).toEqual([43, 45, 11]);
  });

  it("ages the default person of an empty profile (25 this year)", () => {
    expect(insuredAges(agedProfile(null, 3))).toEqual([28]);
  });
});

describe("projectCost", () => {
  it("grows premiums by the yearly adjustment, compounded, and adds the years up", () => {
    const projection = projectCost({
      startYear: 2026,
      years: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((offset) => ({
        ages: [40 + offset],
        cost: cost(1_000_000, 100_000),
      })),
      adjustmentPercent: 5,
      adjustmentSource: "Superintendencia",
      currency: "CLP",
      ufValue: 39_200,
    });
    expect(projection.years[0]).toEqual({
      year: 2026,
      ages: [40],
      premiums: 1_000_000,
      outOfPocket: 100_000,
      total: 1_100_000,
    });
    expect(projection.years[2]?.premiums).toBe(1_102_500);
    expect(projection.years[9]?.year).toBe(2035);
    expect(projection.fiveYears).toBe(
      projection.years.slice(0, 5).reduce((sum, year) => sum + (year.total ?? 0), 0),
    );
    expect(projection.adjustmentSource).toBe("Superintendencia");
  });

  it("leaves the totals out when a year prices nobody, and names no source without adjustment", () => {
    const projection = projectCost({
      startYear: 2026,
      years: [
        { ages: [64], cost: cost(100, 0) },
        { ages: [65], cost: null },
      ],
      adjustmentPercent: 0,
      adjustmentSource: "Superintendencia",
      currency: "COP",
      ufValue: null,
    });
    expect(projection.years[1]?.total).toBeNull();
    expect(projection.fiveYears).toBeNull();
    expect(projection.adjustmentSource).toBeNull();
  });
});
