import type { VisitorProfile } from "@qs/domain/profile";
import { describe, expect, it } from "vitest";
import { calculateProfilePrice, findPriceRow, type PriceRow, subjectsOf } from "./price-product";

const row = (over: Partial<PriceRow>): PriceRow => ({
  sex: null,
  ageMin: 0,
  ageMax: 120,
  species: null,
  breed: null,
  price: 100,
  unit: "COP",
  ...over,
});

const people: PriceRow[] = [
  row({ sex: "Masculino", ageMin: 18, ageMax: 29, price: 100 }),
  row({ sex: "Femenino", ageMin: 18, ageMax: 29, price: 110 }),
  row({ sex: "Masculino", ageMin: 30, ageMax: 64, price: 200 }),
];

describe("subjectsOf", () => {
  it("lists cotizantes (cotizante, then pareja) and dependants (carga) in order", () => {
    const subjects = subjectsOf(
      { cotizante: [{ edad: 40 }, { edad: 38 }], cargas: [{ edad: 4 }] },
      false,
    );
    expect(subjects.map((s) => [s.person.tipo, s.age])).toEqual([
      ["cotizante", 40],
      ["pareja", 38],
      ["carga", 4],
    ]);
  });

  it("prices one default person, Masculino aged 25, for an empty profile", () => {
    expect(subjectsOf(null, false)).toMatchObject([{ sex: "Masculino", age: 25 }]);
    expect(subjectsOf({ cotizante: [] }, false)).toHaveLength(1);
  });

  it("lists pets from mascota and from dependants whose parentesco is Mascota", () => {
    const subjects = subjectsOf(
      {
        mascota: [{ especie: "Perro", raza: "Pug", edad: 2, parentesco: "Mascota" }],
        cargas: [{ parentesco: "Mascota", especie: "Gato", edad: 1 }],
      },
      true,
    );
    expect(subjects.map((s) => [s.species, s.breed, s.age])).toEqual([
      ["Perro", "Pug", 2],
      ["Gato", null, 1],
    ]);
  });
});

describe("findPriceRow", () => {
  it("takes the row of the age band and sex, band bounds included", () => {
    const subject = { person: {}, sex: "Femenino", age: 29, species: null, breed: null };
    expect(findPriceRow(people, subject)?.price).toBe(110);
    expect(findPriceRow(people, { ...subject, sex: "Masculino", age: 30 })?.price).toBe(200);
  });

  it("finds nothing outside every band", () => {
    expect(
      findPriceRow(people, { person: {}, sex: "Masculino", age: 65, species: null, breed: null }),
    ).toBeNull();
    expect(
      findPriceRow(people, { person: {}, sex: "Masculino", age: 17, species: null, breed: null }),
    ).toBeNull();
  });

  it("prefers a breed row over a species row, and ignores case", () => {
    const pets = [
      row({ species: "Perro", price: 10 }),
      row({ species: "Perro", breed: "Bulldog", price: 15 }),
    ];
    const subject = { person: {}, sex: null, age: 3, species: "perro", breed: "BULLDOG" };
    expect(findPriceRow(pets, subject)?.price).toBe(15);
    expect(findPriceRow(pets, { ...subject, breed: "Pug" })?.price).toBe(10);
    expect(findPriceRow(pets, { ...subject, species: "Gato" })).toBeNull();
  });
});

