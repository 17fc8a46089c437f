import { describe, expect, it } from "vitest";
import { isUfUnit, ufToClp } from "./convert-units";

const UF = 39214.8;

describe("UF and CLP", () => {
  it("UF → CLP multiplies by the UF value", () => {
    expect(ufToClp(2.35, UF)).toBeCloseTo(92154.78, 6);
    expect(ufToClp(1, 40000)).toBe(40000);
  });
  it("recognises the UF unit in any case", () => {
    expect(isUfUnit("UF")).toBe(true);
    expect(isUfUnit(" uf ")).toBe(true);
    expect(isUfUnit("CLP")).toBe(false);
  });
});
