import { describe, expect, it } from "vitest";
import { comparisonIdsSchema, comparisonSelectionSchema, comparisonTraySchema } from "./comparison";

const product = (id: number) => ({ id, displayName: `Plan ${id}` });

describe("comparisonSelectionSchema", () => {
  it("accepts up to three products", () => {
    expect(comparisonSelectionSchema.safeParse([]).success).toBe(true);
    expect(comparisonSelectionSchema.safeParse([product(1), product(2), product(3)]).success).toBe(
      true,
    );
  });

  it("refuses a fourth product", () => {
    const result = comparisonSelectionSchema.safeParse([
      product(1),
      product(2),
      product(3),
      product(4),
    ]);
    expect(result.error?.issues[0]?.code).toBe("too_big");
  });

  it("refuses the same product twice", () => {
    expect(comparisonSelectionSchema.safeParse([product(1), product(1)]).success).toBe(false);
  });
});

describe("comparisonTraySchema", () => {
  it("has exactly three slots, empty ones null", () => {
    expect(comparisonTraySchema.safeParse([product(1), null, null]).success).toBe(true);
    expect(comparisonTraySchema.safeParse([product(1), null]).success).toBe(false);
  });
});

describe("comparisonIdsSchema", () => {
  it("accepts three distinct ids and refuses four", () => {
    expect(comparisonIdsSchema.safeParse([1, 2, 3]).success).toBe(true);
    expect(comparisonIdsSchema.safeParse([1, 2, 3, 4]).success).toBe(false);
  });
});