describe("calculateProfilePrice", () => {
  it("adds the prices found and says whether every person was priced", () => {
    const result = calculateProfilePrice({
      rows: people,
      profile: {
        cotizante: [
          { sexo: "Masculino", edad: 20 },
          { sexo: "Femenino", edad: 70 },
        ],
      },
      pets: false,
      collective: false,
      ufValue: null,
    });
    expect(result.profiles.map((p) => p.method)).toEqual(["PriceTable", "PriceNotFound"]);
    expect(result.total).toMatchObject({
      profilesWithPrice: 1,
      profilesEvaluated: 2,
      arePricesDefined: false,
      minPrice: 100,
    });
  });

  it("has no total when nobody was priced", () => {
    const result = calculateProfilePrice({
      rows: people,
      profile: { cotizante: [{ edad: 90 }] },
      pets: false,
      collective: false,
      ufValue: null,
    });
    expect(result.total.minPrice).toBeNull();
    expect(result.total.arePricesDefined).toBe(false);
  });

  it("prices employees of a collective profile at the per-employee row", () => {
    const result = calculateProfilePrice({
      rows: [row({ ageMin: 18, ageMax: 70, price: 50 })],
      profile: { colectivo: { cantidadempleados: 12 } },
      pets: false,
      collective: true,
      ufValue: null,
    });
    expect(result.profiles).toMatchObject([{ method: "PerEmployee", price: 600, quantity: 12 }]);
  });

  it("converts a UF total to pesos, rounded", () => {
    const result = calculateProfilePrice({
      rows: [row({ price: 1.5, unit: "UF" })],
      profile: null,
      pets: false,
      collective: false,
      ufValue: 39000.6,
    });
    expect(result.conversion).toEqual({
      from: { value: 1.5, code: "UF" },
      to: { value: 58501, code: "CLP" },
    });
  });
});

describe("calculateProfilePrice for a Chile Isapre plan", () => {
  const isapreRows = [row({ ageMin: 0, ageMax: 120, price: 2, unit: "UF" })];
  const profile: VisitorProfile = {
    cotizante: [{ sexo: "Masculino", edad: 40, ingreso: 1_000_000 }],
    cargas: [{ edad: 1 }, { edad: 2 }],
  };

  it("prices a dependant under 2 at the Isapre's GES price only", () => {
    const result = calculateProfilePrice({
      rows: isapreRows,
      profile,
      pets: false,
      collective: false,
      ufValue: 40000,
      isapreCode: 99,
    });
    expect(result.profiles.map((e) => [e.method, e.price])).toEqual([
      ["PriceTable", 2],
      ["GesOnly", 0.59],
      ["PriceTable", 2],
    ]);
    expect(result.total.minPrice).toBe(4.59);
  });

  it("marks a GES-only dependant PriceNotFound when the Isapre has no GES price", () => {
    const result = calculateProfilePrice({
      rows: isapreRows,
      profile,
      pets: false,
      collective: false,
      ufValue: 40000,
      isapreCode: 62,
    });
    expect(result.profiles[1]).toMatchObject({ method: "PriceNotFound", price: null });
    expect(result.total.arePricesDefined).toBe(false);
  });

  it("carries the 7% simulation of the profile", () => {
    const result = calculateProfilePrice({
      rows: isapreRows,
      profile,
      pets: false,
      collective: false,
      ufValue: 40000,
      isapreCode: 99,
    });
    expect(result.simulation).toMatchObject({
      source: "income",
      ufValue: 40000,
      calculadoPeso: 70000 + 0.59 * 40000,
      topeimponible: [false, false, false],
    });
  });

  it("leaves other plans without GES pricing nor simulation", () => {
    const result = calculateProfilePrice({
      rows: isapreRows,
      profile,
      pets: false,
      collective: false,
      ufValue: 40000,
    });
    expect(result.profiles.map((e) => e.method)).toEqual([
      "PriceTable",
      "PriceTable",
      "PriceTable",
    ]);
    expect(result.simulation).toBeUndefined();
  });
});

describe("calculateProfilePrice with offers", () => {
  it("takes the offers' discounts off the total, without compounding", () => {
    const result = calculateProfilePrice({
      rows: [row({ price: 1000 })],
      profile: null,
      pets: false,
      collective: false,
      ufValue: null,
      discounts: [
        { unitCode: "percent", amount: 10 },
        { unitCode: "COP", amount: 50 },
      ],
    });
    expect(result.discount).toEqual({ base: 1000, discount: 150, final: 850 });
    expect(result.total.minPrice).toBe(1000);
  });

  it("states no discount when no offer takes anything off", () => {
    const result = calculateProfilePrice({
      rows: [row({ price: 1000 })],
      profile: null,
      pets: false,
      collective: false,
      ufValue: null,
      discounts: [{ unitCode: "percent", amount: 0 }],
    });
    expect(result.discount).toBeUndefined();
  });
});
