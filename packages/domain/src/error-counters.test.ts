import { describe, expect, it } from "vitest";
import { errorCounterAreaSchema, errorCountersSchema } from "./error-counters";

describe("errorCountersSchema", () => {
  it("counts 0 for every area not given", () => {
    const parsed = errorCountersSchema.parse({ isapres: 2 });
    expect(parsed.isapres).toBe(2);
    for (const area of errorCounterAreaSchema.options.filter((name) => name !== "isapres")) {
      expect(parsed[area]).toBe(0);
    }
  });

  it("refuses a negative or fractional count", () => {
    expect(errorCountersSchema.safeParse({ categorias: -1 }).error?.issues[0]?.path).toEqual([
      "categorias",
    ]);
    expect(errorCountersSchema.safeParse({ prevision: 1.5 }).success).toBe(false);
  });

  it("has the eight areas of the spec", () => {
    expect(errorCounterAreaSchema.options).toHaveLength(8);
  });
});
