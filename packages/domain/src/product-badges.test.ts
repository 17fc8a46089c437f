import { describe, expect, it } from "vitest";
import { isNewProduct, monthsBefore } from "./product-badges";

const now = new Date(2024, 5, 15, 12, 0, 0);

describe("isNewProduct", () => {
  it("is new for under two months of availability", () => {
    expect(isNewProduct(new Date(2024, 4, 1), now)).toBe(true);
    expect(isNewProduct(new Date(2024, 3, 15, 12, 0, 1), now)).toBe(true);
  });

  it("exactly two months is not new", () => {
    expect(isNewProduct(new Date(2024, 3, 15, 12, 0, 0), now)).toBe(false);
  });

  it("more than two months is not new", () => {
    expect(isNewProduct(new Date(2024, 3, 14), now)).toBe(false);
  });

  it("a missing or invalid date is not new", () => {
    expect(isNewProduct(null, now)).toBe(false);
    expect(isNewProduct("no es fecha", now)).toBe(false);
  });

  it("accepts ISO strings", () => {
    expect(isNewProduct(new Date(2024, 5, 1).toISOString(), now)).toBe(true);
  });
});

describe("monthsBefore", () => {
  it("uses calendar months, clamping to the end of a shorter month", () => {
    expect(monthsBefore(new Date(2024, 3, 30), 2)).toEqual(new Date(2024, 1, 29));
    expect(monthsBefore(new Date(2023, 3, 30), 2)).toEqual(new Date(2023, 1, 28));
    expect(monthsBefore(new Date(2024, 0, 10), 2)).toEqual(new Date(2023, 10, 10));
  });
});
