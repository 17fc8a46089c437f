import type { Coverage, CoverageAmount } from "@qs/domain/coverage";
import type { ProfilePrice } from "@qs/domain/profile-price";
import type { YearlyCostReference } from "@qs/domain/yearly-cost";
import { yearlyCostSchema } from "@qs/domain/yearly-cost";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bandFor,
  careCandidates,
  coveredShare,
  estimateYearlyCost,
  personOutOfPocket,
} from "./estimate-yearly-cost";

/** Round numbers so every expected figure can be worked out by hand. */
const reference: YearlyCostReference = {
  version: "test-1",
  bands: [
    { ageMin: 0, ageMax: 17, consultations: 2, exams: 1, hospitalisationProbability: 0.1 },
    { ageMin: 18, ageMax: 59, consultations: 3, exams: 2, hospitalisationProbability: 0.05 },
    { ageMin: 60, ageMax: 120, consultations: 6, exams: 4, hospitalisationProbability: 0.2 },
  ],
  unitCosts: {
    COP: { consultation: 100, exam: 50, hospitalisation: 10_000 },
    CLP: { consultation: 30_000, exam: 20_000, hospitalisation: 5_000_000 },
  },
};

const pct = (min: number, max?: number): CoverageAmount => ({
  minAmount: min,
  maxAmount: max ?? min,
  unit: { name: "Porcentaje", code: "%" },
});
const money = (amount: number, code: string, max?: number): CoverageAmount => ({
  minAmount: amount,
  ...(max === undefined ? {} : { maxAmount: max }),
  unit: { name: code, code, currencyCode: code === "UF" ? "CLF" : code.split("/")[0] },
});

/** A priced household: one entry per age, `monthly` in total. */
function priced(
  ages: ReadonlyArray<number | string | null>,
  monthly: number,
  over: Partial<ProfilePrice> & { unit?: string; methods?: readonly string[] } = {},
): ProfilePrice {
  const { unit = "COP", methods = [], ...rest } = over;
  return {
    total: {
      profilesWithPrice: ages.length,
      profilesEvaluated: ages.length,
      arePricesDefined: true,
      minPrice: monthly,
      unit,
    },
    profiles: ages.map((edad, index) => ({
      method: methods[index] ?? "PriceTable",
      profile: index,
      person: { edad: edad as number | null },
      price: monthly / ages.length,
    })),
    ...rest,
  };
}

const estimate = (
  price: ProfilePrice,
  coverages: readonly Coverage[],
  extra: { pets?: boolean; collective?: boolean; ufValue?: number | null } = {},
) =>
  estimateYearlyCost({
    price,
    coverages,
    reference,
    pets: extra.pets ?? false,
    collective: extra.collective ?? false,
    ufValue: extra.ufValue,
  });

const line = (
  result: ReturnType<typeof estimate>,
  service: "consultation" | "exam" | "hospitalisation",
) => result?.lines.find((item) => item.service === service);

/** A Colombian health plan as the demo catalogue states one. */
const colombianPlan: Coverage[] = [
  {
    name: "HOSPITALIZACIÓN Y CIRUGÍA",
    displayName: "Hospitalización y cirugía",
    amounts: {
      percentage: pct(90, 100),
      deductible: money(500, "COP"),
      yearly_top: money(300_000, "COP"),
    },
    tops: [{ period: "yearly", minAmount: 300_000, unit: money(0, "COP").unit }],
  },
  {
    name: "CONSULTAS MÉDICAS Y ESPECIALISTAS",
    displayName: "Consultas médicas y especialistas",
    amounts: { percentage: pct(80), deductible: money(20, "COP") },
  },
  {
    name: "EXÁMENES DE LABORATORIO E IMÁGENES",
    displayName: "Exámenes de laboratorio e imágenes",
    amounts: { percentage: pct(70), yearly_top: money(4_000_000, "COP") },
  },
];

