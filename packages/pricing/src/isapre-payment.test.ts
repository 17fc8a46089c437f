import { describe, expect, it } from "vitest";
import { isaprePayment } from "./isapre-payment";
import { calculateProfilePrice, type PriceRow } from "./price-product";

const UF = 40_000;
/** Colmena: GES 0.77 UF per beneficiary. */
const COLMENA = 67;
const rows: PriceRow[] = [
  { sex: null, ageMin: 0, ageMax: 17, species: null, breed: null, price: 1.2, unit: "UF" },
  { sex: null, ageMin: 18, ageMax: 64, species: null, breed: null, price: 3, unit: "UF" },
];

/** The API's answer for a profile on the Colmena plan above. */
function answer(profile: Parameters<typeof calculateProfilePrice>[0]["profile"]) {
  return calculateProfilePrice({
    rows,
    profile,
    pets: false,
    collective: false,
    ufValue: UF,
    isapreCode: COLMENA,
  });
}

describe("an Isapre plan's price beside the 7 %", () => {
  it("pays on top what the plan costs above 7 % of the income", () => {
    // 7 % of 1,000,000 is 70,000 pesos = 1.75 UF; the plan costs 3 UF = 120,000 pesos.
    const payment = isaprePayment({
      price: answer({ ingresodatos: true, cotizante: [{ edad: 40, ingreso: 1_000_000 }] }),
      ufValue: UF,
      isapreCode: COLMENA,
    });
    expect(payment).toMatchObject({
      source: "income",
      plan: { uf: 3, peso: 120_000 },
      contribution: { peso: 70_000, uf: 1.75, capped: false },
      additional: { peso: 50_000, uf: 1.25 },
      surplus: null,
      defaultRange: null,
      gesPerBeneficiaryUf: 0.77,
      gesOnlyDependants: 0,
    });
  });

  it("never asks a negative amount: when the 7 % covers the plan, the rest is the surplus", () => {
    // 7 % of 2,000,000 is 140,000 pesos, 20,000 more than the plan.
    const payment = isaprePayment({
      price: answer({ ingresodatos: true, cotizante: [{ edad: 40, ingreso: 2_000_000 }] }),
      ufValue: UF,
    });
    expect(payment?.additional).toEqual({ uf: 0, peso: 0 });
    expect(payment?.surplus?.peso).toBeCloseTo(20_000, 6);
    expect(payment?.surplus?.uf).toBeCloseTo(0.5, 6);
  });

  it("flags a contribution capped at 87.8 UF", () => {
    const payment = isaprePayment({
      price: answer({ ingresodatos: true, cotizante: [{ edad: 40, ingreso: 9_000_000 }] }),
      ufValue: UF,
    });
    expect(payment?.contribution?.capped).toBe(true);
    expect(payment?.contribution?.uf).toBeCloseTo(87.8 * 0.07, 9);
    expect(payment?.capUf).toBe(87.8);
  });

  it("counts dependants under 2, who pay only GES, and leaves their GES out of the 7 %", () => {
    const payment = isaprePayment({
      price: answer({
        ingresodatos: true,
        cotizante: [{ edad: 40, ingreso: 1_000_000 }],
        cargas: [{ edad: 1 }, { edad: 5 }],
      }),
      ufValue: UF,
    });
    // The plan: 3 UF + the baby's GES 0.77 UF + the child's 1.2 UF.
    expect(payment?.plan.uf).toBeCloseTo(4.97, 9);
    expect(payment?.gesOnlyDependants).toBe(1);
    expect(payment?.gesPerBeneficiaryUf).toBe(0.77);
    expect(payment?.contribution?.peso).toBeCloseTo(70_000, 6);
    expect(payment?.additional?.peso).toBeCloseTo(4.97 * UF - 70_000, 6);
  });

  it("without income states the default range and no 7 %", () => {
    const payment = isaprePayment({
      price: answer({ ingresodatos: true, cotizante: [{ edad: 40 }] }),
      ufValue: UF,
    });
    expect(payment).toMatchObject({
      source: "default",
      contribution: null,
      additional: null,
      surplus: null,
      defaultRange: { min: 120_000, max: 150_000 },
    });
  });

  it("takes the price after the offers' discount, and converts a plan priced in pesos", () => {
    const price = answer({ ingresodatos: true, cotizante: [{ edad: 40, ingreso: 1_000_000 }] });
    const discounted = isaprePayment({
      price: { ...price, discount: { base: 3, discount: 0.5, final: 2.5 } },
      ufValue: UF,
    });
    expect(discounted?.plan).toEqual({ uf: 2.5, peso: 100_000 });
    const inPesos = isaprePayment({
      price: { ...price, total: { ...price.total, minPrice: 80_000, unit: "CLP" } as never },
      ufValue: UF,
    });
    expect(inPesos?.plan).toEqual({ uf: 2, peso: 80_000 });
  });

  it("gives nothing for a plan that is not an Isapre's or a price not found for everyone", () => {
    const price = answer({ ingresodatos: true, cotizante: [{ edad: 40, ingreso: 1_000_000 }] });
    expect(isaprePayment({ price: { ...price, simulation: null }, ufValue: UF })).toBeNull();
    expect(
      isaprePayment({
        price: { ...price, total: { ...price.total, arePricesDefined: false } },
        ufValue: UF,
      }),
    ).toBeNull();
  });
});
