import { describe, expect, it } from "vitest";
import { clpToUf, conversionRate, convertAmount, isUfUnit, ufToClp } from "./convert-units";

const UF = 39214.8;

describe("UF and CLP", () => {
  it("UF → CLP multiplies by the UF value", () => {
    expect(ufToClp(2.35, UF)).toBeCloseTo(92154.78, 6);
    expect(ufToClp(1, 40000)).toBe(40000);
  });

  it("CLP → UF divides by the UF value", () => {
    expect(clpToUf(92154.78, UF)).toBeCloseTo(2.35, 9);
  });

  it("refuses a UF value that is not positive", () => {
    expect(() => ufToClp(1, 0)).toThrow(RangeError);
    expect(() => clpToUf(1, Number.NaN)).toThrow(RangeError);
  });

  it("recognises the UF unit in any case", () => {
    expect(isUfUnit("UF")).toBe(true);
    expect(isUfUnit(" uf ")).toBe(true);
    expect(isUfUnit("CLP")).toBe(false);
  });
});

describe("convertAmount", () => {
  const toClp = { rate: 4.2, to: "CLP" };

  it("shows UF in CLP when a UF value is given", () => {
    expect(convertAmount(2, "UF", { ufValue: 40000 })).toEqual({
      amount: 80000,
      unitCode: "CLP",
      converted: true,
    });
  });

  it("keeps UF in UF without a UF value", () => {
    expect(convertAmount(2, "UF", { conversion: toClp })).toEqual({
      amount: 2,
      unitCode: "UF",
      converted: false,
    });
  });

  it("converts units other than USD, UF and CLP with the given rate", () => {
    expect(convertAmount(100, "COP", { conversion: toClp })).toEqual({
      amount: 420,
      unitCode: "CLP",
      converted: true,
    });
    expect(convertAmount(10, "PEN", { conversion: { rate: 0.27, to: "USD" } })).toMatchObject({
      unitCode: "USD",
      converted: true,
    });
  });

  it("never converts USD (also per period or region), CLP or percentages", () => {
    for (const unit of ["USD", "USD/Año", "USD/LATAM", "CLP", "%", "percent"]) {
      expect(convertAmount(10, unit, { conversion: toClp, ufValue: 40000 })).toEqual({
        amount: 10,
        unitCode: unit,
        converted: false,
      });
    }
  });

  it("leaves a convertible unit as it is without a positive rate", () => {
    expect(convertAmount(100, "COP").converted).toBe(false);
    expect(convertAmount(100, "COP", { conversion: { rate: 0, to: "CLP" } }).converted).toBe(false);
  });
});

describe("conversionRate", () => {
  it("is to.value ÷ from.value, in the target's code", () => {
    expect(
      conversionRate({ from: { value: 2, code: "UF" }, to: { value: 80000, code: "CLP" } }),
    ).toEqual({ rate: 40000, to: "CLP" });
  });

  it("is null without a source value, a positive target value or a target code", () => {
    expect(conversionRate({ to: { value: 80000, code: "CLP" } })).toBeNull();
    expect(conversionRate({ from: { value: 2 }, to: { value: 0, code: "CLP" } })).toBeNull();
    expect(conversionRate({ from: { value: 2 }, to: { value: 80000 } })).toBeNull();
    expect(conversionRate(null)).toBeNull();
  });
});
