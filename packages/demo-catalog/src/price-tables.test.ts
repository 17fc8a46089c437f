import { describe, expect, it } from "vitest";
import type { PriceRowInput } from "./catalog-contract";
import {
  EMPLOYEE_BANDS,
  flatRows,
  ISAPRE_BANDS,
  isapreRows,
  PERSON_BANDS,
  PET_BREEDS,
  personRows,
  petRows,
  priceDetailOf,
  startingRow,
  unisexRows,
} from "./price-tables";
import { createRandom } from "./random";

const bySex = (rows: readonly PriceRowInput[], sex: string) =>
  rows.filter((row) => row.sex === sex).sort((a, b) => a.ageMin - b.ageMin);

describe("personRows", () => {
  const rows = personRows({ base: 300000, unit: "COP", random: createRandom("person") });

  it("prices every age band for each sex", () => {
    expect(rows).toHaveLength(PERSON_BANDS.length * 2);
    expect(bySex(rows, "Masculino").map((row) => [row.ageMin, row.ageMax])).toEqual(
      PERSON_BANDS.map(([min, max]) => [min, max]),
    );
    expect(bySex(rows, "Femenino")).toHaveLength(PERSON_BANDS.length);
  });

  it("charges adults more as they age", () => {
    for (const sex of ["Masculino", "Femenino"]) {
      const adults = bySex(rows, sex).filter((row) => row.ageMin >= 18);
      for (let i = 1; i < adults.length; i++) {
        expect((adults[i] as PriceRowInput).price).toBeGreaterThan(
          (adults[i - 1] as PriceRowInput).price,
        );
      }
    }
  });

  it("keeps the price of the reference band (man of 30 to 34) within 5% of the base", () => {
    const reference = rows.find((row) => row.sex === "Masculino" && row.ageMin === 30);
    expect(reference?.price).toBeGreaterThanOrEqual(300000 * 0.95);
    expect(reference?.price).toBeLessThanOrEqual(300000 * 1.05);
  });

  it("rounds pesos to the hundred", () => {
    for (const row of rows) expect(row.price % 100).toBe(0);
  });

  it("cuts the bands to the entry ages: nobody outside them gets a price", () => {
    const young = personRows({
      base: 100,
      unit: "PEN",
      random: createRandom("young"),
      ages: [18, 35],
    });
    expect(Math.min(...young.map((row) => row.ageMin))).toBe(18);
    expect(Math.max(...young.map((row) => row.ageMax))).toBe(35);
    for (const row of young) expect(Number.isInteger(row.price * 100)).toBe(true);
  });
});

describe("isapreRows", () => {
  it("is the base price times the factor of the single table plus GES, for either sex", () => {
    const rows = isapreRows({
      base: 2,
      unit: "UF",
      random: createRandom("isapre"),
      gesPrice: 0.77,
    });
    expect(rows).toHaveLength(ISAPRE_BANDS.length);
    for (const [index, row] of rows.entries()) {
      const factor = (ISAPRE_BANDS[index] as readonly number[])[2] as number;
      expect(row.sex).toBeNull();
      expect(row.price).toBeCloseTo(2 * factor + 0.77, 2);
    }
  });
});

describe("unisexRows and flatRows", () => {
  it("prices employees by age band only", () => {
    const rows = unisexRows({
      base: 150000,
      unit: "COP",
      random: createRandom("employees"),
      bands: EMPLOYEE_BANDS,
    });
    expect(rows.map((row) => row.sex)).toEqual(EMPLOYEE_BANDS.map(() => null));
    expect(rows[0]?.ageMin).toBe(18);
  });

  it("SCTR has one rate for the working ages", () => {
    expect(flatRows({ base: 26.4, unit: "PEN", random: createRandom("sctr") })).toEqual([
      { sex: null, ageMin: 18, ageMax: 70, price: 26.4, unit: "PEN" },
    ]);
  });
});

describe("petRows", () => {
  const rows = petRows({
    base: 40000,
    unit: "COP",
    random: createRandom("pets"),
    surchargedBreeds: 3,
  });

  it("prices every species by age and the surcharged breeds above their species", () => {
    const breeds = [...new Set(rows.filter((row) => row.breed).map((row) => row.breed))];
    expect(breeds).toHaveLength(3);
    for (const row of rows.filter((entry) => entry.breed)) {
      const species = rows.find(
        (entry) => !entry.breed && entry.species === row.species && entry.ageMin === row.ageMin,
      );
      expect(row.price).toBeGreaterThan(species?.price ?? Number.POSITIVE_INFINITY);
      expect(
        PET_BREEDS.some((entry) => entry.breed === row.breed && entry.species === row.species),
      ).toBe(true);
    }
  });

  it("covers pets up to 10 years by default and cats pay less than dogs", () => {
    expect(Math.max(...rows.map((row) => row.ageMax))).toBe(10);
    const dog = rows.find((row) => row.species === "Perro" && !row.breed && row.ageMin === 0);
    const cat = rows.find((row) => row.species === "Gato" && !row.breed && row.ageMin === 0);
    expect(cat?.price).toBeLessThan(dog?.price ?? 0);
  });
});

describe("startingRow", () => {
  it("is the lowest adult price, ignoring children", () => {
    const rows: PriceRowInput[] = [
      { sex: "Masculino", ageMin: 0, ageMax: 17, price: 50, unit: "USD" },
      { sex: "Masculino", ageMin: 18, ageMax: 24, price: 80, unit: "USD" },
      { sex: "Femenino", ageMin: 18, ageMax: 24, price: 75, unit: "USD" },
    ];
    expect(startingRow(rows).price).toBe(75);
  });

  it("falls back to the lowest row when there is no adult row", () => {
    const rows: PriceRowInput[] = [
      { species: "Perro", ageMin: 0, ageMax: 1, price: 30, unit: "CLP" },
      { species: "Gato", ageMin: 0, ageMax: 1, price: 20, unit: "CLP" },
    ];
    expect(startingRow(rows).price).toBe(20);
  });

  it("refuses an empty table", () => {
    expect(() => startingRow([])).toThrow();
  });
});

describe("priceDetailOf", () => {
  const row = (extra: Partial<PriceRowInput>): PriceRowInput => ({
    ageMin: 30,
    ageMax: 34,
    price: 1,
    unit: "COP",
    ...extra,
  });

  it("keeps the Spanish label and band, and stores them in English and Portuguese", () => {
    expect(priceDetailOf("Desde, por trabajador", row({}))).toEqual({
      label: "Desde, por trabajador",
      age_range: "30-34 años",
      translations: {
        en: { label: "From, per employee", age_range: "30-34 years" },
        pt: { label: "A partir de, por funcionário", age_range: "30-34 anos" },
      },
    });
  });

  it("names the breed (else the species) and counts one year in the singular", () => {
    const detail = priceDetailOf(
      "Desde",
      row({ species: "Perro", breed: "Pastor Alemán", ageMin: 1, ageMax: 1 }),
    );
    expect(detail.age_range).toBe("Pastor Alemán, 1 años");
    expect(detail.translations?.en?.age_range).toBe("German Shepherd, 1 year");
    expect(detail.translations?.pt?.age_range).toBe("Pastor Alemão, 1 ano");
    expect(
      priceDetailOf("Desde", row({ species: "Perro", ageMin: 2, ageMax: 4 })).translations,
    ).toMatchObject({
      en: { age_range: "Dog, 2-4 years" },
      pt: { age_range: "Cachorro, 2-4 anos" },
    });
  });
});