describe("estimateYearlyCost: premiums", () => {
  it("counts twelve months of what the household pays a month after the offers", () => {
    const result = estimate(
      priced([30], 1_000, { discount: { base: 1_000, discount: 100, final: 900 } }),
      [],
    );
    expect(result?.monthlyPremium).toBe(900);
    expect(result?.premiums).toBe(10_800);
    expect(result?.currency).toBe("COP");
  });

  it("converts a UF plan to pesos at the answer's UF value and says which value it used", () => {
    const result = estimate(
      priced([30], 2, {
        unit: "UF",
        conversion: { from: { value: 2, code: "UF" }, to: { value: 80_000, code: "CLP" } },
      }),
      [],
    );
    expect(result?.currency).toBe("CLP");
    expect(result?.monthlyPremium).toBe(80_000);
    expect(result?.premiums).toBe(960_000);
    expect(result?.assumptions.ufValue).toBe(40_000);
  });

  it("states no UF value for a plan priced in pesos with no UF amount", () => {
    expect(estimate(priced([30], 1_000), colombianPlan)?.assumptions.ufValue).toBeNull();
  });
});

describe("estimateYearlyCost: out-of-pocket from the plan's coverage", () => {
  it("pays the copay on every use, then the share the plan does not pay", () => {
    const result = estimate(priced([30], 1_000), colombianPlan);
    // Consultation: the plan pays (100 - 20) × 80 % = 64, the visitor 36; three a year.
    expect(line(result, "consultation")).toMatchObject({
      expectedUses: 3,
      unitCost: 100,
      coveredShare: 0.8,
      copay: 20,
      outOfPocket: 108,
      basis: "plan",
      capped: false,
    });
    // Exams: 30 % of 50, twice.
    expect(line(result, "exam")).toMatchObject({ coveredShare: 0.7, copay: null, outOfPocket: 30 });
    // A stay: the plan pays (10 000 - 500) × 90 % (the low end of 90-100 %); 5 % likely.
    expect(line(result, "hospitalisation")).toMatchObject({
      expectedUses: 0.05,
      coveredShare: 0.9,
      outOfPocket: Math.round(0.05 * (10_000 - 8_550)),
    });
    expect(result?.outOfPocket).toBe(108 + 30 + 73);
    expect(result?.total).toBe(12_000 + 211);
  });

  it("assumes a plan that states no cover pays nothing, and says so", () => {
    const result = estimate(priced([30], 1_000), []);
    for (const item of result?.lines ?? []) {
      expect(item.basis).toBe("noData");
      expect(item.coveredShare).toBeNull();
    }
    expect(result?.outOfPocket).toBe(3 * 100 + 2 * 50 + 0.05 * 10_000);
  });

  it("falls back to the outpatient cover for consultations and exams", () => {
    const outpatient: Coverage[] = [
      {
        name: "AMBULATORIA",
        displayName: "Atención ambulatoria",
        amounts: { percentage: pct(50) },
      },
    ];
    const result = estimate(priced([30], 1_000), outpatient);
    expect(line(result, "consultation")).toMatchObject({ coveredShare: 0.5, basis: "plan" });
    expect(line(result, "exam")).toMatchObject({ coveredShare: 0.5, basis: "plan" });
    expect(line(result, "hospitalisation")?.basis).toBe("noData");
  });

  it("never reads a cash benefit as cover of a hospital stay", () => {
    const cash: Coverage[] = [
      {
        name: "RENTA DIARIA POR HOSPITALIZACIÓN",
        displayName: "Renta diaria por hospitalización",
        amounts: { percentage: pct(100), daily_top: money(100_000, "COP") },
      },
    ];
    expect(line(estimate(priced([30], 1_000), cash), "hospitalisation")?.basis).toBe("noData");
  });

  it("uses the preferential network's share, and 'No Cubre' pays nothing", () => {
    expect(coveredShare({ percentage: pct(50, 90), coverage_pref: pct(90) })).toBe(0.9);
    expect(coveredShare({ coverage_pref: pct(-1) })).toBe(0);
    expect(coveredShare({ percentage_isapre: pct(60) })).toBe(0.6);
    expect(coveredShare({ deductible: money(10, "COP") })).toBeNull();
    expect(coveredShare(null)).toBeNull();
  });

  it("takes the end of a range least favourable to the visitor", () => {
    const ranged: Coverage[] = [
      {
        name: "CONSULTA",
        amounts: { percentage: pct(60, 90), deductible: money(10, "COP", 30) },
      },
    ];
    // (100 - 30) × 60 % paid; the visitor pays 58 a consultation.
    expect(line(estimate(priced([30], 1_000), ranged), "consultation")).toMatchObject({
      coveredShare: 0.6,
      copay: 30,
      outOfPocket: 3 * 58,
    });
  });

  it("skips a coverage that states no share and tries the next one", () => {
    const isapre: Coverage[] = [
      {
        name: "CONSULTA MÉDICA",
        amounts: { top_amount: money(0.5, "UF") },
        tops: [{ period: "event", planCoverage: "libre_eleccion", ...money(0.5, "UF") }],
      },
      {
        name: "AMBULATORIA",
        amounts: { coverage_pref: pct(70), coverage_libre: pct(50), yearly_top: money(0, "UF") },
      },
    ];
    const result = estimate(
      priced([30], 2, {
        unit: "UF",
        conversion: { from: { value: 2, code: "UF" }, to: { value: 80_000, code: "CLP" } },
      }),
      isapre,
    );
    expect(line(result, "consultation")).toMatchObject({
      coveredShare: 0.7,
      capped: false,
      outOfPocket: 3 * 9_000,
    });
  });

  it("applies tops per use and per person and year, in the network or for any provider", () => {
    const topped: Coverage[] = [
      {
        name: "CONSULTA",
        amounts: { percentage: pct(100) },
        tops: [
          { period: "event", minAmount: 40, unit: money(0, "COP").unit },
          // Only outside the network: not applied.
          {
            period: "event",
            planCoverage: "libre_eleccion",
            minAmount: 1,
            unit: money(0, "COP").unit,
          },
        ],
      },
      { name: "EXAMEN", amounts: { percentage: pct(100), yearly_top: money(60, "COP") } },
      {
        name: "HOSPITALIZACIÓN",
        amounts: { percentage: pct(100), top_amount: money(4_000, "COP") },
      },
    ];
    const result = estimate(priced([30], 1_000), topped);
    expect(line(result, "consultation")).toMatchObject({ outOfPocket: 3 * 60, capped: true });
    // Two exams of 50: the plan pays 60 of the 100.
    expect(line(result, "exam")).toMatchObject({ outOfPocket: 40, capped: true });
    expect(line(result, "hospitalisation")).toMatchObject({
      outOfPocket: Math.round(0.05 * 6_000),
      capped: true,
    });
  });

  it("reads a top of 0 as no top ('Sin tope')", () => {
    const unlimited: Coverage[] = [
      { name: "EXAMEN", amounts: { percentage: pct(100), yearly_top: money(0, "COP") } },
    ];
    expect(line(estimate(priced([30], 1_000), unlimited), "exam")).toMatchObject({
      outOfPocket: 0,
      capped: false,
    });
  });

  it("converts UF amounts of a peso plan at the UF value given", () => {
    const ufCopay: Coverage[] = [
      { name: "CONSULTA", amounts: { percentage: pct(100), deductible: money(0.5, "UF") } },
    ];
    const result = estimate(priced([30], 50_000, { unit: "CLP" }), ufCopay, { ufValue: 40_000 });
    expect(line(result, "consultation")).toMatchObject({ copay: 20_000, outOfPocket: 60_000 });
    expect(result?.assumptions.ufValue).toBe(40_000);
  });

  it("treats a coverage whose money cannot be converted as no data", () => {
    const dollars: Coverage[] = [
      { name: "CONSULTA", amounts: { percentage: pct(100), deductible: money(5, "USD") } },
    ];
    expect(line(estimate(priced([30], 1_000), dollars), "consultation")?.basis).toBe("noData");
    const ufWithoutValue: Coverage[] = [
      { name: "CONSULTA", amounts: { percentage: pct(100), deductible: money(1, "UF") } },
    ];
    expect(
      line(estimate(priced([30], 50_000, { unit: "CLP" }), ufWithoutValue), "consultation")?.basis,
    ).toBe("noData");
  });

  it("ignores tops that are not money (sessions, times a year)", () => {
    const counted: Coverage[] = [
      {
        name: "CONSULTA",
        amounts: { percentage: pct(100), top_amount: { minAmount: 2, unit: { code: "sesiones" } } },
      },
    ];
    expect(line(estimate(priced([30], 1_000), counted), "consultation")?.outOfPocket).toBe(0);
  });
});

