import { allowsDependants } from "@qs/domain/collective";
import { describe, expect, it } from "vitest";
import { canCloseDependants, isValidAge, spouseTaken } from "./dependants";
import { profileKindOf } from "./product-kind";

describe("dependants", () => {
  it("allow one spouse: the option is taken once another row holds Cónyuge or Spouse", () => {
    const rows = [{ parentescoCarga: "Spouse" }, { parentescoCarga: "Hijo" }];
    expect(spouseTaken(rows, 1)).toBe(true);
    expect(spouseTaken(rows, 0)).toBe(false);
    expect(spouseTaken([{ parentescoCarga: "Cónyuge" }], 1)).toBe(true);
  });

  it("accept ages of 0 or more and nothing else", () => {
    expect(isValidAge(0)).toBe(true);
    expect(isValidAge("0")).toBe(true);
    expect(isValidAge(-1)).toBe(false);
    expect(isValidAge("")).toBe(false);
    expect(isValidAge(null)).toBe(false);
    expect(isValidAge("2.5")).toBe(false);
  });

  it("keep the menu open while a dependant lacks a valid age", () => {
    expect(canCloseDependants([{ cargas_edad: 3 }, { cargas_edad: null }])).toBe(false);
    expect(canCloseDependants([{ cargas_edad: 3 }, { cargas_edad: 0 }])).toBe(true);
    expect(canCloseDependants([{ mascota_edad: "" }])).toBe(false);
  });

  it("refuse dependants for colectivo, SCTR and SEGURO COLECTIVO", () => {
    expect(allowsDependants("colectivo")).toBe(false);
    expect(allowsDependants("SCTR")).toBe(false);
    expect(allowsDependants("SEGURO COLECTIVO")).toBe(false);
    expect(allowsDependants("POLIZA DE SALUD")).toBe(true);
  });

  it("price pet types with the pet profile", () => {
    expect(profileKindOf("SEGURO_MASCOTAS")).toBe("pets");
    expect(profileKindOf("SEGURO_MASCOTA_GENERAL")).toBe("pets");
    expect(profileKindOf("ISAPRE")).toBe("persons");
  });
});
