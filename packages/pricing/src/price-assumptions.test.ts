import { describe, expect, it } from "vitest";
import { describePriceAssumptions, formatDayMonthYear } from "./price-assumptions";

const UF = { value: 39214.8, date: "2026-11-21", source: "primary" as const };

describe("describePriceAssumptions for persons", () => {
  const family = {
    ingresodatos: true,
    cotizante: [
      { sexo: "Masculino", edad: 35 },
      { sexo: "Femenino", edad: 33 },
    ],
    cargas: [{ edad: 4 }, { edad: 7 }],
  };

  it("states who is counted and the UF value with its day", () => {
    const result = describePriceAssumptions({
      kind: "persons",
      profile: family,
      uf: UF,
      locale: "es-CL",
    });
    expect(result.text).toBe(
      "Precio mensual para 4 personas: titular Masculino 35 años, cónyuge Femenino 33 años, 2 cargas (4 y 7 años). Valor UF $39.214,80 del 21-11-2026.",
    );
    expect(result).toMatchObject({
      assumed: false,
      count: 4,
      uf: { value: 39214.8, date: "21-11-2026", source: "primary" },
    });
    expect(result.persons.map((person) => person.role)).toEqual([
      "titular",
      "cónyuge",
      "carga",
      "carga",
    ]);
  });

  it("names no UF value when the price uses none", () => {
    const result = describePriceAssumptions({
      kind: "persons",
      profile: { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 41 }] },
      locale: "es-CO",
    });
    expect(result.text).toBe("Precio mensual para 1 persona: titular Femenino 41 años.");
    expect(result.uf).toBeNull();
  });

  it("counts a spouse dependant as cónyuge, whatever language the relationship is in", () => {
    const result = describePriceAssumptions({
      kind: "persons",
      profile: {
        ingresodatos: true,
        cotizante: [{ sexo: "Masculino", edad: 30 }],
        cargas: [{ edad: 1 }, { sexo: "Femenino", edad: 29, parentescoCarga: "Spouse" }],
      },
      locale: "es-PE",
    });
    expect(result.text).toBe(
      "Precio mensual para 3 personas: titular Masculino 30 años, cónyuge Femenino 29 años, 1 carga (1 año).",
    );
  });

  it("lists three or more dependants' ages with commas and 'y'", () => {
    const result = describePriceAssumptions({
      kind: "persons",
      profile: {
        ingresodatos: true,
        cotizante: [{ edad: 50 }],
        cargas: [{ edad: 4 }, { edad: 7 }, { edad: 12 }],
      },
      locale: "es-CL",
    });
    expect(result.text).toBe(
      "Precio mensual para 4 personas: titular 50 años, 3 cargas (4, 7 y 12 años).",
    );
  });

  it("counts a missing age as 25", () => {
    const result = describePriceAssumptions({
      kind: "persons",
      profile: { ingresodatos: true, cotizante: [{ sexo: "Masculino" }] },
      locale: "es-CL",
    });
    expect(result.persons).toEqual([{ role: "titular", sexo: "Masculino", edad: 25 }]);
  });

  it("without entered data the price is for one person of 25", () => {
    for (const profile of [
      null,
      { ingresodatos: false, cotizante: [{ edad: 60 }] },
      { ingresodatos: true },
    ]) {
      const result = describePriceAssumptions({ kind: "persons", profile, locale: "es-CL" });
      expect(result.text).toBe(
        "Precio referencial para una persona de 25 años: ingresa tu perfil para ver tu precio.",
      );
      expect(result).toMatchObject({
        assumed: true,
        count: 1,
        persons: [{ role: "titular", sexo: null, edad: 25 }],
      });
    }
  });

  it("an assumed profile still states the UF value", () => {
    const result = describePriceAssumptions({
      kind: "persons",
      profile: null,
      uf: UF,
      locale: "es-CL",
    });
    expect(result.text).toBe(
      "Precio referencial para una persona de 25 años: ingresa tu perfil para ver tu precio. Valor UF $39.214,80 del 21-11-2026.",
    );
  });

  it("a UF value without a day is stated as a reference value", () => {
    const result = describePriceAssumptions({
      kind: "persons",
      profile: null,
      uf: { value: 39214.8, date: null, source: "default" },
      locale: "es-CL",
    });
    expect(result.text.endsWith(" Valor UF de referencia $39.214,80.")).toBe(true);
    expect(result.uf).toEqual({ value: 39214.8, date: null, source: "default" });
  });
});

describe("describePriceAssumptions for pets", () => {
  it("names each pet's species, breed and age, from mascota or from pet dependants", () => {
    const result = describePriceAssumptions({
      kind: "pets",
      profile: {
        mascota: [{ especie: "Perro", raza: "Labrador", edad: 3 }],
        cargas: [{ especie: "Gato", edad: 1, parentesco: "Mascota" }, { edad: 40 }],
      },
      locale: "es-CL",
    });
    expect(result.text).toBe("Precio mensual para 2 mascotas: Perro Labrador 3 años, Gato 1 año.");
    expect(result.count).toBe(2);
  });

  it("without pets the price is for one pet", () => {
    const result = describePriceAssumptions({ kind: "pets", profile: {}, locale: "es-CO" });
    expect(result).toMatchObject({
      assumed: true,
      text: "Precio referencial para una mascota: ingresa tu perfil para ver tu precio.",
    });
  });
});

describe("describePriceAssumptions for collective cover", () => {
  it("states the employee count, grouped for the locale", () => {
    const result = describePriceAssumptions({
      kind: "collective",
      profile: { colectivo: { cantidadempleados: "1.200" } },
      locale: "es-CL",
    });
    expect(result.text).toBe("Precio mensual para 1.200 empleados.");
    expect(result.employees).toBe(1200);
  });

  it("one employee is singular", () => {
    const result = describePriceAssumptions({
      kind: "collective",
      profile: { cantidadempleados: 1 },
      locale: "es-CL",
    });
    expect(result.text).toBe("Precio mensual para 1 empleado.");
  });

  it("without a count the price is per employee", () => {
    const result = describePriceAssumptions({
      kind: "collective",
      profile: { colectivo: { cantidadempleados: 0 } },
      locale: "es-CL",
    });
    expect(result).toMatchObject({
      assumed: true,
      employees: null,
      text: "Precio referencial por empleado: ingresa tu perfil para ver tu precio.",
    });
  });
});

describe("formatDayMonthYear", () => {
  it("writes days as dd-mm-yyyy", () => {
    expect(formatDayMonthYear("2026-03-05")).toBe("05-03-2026");
    expect(formatDayMonthYear("2026-03-05T23:30:00Z")).toBe("05-03-2026");
    expect(formatDayMonthYear(new Date(2026, 0, 9))).toBe("09-01-2026");
  });

  it("gives null for something that is not a day", () => {
    expect(formatDayMonthYear("05/03/2026")).toBeNull();
    expect(formatDayMonthYear(new Date(Number.NaN))).toBeNull();
  });
});