describe("estimateYearlyCost: the household", () => {
  it("adds every person's care by their age band and lists the bands used", () => {
    const result = estimate(priced([40, 38, 10], 3_000), []);
    expect(line(result, "consultation")?.expectedUses).toBe(3 + 3 + 2);
    expect(line(result, "hospitalisation")?.expectedUses).toBe(0.2);
    expect(result?.assumptions.bands).toEqual([
      { ...reference.bands[0], persons: 1 },
      { ...reference.bands[1], persons: 2 },
    ]);
    expect(result?.assumptions.unitCosts).toEqual(reference.unitCosts.COP);
    expect(result?.assumptions.version).toBe("test-1");
  });

  it("places an age outside every band in the nearest band, and reads ages given as text", () => {
    expect(bandFor(reference.bands, 130)).toBe(reference.bands[2]);
    expect(bandFor(reference.bands, 59.5)).toBe(reference.bands[1]);
    const result = estimate(priced(["65", null], 2_000), []);
    // 65 is a senior; a person without an age is priced as 25.
    expect(line(result, "consultation")?.expectedUses).toBe(6 + 3);
  });

  it("counts in full the care of a dependant who pays only GES", () => {
    const plan: Coverage[] = [{ name: "CONSULTA", amounts: { percentage: pct(100) } }];
    const result = estimate(priced([30, 1], 1_000, { methods: ["PriceTable", "GesOnly"] }), plan);
    expect(line(result, "consultation")?.outOfPocket).toBe(2 * 100);
    expect(result?.assumptions.gesOnlyPersons).toBe(1);
  });
});

