import { yearlyCostReferenceSchema } from "@qs/domain/yearly-cost";
import { describe, expect, it } from "vitest";
import { YEARLY_COST_ASSUMPTIONS } from "./yearly-cost-assumptions";

describe("the published yearly-cost assumptions", () => {
  it("are valid reference data", () => {
    expect(() => yearlyCostReferenceSchema.parse(YEARLY_COST_ASSUMPTIONS)).not.toThrow();
  });

  it("cover every age from 0 to 120 with one band, in order, without gaps", () => {
    const bands = YEARLY_COST_ASSUMPTIONS.bands;
    expect(bands[0]?.ageMin).toBe(0);
    expect(bands.at(-1)?.ageMax).toBe(120);
    for (const [index, band] of bands.entries()) {
      expect(band.ageMax).toBeGreaterThanOrEqual(band.ageMin);
      const next = bands[index + 1];
      if (next) expect(next.ageMin).toBe(band.ageMax + 1);
    }
  });

  it("never assume less care with age", () => {
    const bands = YEARLY_COST_ASSUMPTIONS.bands.slice(1);
    for (const [index, band] of bands.entries()) {
      const previous = bands[index - 1];
      if (!previous) continue;
      expect(band.consultations).toBeGreaterThanOrEqual(previous.consultations);
      expect(band.exams).toBeGreaterThanOrEqual(previous.exams);
      expect(band.hospitalisationProbability).toBeGreaterThanOrEqual(
        previous.hospitalisationProbability,
      );
    }
  });

  it("price care in every currency the sites price plans in", () => {
    expect(Object.keys(YEARLY_COST_ASSUMPTIONS.unitCosts).sort()).toEqual([
      "CLP",
      "COP",
      "PEN",
      "USD",
    ]);
    for (const costs of Object.values(YEARLY_COST_ASSUMPTIONS.unitCosts)) {
      expect(costs.exam).toBeLessThanOrEqual(costs.consultation);
      expect(costs.hospitalisation).toBeGreaterThan(costs.consultation * 50);
    }
  });
});
