import { describe, expect, it } from "vitest";
import {
  collectiveProfileSchema,
  colombiaPersonSchema,
  guardProfileSchema,
  headcountSchema,
  peruPersonSchema,
  petProfileSchema,
  sctrProfileSchema,
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

describe("country persons", () => {
  it("Peru and Colombia default sexo to Masculino and edad to 25", () => {
    expect(peruPersonSchema.parse({})).toMatchObject({ sexo: "Masculino", edad: 25 });
    expect(colombiaPersonSchema.parse({ sexo: "", edad: "", eps_actual: "sura" })).toMatchObject({
      sexo: "Masculino",
      edad: 25,
      eps_actual: "sura",
    });
  });

  it("keeps a given age, including 0", () => {
    expect(peruPersonSchema.parse({ edad: 0 }).edad).toBe(0);
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

describe("other profiles", () => {
  it("collective profile needs colectivo; Peru adds sistemaprevisional", () => {
    expect(
      collectiveProfileSchema.parse({
        colectivo: { cantidadempleados: "12", sistemaprevisional: "AFP" },
      }).colectivo.cantidadempleados,
    ).toBe(12);
    expect(collectiveProfileSchema.safeParse({ region: null }).error?.issues[0]?.path).toEqual([
      "colectivo",
    ]);
  });

  it("SCTR income defaults to 1000", () => {
    const parsed = sctrProfileSchema.parse({
      sctr: { cantidadempleados: 30, sector: "Construcción" },
    });
    expect(parsed.sctr.ingreso).toBe(1000);
    expect(sctrProfileSchema.parse({ sctr: { ingreso: "2500" } }).sctr.ingreso).toBe(2500);
  });

  it("pets get parentesco Mascota", () => {
    const parsed = petProfileSchema.parse({
      mascota: [{ raza: "Labrador", especie: "Perro", edad: "3" }],
    });
    expect(parsed.mascota[0]).toMatchObject({ parentesco: "Mascota", edad: 3 });
    expect(
      petProfileSchema.safeParse({ mascota: [{ parentesco: "Hijo" }] }).error?.issues[0]?.path,
    ).toEqual(["mascota", 0, "parentesco"]);
  });

  it("guard profile requires the number of guards", () => {
    expect(
      guardProfileSchema.parse({ guardias: { cantidadGuardias: "1.500" } }).guardias
        .cantidadGuardias,
    ).toBe(1500);
    expect(guardProfileSchema.safeParse({ guardias: {} }).error?.issues[0]?.path).toEqual([
      "guardias",
      "cantidadGuardias",
    ]);
  });
});