describe("estimateYearlyCost: when no figure can be stated", () => {
  it("gives none for pet and company plans", () => {
    expect(estimate(priced([3], 1_000), [], { pets: true })).toBeNull();
    expect(estimate(priced([25], 1_000), [], { collective: true })).toBeNull();
  });

  it("gives none unless every insured person has a price", () => {
    const partial = priced([30, 5], 1_000);
    partial.total = { ...partial.total, arePricesDefined: false, profilesWithPrice: 1 };
    expect(estimate(partial, [])).toBeNull();
  });

  it("gives none for premiums not stated as a monthly amount of a known currency", () => {
    expect(estimate(priced([30], 100, { unit: "USD/Año" }), [])).toBeNull();
    expect(estimate(priced([30], 100, { unit: "EUR" }), [])).toBeNull();
    expect(estimate(priced([30], 2, { unit: "UF" }), [])).toBeNull();
  });
});

describe("estimateYearlyCost: answers the API schema", () => {
  it("parses with the domain's yearly-cost schema", () => {
    const result = estimate(priced([40, 38, 10], 3_000), colombianPlan);
    expect(yearlyCostSchema.parse(result)).toEqual(result);
  });
});

describe("careCandidates", () => {
  it("orders the care's own coverages before the outpatient fallback, accents ignored", () => {
    const coverages: Coverage[] = [
      { name: "Atención ambulatoria" },
      { name: "Exámenes diagnósticos" },
      { name: "Laboratorio" },
    ];
    expect(careCandidates(coverages, "exam").map((coverage) => coverage.name)).toEqual([
      "Exámenes diagnósticos",
      "Laboratorio",
      "Atención ambulatoria",
    ]);
  });
});

