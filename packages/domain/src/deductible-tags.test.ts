import { describe, expect, it } from "vitest";
import { type DeductibleTags, deductibleType, parseDeductibleName } from "./deductible-tags";

const noTags: DeductibleTags = {
  ageRange: null,
  contractingAgeRange: null,
  mode: null,
  network: null,
  vp: false,
  ex: false,
};

function tagsOf(name: string): DeductibleTags {
  const result = parseDeductibleName(name);
  if (!result.ok) throw new Error(result.error);
  return result.tags;
}

describe("parseDeductibleName", () => {
  it("returns the plain name without tags", () => {
    expect(parseDeductibleName("Deducible anual E[0-17] VP")).toEqual({
      ok: true,
      name: "Deducible anual",
      tags: { ...noTags, ageRange: { min: 0, max: 17 }, vp: true },
    });
  });

  it("a name without tags is returned as is", () => {
    expect(parseDeductibleName("Tope anual")).toEqual({
      ok: true,
      name: "Tope anual",
      tags: noTags,
    });
  });

  it("E[min-max]: person age limit", () => {
    expect(tagsOf("Deducible E[18-64]").ageRange).toEqual({ min: 18, max: 64 });
  });

  it("EC[min-max]: contracting age range", () => {
    expect(tagsOf("Deducible EC[0-60]").contractingAgeRange).toEqual({ min: 0, max: 60 });
  });

  it("VP and EX flags", () => {
    expect(tagsOf("Deducible VP").vp).toBe(true);
    expect(tagsOf("Deducible EX").ex).toBe(true);
  });

  it("M[mode]", () => {
    expect(tagsOf("Deducible M[preferente]").mode).toBe("preferente");
  });

  it("P[Convenio|Libre_Eleccion|Extranjero]", () => {
    expect(tagsOf("Tope P[Convenio]").network).toBe("Convenio");
    expect(tagsOf("Tope P[Libre_Eleccion]").network).toBe("Libre_Eleccion");
    expect(tagsOf("Tope P[Extranjero]").network).toBe("Extranjero");
  });

  it("reads all tags together", () => {
    expect(
      parseDeductibleName("Deducible E[0-17] EC[18-65] M[libre_eleccion] P[Extranjero] VP EX"),
    ).toEqual({
      ok: true,
      name: "Deducible",
      tags: {
        ageRange: { min: 0, max: 17 },
        contractingAgeRange: { min: 18, max: 65 },
        mode: "libre_eleccion",
        network: "Extranjero",
        vp: true,
        ex: true,
      },
    });
  });

  it("a name whose tags cannot be parsed is an error result", () => {
    for (const name of [
      "Deducible E[18]",
      "Deducible E[65-18]",
      "Deducible EC[a-b]",
      "Deducible P[Otro]",
      "Deducible M[]",
      "Deducible E[0-17",
      "Deducible X[1]",
      "Deducible VP[1]",
      "Deducible E[0-17] E[18-20]",
    ]) {
      const result = parseDeductibleName(name);
      expect(result.ok, name).toBe(false);
      if (!result.ok) expect(result.error).toContain(name);
    }
  });
});

describe("deductibleType", () => {
  it("is 5 with EC, 4 with VP, otherwise 1", () => {
    expect(deductibleType(tagsOf("Deducible EC[0-60]"))).toBe(5);
    expect(deductibleType(tagsOf("Deducible VP"))).toBe(4);
    expect(deductibleType(tagsOf("Deducible E[0-17]"))).toBe(1);
  });

  it("EC takes precedence over VP", () => {
    expect(deductibleType(tagsOf("Deducible EC[0-60] VP"))).toBe(5);
  });
});
