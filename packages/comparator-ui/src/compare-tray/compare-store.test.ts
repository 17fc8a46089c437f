import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { compareStore, type TrayProduct, useCompareTray } from "./compare-store";

const product = (id: number): TrayProduct => ({
  id,
  displayName: `Plan ${id}`,
  productCode: `P-${id}`,
});

describe("comparison tray", () => {
  beforeEach(() => compareStore.reset());

  it("fills the first empty slot and takes at most 3 products", () => {
    const { result } = renderHook(() => useCompareTray());
    act(() => {
      for (const id of [1, 2, 3, 4]) compareStore.add(product(id));
    });
    expect(result.current.selection.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(result.current.isDisabled(4)).toBe(true);
    expect(result.current.isDisabled(2)).toBe(false);
  });

  it("removing a slot shifts the rest up; a negative index empties all", () => {
    const { result } = renderHook(() => useCompareTray());
    act(() => {
      for (const id of [1, 2, 3]) compareStore.add(product(id));
      compareStore.removeSlot(0);
    });
    expect(result.current.tray.map((item) => item?.id ?? null)).toEqual([2, 3, null]);
    act(() => compareStore.removeSlot(-1));
    expect(result.current.selection).toEqual([]);
  });

  it("unchecking a product removes it wherever it sits", () => {
    const { result } = renderHook(() => useCompareTray());
    act(() => {
      for (const id of [1, 2, 3]) compareStore.add(product(id));
      compareStore.removeProduct(2);
    });
    expect(result.current.tray.map((item) => item?.id ?? null)).toEqual([1, 3, null]);
  });
});
