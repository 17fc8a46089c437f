import { describe, expect, it } from "vitest";
import { regulatorOf } from "./regulators";

describe("regulators", () => {
  it("names the health regulator for Isapres, EPS and prepaid medicine, the insurance one otherwise", () => {
    expect(regulatorOf("CL", "ISAPRE")?.name).toBe("Superintendencia de Salud");
    expect(regulatorOf("CL", "ASEG")?.name).toContain("CMF");
    expect(regulatorOf("CO", "ASEG")?.name).toBe("Superintendencia Financiera de Colombia");
    expect(regulatorOf("CO", "MEDICINA PREPAGADA")?.name).toBe(
      "Superintendencia Nacional de Salud",
    );
    expect(regulatorOf("PE", "ASEG")?.name).toContain("SBS");
    expect(regulatorOf("PE", "EPS")?.name).toContain("SUSALUD");
    for (const code of ["CL", "CO", "PE"])
      expect(regulatorOf(code, "ASEG")?.url).toMatch(/^https:\/\//);
  });

  it("has no regulator figures for international plans", () => {
    expect(regulatorOf("INT", "ASEG")).toBeNull();
  });
});