// ------------------------------------------------------------ properties

const shareArb = fc.integer({ min: -1, max: 100 });
const copayArb = fc.integer({ min: 0, max: 20_000 });
const topArb = fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined });
const agesArb = fc.array(fc.integer({ min: 0, max: 110 }), { minLength: 1, maxLength: 6 });

const planArb = fc
  .record({ share: shareArb, copay: copayArb, eventTop: topArb, yearlyTop: topArb })
  .map(({ share, copay, eventTop, yearlyTop }): Coverage[] =>
    ["CONSULTA", "EXAMEN", "HOSPITALIZACIÓN"].map((name) => ({
      name,
      amounts: {
        percentage: pct(share),
        deductible: money(copay, "COP"),
        ...(eventTop === undefined ? {} : { top_amount: money(eventTop, "COP") }),
        ...(yearlyTop === undefined ? {} : { yearly_top: money(yearlyTop, "COP") }),
      },
    })),
  );

describe("estimateYearlyCost: properties", () => {
  it("total is premiums plus out-of-pocket, and out-of-pocket is between nothing and all of it", () => {
    fc.assert(
      fc.property(
        agesArb,
        fc.integer({ min: 1, max: 1_000_000 }),
        planArb,
        (ages, monthly, plan) => {
          const result = estimate(priced(ages, monthly), plan);
          const bare = estimate(priced(ages, monthly), []);
          expect(result).not.toBeNull();
          if (!result || !bare) return;
          expect(result.total).toBeCloseTo(result.premiums + result.outOfPocket, 2);
          expect(result.outOfPocket).toBeGreaterThanOrEqual(0);
          // Rounding each line may move the sum by one unit a line.
          expect(result.outOfPocket).toBeLessThanOrEqual(bare.outOfPocket + 3);
        },
      ),
    );
  });

  it("a plan that pays a larger share never costs the household more", () => {
    fc.assert(
      fc.property(agesArb, shareArb, shareArb, copayArb, (ages, a, b, copay) => {
        const plan = (share: number): Coverage[] =>
          ["CONSULTA", "EXAMEN", "HOSPITALIZACIÓN"].map((name) => ({
            name,
            amounts: { percentage: pct(share), deductible: money(copay, "COP") },
          }));
        const [low, high] = a <= b ? [a, b] : [b, a];
        const less = estimate(priced(ages, 1_000), plan(high));
        const more = estimate(priced(ages, 1_000), plan(low));
        expect(less?.outOfPocket ?? 0).toBeLessThanOrEqual((more?.outOfPocket ?? 0) + 3);
      }),
    );
  });

  it("one more person never lowers the household's expected out-of-pocket", () => {
    fc.assert(
      fc.property(agesArb, fc.integer({ min: 0, max: 110 }), planArb, (ages, extra, plan) => {
        const before = estimate(priced(ages, 1_000), plan);
        const after = estimate(priced([...ages, extra], 1_000), plan);
        expect(after?.outOfPocket ?? 0).toBeGreaterThanOrEqual((before?.outOfPocket ?? 0) - 3);
      }),
    );
  });

  it("a person's out-of-pocket is never negative nor more than the care costs", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("consultation", "exam", "hospitalisation" as const),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.record({
          share: fc.double({ min: 0, max: 1, noNaN: true }),
          copay: fc.integer({ min: 0, max: 1_000_000 }),
          eventTop: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
          yearlyTop: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
          convertedUf: fc.constant(false),
        }),
        (service, uses, unitCost, terms) => {
          const { outOfPocket } = personOutOfPocket(service, uses, unitCost, terms);
          expect(outOfPocket).toBeGreaterThanOrEqual(-1e-6);
          expect(outOfPocket).toBeLessThanOrEqual(uses * unitCost + 1e-6);
        },
      ),
    );
  });
});
