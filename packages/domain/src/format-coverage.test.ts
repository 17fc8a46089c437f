import { describe, expect, it } from "vitest";
import { formatCoverageValue, visibleBenefits, visibleCoverageTags } from "./format-coverage";

const items = (count: number) => Array.from({ length: count }, (_, index) => `b${index + 1}`);

describe("visibleCoverageTags", () => {
  it("shows up to 2 when more than one exists", () => {
    expect(visibleCoverageTags(items(2))).toEqual(["b1", "b2"]);
    expect(visibleCoverageTags(items(5))).toEqual(["b1", "b2"]);
  });

  it("otherwise shows 1", () => {
    expect(visibleCoverageTags(items(1))).toEqual(["b1"]);
    expect(visibleCoverageTags([])).toEqual([]);
  });
});

describe("visibleBenefits", () => {
  it("grid: up to 4 with a +N overflow", () => {
    expect(visibleBenefits(items(4), "grid")).toEqual({
      shown: items(4),
      hidden: 0,
      overflowLabel: null,
    });
    expect(visibleBenefits(items(7), "grid")).toEqual({
      shown: items(4),
      hidden: 3,
      overflowLabel: "+3",
    });
  });

  it("list: up to 15", () => {
    expect(visibleBenefits(items(15), "list").shown).toHaveLength(15);
    const sixteen = visibleBenefits(items(16), "list");
    expect(sixteen.shown).toEqual(items(15));
    expect(sixteen.hidden).toBe(1);
    expect(sixteen.overflowLabel).toBeNull();
  });
});

describe("formatCoverageValue", () => {
  const notCovered = "No Cubre";

  it("a value of 0 or more shows as a percent", () => {
    expect(formatCoverageValue(80, null, notCovered)).toBe("80%");
    expect(formatCoverageValue(0, undefined, notCovered)).toBe("0%");
  });

  it("a lower value shows the page's 'No Cubre'", () => {
    expect(formatCoverageValue(-1, null, notCovered)).toBe("No Cubre");
    expect(formatCoverageValue(-1, 80, "Not covered")).toBe("Not covered - 80%");
  });

  it("a second distinct value shows as a range", () => {
    expect(formatCoverageValue(70, 90, notCovered)).toBe("70% - 90%");
  });

  it("a second equal value shows a single percent", () => {
    expect(formatCoverageValue(70, 70, notCovered)).toBe("70%");
  });

  it("no value gives null", () => {
    expect(formatCoverageValue(null, null, notCovered)).toBeNull();
  });
});
