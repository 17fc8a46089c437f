import { describe, expect, it } from "vitest";
import {
  addToCompare,
  type CompareTray,
  compareSelection,
  emptyCompareTray,
  isCompareDisabled,
  MAX_COMPARE,
  removeFromCompare,
  removeProductFromCompare,
} from "./compare-selection";

type Item = { id: number };
const a = { id: 1 };
const b = { id: 2 };
const c = { id: 3 };
const d = { id: 4 };

function fill(...items: Item[]): CompareTray<Item> {
  return items.reduce<CompareTray<Item>>(
    (tray, item) => addToCompare(tray, item),
    emptyCompareTray(),
  );
}

describe("compare selection", () => {
  it("allows at most 3 products, in a tray of 3 slots", () => {
    expect(MAX_COMPARE).toBe(3);
    expect(emptyCompareTray()).toEqual([null, null, null]);
  });

  it("adding fills the first empty slot", () => {
    expect(addToCompare(emptyCompareTray<Item>(), a)).toEqual([a, null, null]);
    expect(addToCompare([a, null, null], b)).toEqual([a, b, null]);
    expect(addToCompare([a, null, c], b)).toEqual([a, b, c]);
  });

  it("adding a 4th product is refused", () => {
    const full = fill(a, b, c);
    expect(addToCompare(full, d)).toBe(full);
    expect(compareSelection(addToCompare(full, d))).toEqual([a, b, c]);
  });

  it("adding a product already chosen is a no-op", () => {
    const tray = fill(a, b);
    expect(addToCompare(tray, { id: 1 })).toBe(tray);
  });

  it("removing one shifts the rest up", () => {
    expect(removeFromCompare(fill(a, b, c), 0)).toEqual([b, c, null]);
    expect(removeFromCompare(fill(a, b, c), 1)).toEqual([a, c, null]);
    expect(removeFromCompare(fill(a, b, c), 2)).toEqual([a, b, null]);
  });

  it("removing with a negative index empties all", () => {
    expect(removeFromCompare(fill(a, b, c), -1)).toEqual([null, null, null]);
  });

  it("removing past the last slot changes nothing", () => {
    const tray = fill(a, b);
    expect(removeFromCompare(tray, 3)).toBe(tray);
  });

  it("unchecking removes the product by id", () => {
    expect(removeProductFromCompare(fill(a, b, c), 2)).toEqual([a, c, null]);
    const tray = fill(a);
    expect(removeProductFromCompare(tray, 9)).toBe(tray);
  });
});

describe("isCompareDisabled", () => {
  it("is true for unchecked boxes once 3 are chosen", () => {
    expect(isCompareDisabled(fill(a, b, c), d.id)).toBe(true);
  });

  it("is false for the checked boxes, so they can be unchecked", () => {
    expect(isCompareDisabled(fill(a, b, c), b.id)).toBe(false);
  });

  it("is false while fewer than 3 are chosen", () => {
    expect(isCompareDisabled(fill(a, b), d.id)).toBe(false);
  });
});
