import { describe, expect, it } from "vitest";
import {
  contributionCapPeso,
  healthContribution,
  simulateChilePrice,
  simulationIncome,
} from "./simulate-chile-price";

/** A round UF value keeps the expected figures readable: the cap is 87.8 × 40000 = 3512000 CLP of income. */
const UF = 40000;
const CAP_INCOME = 3512000;
const CAP_PRICE = 245840;

const COLMENA = 67;
const ESENCIAL = 108;

describe("income of each person", () => {
  it("is the stated income when there is one", () => {
    expect(simulationIncome({ ingreso: 1000000, imponible: 2000000 })).toEqual({
      ingreso: 1000000,
      desdeImponible: false,
    });
  });

  it("is 80 percent of the taxable income when the income is missing", () => {
    expect(simulationIncome({ imponible: 1000000 })).toEqual({
      ingreso: 800000,
      desdeImponible: true,
    });
  });

  it("is unknown when both income and taxable income are missing", () => {
    expect(simulationIncome({})).toBeNull();
  });

  it("treats an empty or zero income as missing and reads numeric strings", () => {
    expect(simulationIncome({ ingreso: "", imponible: "500000" })?.ingreso).toBe(400000);
    expect(simulationIncome({ ingreso: 0, imponible: 500000 })?.ingreso).toBe(400000);
    expect(simulationIncome({ ingreso: "1200000" })?.ingreso).toBe(1200000);
  });
});

describe("price of a person", () => {
  it("is 7 percent of income", () => {
    const result = simulateChilePrice({
      profile: { cotizante: [{ ingreso: 1000000 }] },
      ufValue: UF,
    });
    expect(result.persons[0]?.planPeso).toBeCloseTo(70000, 6);
    expect(result.persons[0]?.topeimponible).toBe(false);
  });

  it("is 7 percent of 80 percent of the taxable income when the income is missing", () => {
    const result = simulateChilePrice({
      profile: { cotizante: [{ imponible: 1000000 }] },
      ufValue: UF,
    });
    expect(result.persons[0]?.ingreso).toBe(800000);
    expect(result.persons[0]?.ingresoDesdeImponible).toBe(true);
    expect(result.persons[0]?.planPeso).toBeCloseTo(56000, 6);
  });

  it("the cap is 87.8 UF × 0.07 converted with the UF value", () => {
    expect(contributionCapPeso(UF)).toBeCloseTo(CAP_PRICE, 6);
    expect(contributionCapPeso(30000)).toBeCloseTo(184380, 6);
  });

  it("an income exactly at 87.8 UF pays 7 percent, equal to the cap, and is not flagged", () => {
    const result = healthContribution(CAP_INCOME, UF);
    expect(result.peso).toBeCloseTo(CAP_PRICE, 6);
    expect(result.topeimponible).toBe(false);
  });

  it("an income just above 87.8 UF pays the cap and is flagged", () => {
    const result = healthContribution(CAP_INCOME + 1, UF);
    expect(result.peso).toBeCloseTo(CAP_PRICE, 6);
    expect(result.topeimponible).toBe(true);
  });

  it("a high income pays no more than the cap", () => {
    expect(healthContribution(10000000, UF).peso).toBeCloseTo(CAP_PRICE, 6);
  });

  it("the cap is applied to income derived from the taxable income too", () => {
    const result = simulateChilePrice({
      profile: { cotizante: [{ imponible: 5000000 }] },
      ufValue: UF,
    });
    expect(result.persons[0]?.ingreso).toBe(4000000);
    expect(result.persons[0]?.topeimponible).toBe(true);
    expect(result.persons[0]?.planPeso).toBeCloseTo(CAP_PRICE, 6);
  });

  it("flags the cap per person", () => {
    const result = simulateChilePrice({
      profile: { cotizante: [{ ingreso: 6000000 }, { ingreso: 900000 }] },
      ufValue: UF,
    });
    expect(result.precios.topeimponible).toEqual([true, false]);
  });
});

