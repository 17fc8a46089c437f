import { describe, expect, it } from "vitest";
import {
  GES_ONLY_AGE_LIMIT,
  gesPriceInUnderTwoMessage,
  gesPriceUf,
  isapreByCode,
  isapreCodes,
  isapreName,
  isapreSchema,
  isapres,
  isOpenIsapre,
  openIsapreCodes,
} from "./isapres";

describe("isapres", () => {
  it("has the codes 62, 63, 65, 67, 68, 76, 78, 80, 81, 88, 99, 107, 108, 94, 999", () => {
    expect(isapreCodes).toEqual([62, 63, 65, 67, 68, 76, 78, 80, 81, 88, 99, 107, 108, 94, 999]);
    for (const isapre of isapres) isapreSchema.parse(isapre);
  });

  it("marks open exactly 67, 78, 80, 81, 99, 107, 108", () => {
    expect([...openIsapreCodes]).toEqual([67, 78, 80, 81, 99, 107, 108]);
    expect(isapres.filter((i) => i.abierta).map((i) => i.codigodelaisapre)).toEqual([
      67, 78, 80, 81, 99, 107, 108,
    ]);
    expect(isOpenIsapre(88)).toBe(false);
    expect(isOpenIsapre(999)).toBe(false);
  });

  it.each([
    [67, "Colmena"],
    [78, "Cruz Blanca"],
    [80, "Vida Tres"],
    [81, "Nueva Masvida"],
    [99, "Banmedica"],
    [107, "Consalud"],
    [108, "Esencial"],
    [999, "Otras Isapres"],
  ])("code %i is %s", (code, name) => {
    expect(isapreName(code)).toBe(name);
  });

  it("returns nothing for an unknown code", () => {
    expect(isapreByCode(1)).toBeUndefined();
    expect(isapreName(1)).toBeNull();
    expect(gesPriceUf(1)).toBeNull();
  });
});

describe("GES prices", () => {
  it.each([
    [67, 0.77],
    [78, 0.74],
    [80, 0.63],
    [81, 0.795],
    [88, 0.63],
    [99, 0.59],
    [107, 0.595],
    [108, 0.8],
  ])("the product charges code %i the table's %f UF", (code, price) => {
    expect(gesPriceUf(code)).toBe(price);
  });

  it("keeps the under-2 message's reading: 0.602 for Banmédica and Consalud", () => {
    expect(gesPriceInUnderTwoMessage(99)).toBe(0.602);
    expect(gesPriceInUnderTwoMessage(107)).toBe(0.602);
    expect(gesPriceUf(99)).not.toBe(gesPriceInUnderTwoMessage(99));
  });

  it("quotes 0.8 Esencial, 0.63 Vida Tres, 0.77 Colmena, 0.795 Masvida in the message", () => {
    expect(gesPriceInUnderTwoMessage(108)).toBe(0.8);
    expect(gesPriceInUnderTwoMessage(80)).toBe(0.63);
    expect(gesPriceInUnderTwoMessage(67)).toBe(0.77);
    expect(gesPriceInUnderTwoMessage(81)).toBe(0.795);
  });

  it("has no message figure for Isapres the message does not name", () => {
    expect(gesPriceInUnderTwoMessage(78)).toBeNull();
    expect(gesPriceInUnderTwoMessage(88)).toBeNull();
  });

  it("has no GES price for Isapres without one", () => {
    expect(gesPriceUf(999)).toBeNull();
    expect(gesPriceUf(62)).toBeNull();
  });

  it("charges only GES to dependants under 2 years", () => {
    expect(GES_ONLY_AGE_LIMIT).toBe(2);
  });
});
