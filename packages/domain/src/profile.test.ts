import { describe, expect, it } from "vitest";
import { enteredProfile, hasEnteredProfile } from "./entered-profile";
import {
  HOUSEHOLD_MESSAGE,
  headcountSchema,
  MAX_DEPENDANTS,
  visitorProfileSchema,
} from "./profile";

const chileProfile = {
  ingresodatos: true,
  enPareja: true,
  cotizante: [
    { tipo: "cotizante", sexo: "Masculino", edad: 27, ingreso: 1650000, imponible: 2000000 },
    { tipo: "pareja", sexo: "Femenino", edad: "31", ingreso: "" },
  ],
  cargas: [{ sexo: "Femenino", edad: 1, parentesco: "Hija", parentescoCarga: "Hija" }],
  region: { stateCode: 13, stateName: "Metropolitana", orderPosition: 1, abbreviation: "RM" },
  precios: { preciomax: 3.2, preciomin: 2.8, topeimponible: [false, true], calculadoUF: 3 },
  referido: { name: "Ana Pérez", email: "ana@example.cl", initialDate: "3/15/2025" },
  enUF: true,
};

describe("visitorProfileSchema", () => {
  it("parses a Chilean profile, reading numeric text and treating '' as missing", () => {
    const parsed = visitorProfileSchema.parse(chileProfile);
    expect(parsed.cotizante?.[1]?.edad).toBe(31);
    expect(parsed.cotizante?.[1]?.ingreso).toBeUndefined();
    expect(parsed.region?.abbreviation).toBe("RM");
  });

  it("accepts an empty profile and keeps unknown fields", () => {
    expect(visitorProfileSchema.parse({ campaign: "x" })).toEqual({ campaign: "x" });
  });

  it("refuses a gender other than Masculino or Femenino, with its path", () => {
    const result = visitorProfileSchema.safeParse({ cotizante: [{ sexo: "M" }] });
    expect(result.error?.issues[0]?.path).toEqual(["cotizante", 0, "sexo"]);
  });

  it("refuses a negative dependant age", () => {
    const result = visitorProfileSchema.safeParse({ cargas: [{ edad: -1 }] });
    expect(result.error?.issues[0]?.path).toEqual(["cargas", 0, "edad"]);
  });

  it("reads collective groups with thousand separators", () => {
    const parsed = visitorProfileSchema.parse({
      colectivos: [{ cantidadDeTrabajadores: "1.200", cantidadDeCargas: 40 }],
      cantidadempleados: "1.200",
    });
    expect(parsed.colectivos?.[0]?.cantidadDeTrabajadores).toBe(1200);
    expect(parsed.cantidadempleados).toBe(1200);
  });
});

describe("headcountSchema", () => {
  it("strips thousand dots and refuses text that is not a count", () => {
    expect(headcountSchema.parse("10.000")).toBe(10000);
    expect(headcountSchema.parse(10)).toBe(10);
    expect(headcountSchema.safeParse("diez").success).toBe(false);
    expect(headcountSchema.safeParse(-3).success).toBe(false);
  });
});

describe("a profile names a household a real family can be", () => {
  const person = { sexo: "Femenino", edad: 30 };
  it("takes the holder, a partner and 20 dependants", () => {
    expect(
      visitorProfileSchema.safeParse({
        cotizante: [person, person],
        cargas: Array.from({ length: MAX_DEPENDANTS }, () => person),
      }).success,
    ).toBe(true);
  });

  it("refuses more, in Spanish, instead of pricing hundreds of people", () => {
    const crowd = visitorProfileSchema.safeParse({
      cotizante: [person],
      cargas: Array.from({ length: 400 }, () => person),
    });
    expect(crowd.success).toBe(false);
    expect(crowd.error?.issues[0]?.message).toBe(HOUSEHOLD_MESSAGE);
    expect(visitorProfileSchema.safeParse({ cotizante: [person, person, person] }).success).toBe(
      false,
    );
    expect(
      visitorProfileSchema.safeParse({ mascota: Array.from({ length: 11 }, () => ({})) }).success,
    ).toBe(false);
  });
});

describe("hasEnteredProfile and enteredProfile", () => {
  it("count a profile as entered only when ingresodatos is true", () => {
    const entered = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 34 }] };
    expect(hasEnteredProfile(entered)).toBe(true);
    expect(enteredProfile(entered)).toBe(entered);
    for (const profile of [null, undefined, {}, { ingresodatos: false }, { ingresodatos: null }]) {
      expect(hasEnteredProfile(profile)).toBe(false);
      expect(enteredProfile(profile)).toBeNull();
    }
  });
});