describe("price range", () => {
  it("adds what everyone pays into calculadoPeso, and calculadoUF is the same in UF", () => {
    const result = simulateChilePrice({
      profile: { cotizante: [{ ingreso: 1000000 }, { imponible: 1000000 }] },
      ufValue: UF,
    });
    expect(result.source).toBe("income");
    expect(result.precios.calculadoPeso).toBeCloseTo(126000, 6);
    expect(result.precios.calculadoUF).toBeCloseTo(3.15, 9);
  });

  it("preciomax is 1.05 times and preciomin 0.90477 times the calculated price", () => {
    const result = simulateChilePrice({
      profile: { cotizante: [{ ingreso: 1000000 }] },
      ufValue: UF,
    });
    expect(result.precios.preciomax).toBeCloseTo(73500, 6);
    expect(result.precios.preciomin).toBeCloseTo(63333.9, 6);
  });

  it("without income data the range is 120000 to 150000 and nothing is calculated", () => {
    const result = simulateChilePrice({
      profile: { cotizante: [{ edad: 40 }], cargas: [{ edad: 10 }] },
      ufValue: UF,
    });
    expect(result.source).toBe("default");
    expect(result.precios).toEqual({
      preciomin: 120000,
      preciomax: 150000,
      calculadoPeso: null,
      calculadoUF: null,
      topeimponible: [false, false],
    });
  });

  it("an empty profile gets the default range", () => {
    const result = simulateChilePrice({ profile: {} });
    expect([result.precios.preciomin, result.precios.preciomax]).toEqual([120000, 150000]);
    expect(result.persons).toEqual([]);
  });

  it("a person without income data adds nothing while another's income sets the range", () => {
    const result = simulateChilePrice({
      profile: { cotizante: [{ ingreso: 2000000 }, { edad: 30 }] },
      ufValue: UF,
    });
    expect(result.persons[1]).toMatchObject({ ingreso: null, planPeso: 0, precioPeso: 0 });
    expect(result.precios.calculadoPeso).toBeCloseTo(140000, 6);
  });
});

describe("dependants under 2 years", () => {
  const family = (edad: number) => ({
    cotizante: [{ ingreso: 1000000 }],
    cargas: [{ edad, ingreso: 500000 }],
  });

  it("a dependant aged 1 pays no plan, only the Isapre's GES price in UF converted with the UF value", () => {
    const result = simulateChilePrice({ profile: family(1), ufValue: UF, isapreCode: COLMENA });
    expect(result.persons[1]).toMatchObject({ soloGes: true, planPeso: 0, gesUF: 0.77 });
    expect(result.persons[1]?.precioPeso).toBeCloseTo(30800, 6);
    expect(result.precios.calculadoPeso).toBeCloseTo(70000 + 30800, 6);
  });

  it("a dependant aged 2 pays the plan like anyone else", () => {
    const result = simulateChilePrice({ profile: family(2), ufValue: UF, isapreCode: COLMENA });
    expect(result.persons[1]).toMatchObject({ soloGes: false, gesUF: null });
    expect(result.persons[1]?.planPeso).toBeCloseTo(35000, 6);
  });

  it("a newborn (age 0) pays only GES, at the price of the chosen Isapre", () => {
    const result = simulateChilePrice({ profile: family(0), ufValue: UF, isapreCode: ESENCIAL });
    expect(result.persons[1]?.gesUF).toBe(0.8);
    expect(result.persons[1]?.precioPeso).toBeCloseTo(32000, 6);
  });

  it("without an Isapre, or one without a GES price, the GES price is unknown and adds nothing", () => {
    for (const isapreCode of [undefined, 999]) {
      const result = simulateChilePrice({ profile: family(1), ufValue: UF, isapreCode });
      expect(result.persons[1]).toMatchObject({ soloGes: true, gesUF: null, precioPeso: 0 });
      expect(result.precios.calculadoPeso).toBeCloseTo(70000, 6);
    }
  });

  it("applies to dependants only, not to a cotizante", () => {
    const result = simulateChilePrice({
      profile: { cotizante: [{ ingreso: 1000000 }, { edad: 1, ingreso: 500000 }] },
      ufValue: UF,
      isapreCode: COLMENA,
    });
    expect(result.persons[1]).toMatchObject({ tipo: "pareja", soloGes: false });
  });

  it("a dependant with no age counts as 25 and is not GES-only", () => {
    const result = simulateChilePrice({
      profile: { cotizante: [{ ingreso: 1000000 }], cargas: [{}] },
      ufValue: UF,
      isapreCode: COLMENA,
    });
    expect(result.persons[1]).toMatchObject({ edad: 25, soloGes: false });
  });
});

describe("UF value", () => {
  it("falls back to 39214.8 when missing or not positive", () => {
    for (const ufValue of [undefined, null, 0, -1, Number.NaN]) {
      const result = simulateChilePrice({
        profile: { cotizante: [{ ingreso: 9000000 }] },
        ufValue,
      });
      expect(result.ufValue).toBe(39214.8);
      expect(result.persons[0]?.planPeso).toBeCloseTo(87.8 * 0.07 * 39214.8, 6);
    }
  });
});
