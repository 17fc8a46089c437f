import { describe, expect, it } from "vitest";
import { classifyByAgeLimits, effectiveAge, insuredPersons, normalizeRelationship } from "./person";

describe("effectiveAge", () => {
  it("a missing age counts as 25", () => {
    expect(effectiveAge(undefined)).toBe(25);
    expect(effectiveAge(null)).toBe(25);
    expect(effectiveAge("")).toBe(25);
  });

  it("keeps a given age, 0 included", () => {
    expect(effectiveAge(40)).toBe(40);
    expect(effectiveAge("7")).toBe(7);
    expect(effectiveAge(0)).toBe(0);
  });
});

describe("insuredPersons", () => {
  it("first cotizante is 'cotizante', later ones 'pareja', dependants 'carga'", () => {
    const persons = insuredPersons({
      cotizante: [{ edad: 40 }, { edad: 38 }],
      cargas: [{ edad: 5 }, {}],
    });
    expect(persons.map((person) => [person.tipo, person.edad])).toEqual([
      ["cotizante", 40],
      ["pareja", 38],
      ["carga", 5],
      ["carga", 25],
    ]);
  });

  it("an empty profile has nobody", () => {
    expect(insuredPersons({})).toEqual([]);
  });
});

describe("classifyByAgeLimits", () => {
  const persons = [{ edad: 0 }, { edad: 18 }, { edad: 64 }, { edad: 65 }];

  it("classes persons by age limits min-max, both included", () => {
    expect(classifyByAgeLimits(persons, { min: 18, max: 64 })).toEqual({
      insurable: [{ edad: 18 }, { edad: 64 }],
      uninsurable: [{ edad: 0 }, { edad: 65 }],
    });
  });

  it("a missing limit is open", () => {
    expect(classifyByAgeLimits(persons, { max: 18 }).insurable).toEqual([
      { edad: 0 },
      { edad: 18 },
    ]);
  });
});

describe("normalizeRelationship", () => {
  it("Spouse and French/Portuguese/Spanish forms become 'Cónyuge'", () => {
    for (const value of [
      "Spouse",
      "Conjoint",
      "Conjointe",
      "Époux",
      "Épouse",
      "Cônjuge",
      "Esposo",
      "Esposa",
    ]) {
      expect(normalizeRelationship(value)).toBe("Cónyuge");
    }
  });

  it("Child, Son, Filho and Fils become 'Hijo'", () => {
    for (const value of ["Child", "Son", "Filho", "Fils"]) {
      expect(normalizeRelationship(value)).toBe("Hijo");
    }
  });

  it("Daughter, Filha and Fille become 'Hija'", () => {
    for (const value of ["Daughter", "Filha", "Fille"]) {
      expect(normalizeRelationship(value)).toBe("Hija");
    }
  });

  it("is case-insensitive", () => {
    expect(normalizeRelationship("SPOUSE")).toBe("Cónyuge");
    expect(normalizeRelationship("daughter")).toBe("Hija");
  });

  it("leaves unknown values unchanged", () => {
    expect(normalizeRelationship("Mascota")).toBe("Mascota");
  });
});
