import { describe, expect, it } from "vitest";
import {
  apiFailureReasonSchema,
  failureReasonById,
  failureReasonLabel,
  failureReasonSchema,
  failureReasons,
  failureReasonsFor,
} from "./failure-reasons";

describe("failure reasons", () => {
  it("has about 49 reasons, each valid, with unique ids and orders", () => {
    expect(failureReasons).toHaveLength(49);
    for (const reason of failureReasons) failureReasonSchema.parse(reason);
    expect(new Set(failureReasons.map((r) => r.id)).size).toBe(49);
    expect(new Set(failureReasons.map((r) => r.order)).size).toBe(49);
  });

  it("includes the short names 'Muy caro' and 'Número/Email inválido'", () => {
    const shortNames = failureReasons.map((r) => ("shortName" in r ? r.shortName : undefined));
    expect(shortNames).toContain("Muy caro");
    expect(shortNames).toContain("Número/Email inválido");
  });

  it("uses only the sub-statuses 401, 402 and 403, and each of them", () => {
    const used = new Set(failureReasons.flatMap((r) => [...r.subStatuses]));
    expect([...used].sort()).toEqual([401, 402, 403]);
  });

  it("shows the short name when there is one, the name otherwise", () => {
    const muyCaro = failureReasons.find((r) => "shortName" in r && r.shortName === "Muy caro");
    expect(muyCaro && failureReasonLabel(muyCaro)).toBe("Muy caro");
    const noShort = failureReasons.find((r) => !("shortName" in r));
    expect(noShort && failureReasonLabel(noShort)).toBe(noShort?.name);
    expect(failureReasonById(0)).toBeUndefined();
  });
});

describe("failureReasonsFor", () => {
  it("returns only reasons listing the request type, the sub-status and the country", () => {
    const filter = { requestType: 2, subStatus: 402, countryId: 1 };
    const result = failureReasonsFor(filter);
    expect(result.length).toBeGreaterThan(0);
    for (const reason of result) {
      expect(reason.types).toContain(2);
      expect(reason.subStatuses).toContain(402);
      expect(reason.availableCountries).toContain(1);
    }
    const expected = failureReasons.filter(
      (r) =>
        (r.types as readonly number[]).includes(2) &&
        (r.subStatuses as readonly number[]).includes(402) &&
        (r.availableCountries as readonly number[]).includes(1),
    );
    expect(result).toHaveLength(expected.length);
  });

  it("sorts the result by order", () => {
    const result = failureReasonsFor({ requestType: 1, subStatus: 403, countryId: 3 });
    const orders = result.map((r) => r.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("excludes a reason when only the country differs", () => {
    const rows = [
      { id: 1, name: "A", order: 2, types: [2], subStatuses: [402], availableCountries: [1] },
      { id: 2, name: "B", order: 1, types: [2], subStatuses: [402], availableCountries: [1, 3] },
    ] as const;
    expect(
      failureReasonsFor({ requestType: 2, subStatus: 402, countryId: 3 }, rows).map((r) => r.id),
    ).toEqual([2]);
    expect(
      failureReasonsFor({ requestType: 2, subStatus: 402, countryId: 1 }, rows).map((r) => r.id),
    ).toEqual([2, 1]);
  });

  it("excludes a reason when only the request type or only the sub-status differs", () => {
    const rows = [
      { id: 1, name: "A", order: 1, types: [6], subStatuses: [403], availableCountries: [1] },
    ] as const;
    expect(failureReasonsFor({ requestType: 6, subStatus: 403, countryId: 1 }, rows)).toHaveLength(
      1,
    );
    expect(failureReasonsFor({ requestType: 1, subStatus: 403, countryId: 1 }, rows)).toHaveLength(
      0,
    );
    expect(failureReasonsFor({ requestType: 6, subStatus: 401, countryId: 1 }, rows)).toHaveLength(
      0,
    );
  });

  it("offers nothing for a sub-status outside 401-403", () => {
    expect(failureReasonsFor({ requestType: 1, subStatus: 406, countryId: 1 })).toEqual([]);
  });

  it("offers Chile-only reasons in Chile and not in Colombia", () => {
    const fonasa = failureReasons.find((r) => r.name.includes("Fonasa"));
    expect(fonasa).toBeDefined();
    const inChile = failureReasonsFor({ requestType: 2, subStatus: 402, countryId: 1 });
    const inColombia = failureReasonsFor({ requestType: 2, subStatus: 402, countryId: 3 });
    expect(inChile.map((r) => r.id)).toContain(fonasa?.id);
    expect(inColombia.map((r) => r.id)).not.toContain(fonasa?.id);
  });
});

describe("apiFailureReasonSchema", () => {
  it("reads the API row (type, sub_status) into the catalogue shape", () => {
    const row = apiFailureReasonSchema.parse({
      id: 7,
      name: "Muy caro para el cliente",
      shortName: "Muy caro",
      order: 3,
      type: [1, 2],
      sub_status: [402],
      availableCountries: [1],
    });
    expect(row).toEqual({
      id: 7,
      name: "Muy caro para el cliente",
      shortName: "Muy caro",
      order: 3,
      types: [1, 2],
      subStatuses: [402],
      availableCountries: [1],
    });
  });

  it("drops a null short name and rejects an unknown sub-status", () => {
    const base = { id: 1, name: "X", order: 1, type: [1], availableCountries: [1] };
    expect(
      apiFailureReasonSchema.parse({ ...base, shortName: null, sub_status: [401] }),
    ).not.toHaveProperty("shortName");
    expect(apiFailureReasonSchema.safeParse({ ...base, sub_status: [406] }).success).toBe(false);
  });
});
