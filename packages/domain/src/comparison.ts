import { z } from "zod";
import { MAX_COMPARE } from "./compare-selection";
import { productItemSchema } from "./product";

/**
 * The comparison selection (comparator spec §3, §9: at most 3 products; profile
 * spec §4: a 3-slot tray). The rules that add and remove products live in
 * compare-selection.ts.
 */

const hasUniqueIds = (products: readonly { id: number }[]) =>
  new Set(products.map((product) => product.id)).size === products.length;

/** The chosen products: at most 3, each once. */
export const comparisonSelectionSchema = z
  .array(productItemSchema)
  .max(MAX_COMPARE)
  .refine(hasUniqueIds, "A product can be compared only once");
export type ComparisonSelection = z.infer<typeof comparisonSelectionSchema>;

/** The tray as stored: exactly 3 slots, null for an empty one. */
export const comparisonTraySchema = z
  .array(productItemSchema.nullable())
  .length(MAX_COMPARE)
  .refine(
    (slots) => hasUniqueIds(slots.filter((slot) => slot !== null)),
    "A product can be compared only once",
  );
export type ComparisonTray = z.infer<typeof comparisonTraySchema>;

/** Ids of the products to compare, as sent to the compare service. */
export const comparisonIdsSchema = z
  .array(z.number().int())
  .max(MAX_COMPARE)
  .refine((ids) => new Set(ids).size === ids.length, "A product can be compared only once");
export type ComparisonIds = z.infer<typeof comparisonIdsSchema>;
