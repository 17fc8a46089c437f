/** Comparison selection (comparator spec §4, profile spec §4): at most 3 products in a 3-slot tray. */

export const MAX_COMPARE = 3;

export type ComparableId = number | string;
export type Comparable = { id: ComparableId };

/** The tray: always MAX_COMPARE slots, filled from the first; null is an empty slot. */
export type CompareTray<T extends Comparable> = readonly (T | null)[];

export function emptyCompareTray<T extends Comparable>(): CompareTray<T> {
  return Array.from({ length: MAX_COMPARE }, () => null);
}

/** The chosen products, in slot order. */
export function compareSelection<T extends Comparable>(tray: CompareTray<T>): T[] {
  return tray.filter((item): item is T => item !== null);
}

export function isInCompare<T extends Comparable>(tray: CompareTray<T>, id: ComparableId): boolean {
  return tray.some((item) => item !== null && item.id === id);
}

export function isCompareFull<T extends Comparable>(tray: CompareTray<T>): boolean {
  return compareSelection(tray).length >= MAX_COMPARE;
}

function toTray<T extends Comparable>(items: readonly T[]): CompareTray<T> {
  return Array.from({ length: MAX_COMPARE }, (_, index) => items[index] ?? null);
}

/**
 * Adds a product to the first empty slot. Adding a product already chosen, or a 4th one,
 * changes nothing: the same tray is returned.
 */
export function addToCompare<T extends Comparable>(tray: CompareTray<T>, item: T): CompareTray<T> {
  if (isInCompare(tray, item.id) || isCompareFull(tray)) return tray;
  const index = tray.indexOf(null);
  if (index < 0) return tray;
  return tray.map((slot, slotIndex) => (slotIndex === index ? item : slot));
}

/**
 * Removes the product in a slot and shifts the rest up. A negative index empties the
 * tray; an index past the last slot changes nothing.
 */
export function removeFromCompare<T extends Comparable>(
  tray: CompareTray<T>,
  index: number,
): CompareTray<T> {
  if (index < 0) return emptyCompareTray<T>();
  if (index >= tray.length) return tray;
  return toTray(compareSelection(tray.filter((_, slotIndex) => slotIndex !== index)));
}

/** Unchecking a product's box: removes it wherever it sits. */
export function removeProductFromCompare<T extends Comparable>(
  tray: CompareTray<T>,
  id: ComparableId,
): CompareTray<T> {
  const index = tray.findIndex((item) => item !== null && item.id === id);
  return index < 0 ? tray : removeFromCompare(tray, index);
}

/** A product's compare box is disabled when it is unchecked and 3 products are already chosen. */
export function isCompareDisabled<T extends Comparable>(
  selection: CompareTray<T>,
  productId: ComparableId,
): boolean {
  return !isInCompare(selection, productId) && isCompareFull(selection);
}
