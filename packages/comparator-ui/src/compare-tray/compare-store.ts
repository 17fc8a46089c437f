import {
  addToCompare,
  type CompareTray,
  compareSelection,
  emptyCompareTray,
  isCompareDisabled,
  isInCompare,
  removeFromCompare,
  removeProductFromCompare,
} from "@qs/domain/compare-selection";
import type { ProductItem } from "@qs/domain/product";
import { useSyncExternalStore } from "react";

/** What the tray keeps of a product: enough to show its slot and build the comparison link. */
export type TrayProduct = Pick<ProductItem, "id" | "displayName" | "productCode" | "url"> & {
  organizationName?: string | null;
  logo?: string | null;
};

const STORAGE_KEY = "qs-compare-tray";
type Listener = () => void;

function load(): CompareTray<TrayProduct> {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    const items = raw ? (JSON.parse(raw) as (TrayProduct | null)[]) : null;
    if (Array.isArray(items) && items.length === 3) return items;
  } catch {
    // An unreadable tray starts empty.
  }
  return emptyCompareTray<TrayProduct>();
}

let tray: CompareTray<TrayProduct> | null = null;
const listeners = new Set<Listener>();

function current(): CompareTray<TrayProduct> {
  tray ??= load();
  return tray;
}

function set(next: CompareTray<TrayProduct>) {
  if (next === tray) return;
  tray = next;
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode: the tray lives for this page only.
  }
  for (const listener of listeners) listener();
}

export function toTrayProduct(product: ProductItem): TrayProduct {
  return {
    id: product.id,
    displayName: product.displayName,
    productCode: product.productCode,
    url: product.url,
    organizationName: product.organization?.displayName ?? null,
    logo:
      product.insuranceMetadata?.metadata?.logo ?? product.organization?.metadata?.image ?? null,
  };
}

/** The comparison tray (3 slots) shared by the cards, the tray bar and the comparison link. */
export const compareStore = {
  get: current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add: (product: TrayProduct) => set(addToCompare(current(), product)),
  removeSlot: (index: number) => set(removeFromCompare(current(), index)),
  removeProduct: (id: number) => set(removeProductFromCompare(current(), id)),
  clear: () => set(removeFromCompare(current(), -1)),
  /** Replaces the tray (stories and tests). */
  reset: (items: readonly (TrayProduct | null)[] = []) =>
    set(Array.from({ length: 3 }, (_, index) => items[index] ?? null)),
};

export function useCompareTray() {
  const value = useSyncExternalStore(compareStore.subscribe, current, current);
  return {
    tray: value,
    selection: compareSelection(value),
    isChecked: (id: number) => isInCompare(value, id),
    isDisabled: (id: number) => isCompareDisabled(value, id),
  };
}

/** The comparison page path that reproduces a selection: /Comparar/Comparacion?productos=A,B,C. */
export const COMPARISON_PATH = "/Comparar/Comparacion";
