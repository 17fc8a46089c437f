import type { CompareProductsQuery } from "@qs/domain/api/compare-products";
import type { ProductListItem } from "@qs/domain/product";
import type { VisitorProfile } from "@qs/domain/profile";
import { comparablePrice } from "@qs/pricing/comparable-price";
import { and, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../db/database";
import { productDetails } from "../db/schema";
import {
  type ComparisonPage,
  comparisonConditions,
  ORDERING_KEYS,
  ordering,
} from "./find-comparison-page";
import { priceMatchingProducts } from "./product-price";

export interface ProfilePriceOrderInput {
  countryId: number;
  query: CompareProductsQuery;
  /** The visitor's household; null prices the default person, as the batch price does. */
  profile: VisitorProfile | null;
  productType?: string | null | undefined;
  now: Date;
}

/**
 * Every product the comparator's filters match, cheapest first for the profile
 * (`comparablePrice` of what `@qs/pricing` computes, ties by id); products the engine cannot
 * price for the whole household come last, in the default (recommended) order.
 */
async function orderByProfilePrice(db: Executor, input: ProfilePriceOrderInput): Promise<number[]> {
  const priced = await priceMatchingProducts(db, {
    countryId: input.countryId,
    profile: input.profile,
    productType: input.productType,
    now: input.now,
    onlyCoveringRows: true,
    where: and(...comparisonConditions(input.countryId, input.query)) as SQL,
    orderBy: ordering("recommended", ORDERING_KEYS),
  });
  const withAmount: Array<{ id: number; amount: number }> = [];
  const unpriced: number[] = [];
  for (const { id, price } of priced) {
    const amount = comparablePrice(price);
    if (amount === null) unpriced.push(id);
    else withAmount.push({ id, amount });
  }
  withAmount.sort((a, b) => a.amount - b.amount || a.id - b.id);
  return [...withAmount.map((entry) => entry.id), ...unpriced];
}

/** One page of the comparison results ordered by the profile's price (see `orderByProfilePrice`). */
export async function findProfilePricePage(
  db: Executor,
  input: ProfilePriceOrderInput,
): Promise<ComparisonPage> {
  const ids = await orderByProfilePrice(db, input);
  const { page, pageSize } = input.query;
  const chosen = ids.slice((page - 1) * pageSize, page * pageSize);
  const rows =
    chosen.length === 0
      ? []
      : await db
          .select({ id: productDetails.productId, item: productDetails.listItem })
          .from(productDetails)
          .where(inArray(productDetails.productId, chosen));
  const items = new Map(rows.map((row) => [row.id, row.item as ProductListItem]));
  return {
    items: chosen.flatMap((id) => {
      const item = items.get(id);
      return item ? [item] : [];
    }),
    page,
    pageSize,
    total: ids.length,
    totalPages: Math.ceil(ids.length / pageSize),
  };
}
