import { isapreAnswers } from "@qs/test-support/isapre-samples";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { lastPriceUf, shownUf } from "./use-uf-value";

const answer = isapreAnswers.withIncome;

describe("the UF value the Isapre block shows", () => {
  it("is the API's value with its day", () => {
    expect(shownUf({ value: 39_700, date: "2026-11-25", source: "api" }, answer)).toEqual({
      value: 39_700,
      date: "2026-11-25",
      source: "api",
    });
  });

  it("after the API failed, is the price answer's value ahead of the stored and default values", () => {
    for (const source of ["stored", "default", "price"] as const) {
      expect(shownUf({ value: 39_000, date: "2026-10-01", source }, answer)).toEqual({
        value: 39_650.42,
        date: null,
      });
    }
  });

  it("is the page's fallback when the answer has no UF, and null while nothing is known", () => {
    const stored = { value: 39_000, date: "2026-10-01", source: "stored" as const };
    expect(shownUf(stored, { total: answer.total, profiles: [] })).toEqual(stored);
    expect(shownUf(null, undefined)).toBeNull();
  });
});

describe("the secondary source", () => {
  it("reads the newest price answer of the query cache", () => {
    const client = new QueryClient();
    expect(lastPriceUf(client)).toBeNull();
    client.setQueryData(["profile-price", "CL", { productId: 1 }], answer, { updatedAt: 1 });
    expect(lastPriceUf(client)).toEqual({ value: 39_650.42, date: null });
    const newer = {
      ...answer,
      simulation: answer.simulation ? { ...answer.simulation, ufValue: 39_700 } : null,
    };
    client.setQueryData(["profile-price", "CL", { productId: 2 }], newer, { updatedAt: 2 });
    expect(lastPriceUf(client)).toEqual({ value: 39_700, date: null });
  });

  it("ignores other queries", () => {
    const client = new QueryClient();
    client.setQueryData(["uf-value", "CL"], { value: 1, date: null, source: "default" });
    client.setQueryData(["product", "CL", "x"], answer);
    expect(lastPriceUf(client)).toBeNull();
  });
});
