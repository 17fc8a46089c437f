import type { CompareProductsQuery } from "@qs/domain/api/compare-products";
import type { ProductListItem } from "@qs/domain/product";
import type { VisitorProfile } from "@qs/domain/profile";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { comparablePrice } from "@qs/pricing/comparable-price";
import { and, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { productDetails, products } from "../../db/schema";
import type { PriceMemoryAt } from "../prices/memory-prices";
import { listKey } from "../prices/price-memory";
import { priceMatchingProducts, priceOneProduct, pricingContext } from "../prices/product-price";
import { withChosenNetwork } from "./chosen-network";
import {
  type ComparisonPage,
  comparisonConditions,
  ORDERING_KEYS,
  ordering,
} from "./find-comparison-page";

export interface ProfilePriceOrderInput {
  countryId: number;
  query: CompareProductsQuery;
  /** The visitor's household; null prices the default person, as the batch price does. */
  profile: VisitorProfile | null;
  productType?: string | null | undefined;
  now: Date;
  /**
   * What the household's cost is: the monthly price after offers ('profilePrice', the
   * default) or the estimated yearly cost ('yearlyCost').
   */
  by?: ProfileCostOrder;
}

/** The listing orders computed from the price engine's answer. */
export type ProfileCostOrder = "profilePrice" | "yearlyCost";

/** The amount a product is placed by under `by`; null when it cannot be placed. */
function costOf(price: ProfilePrice, by: ProfileCostOrder): number | null {
  return by === "yearlyCost" ? (price.yearlyCost?.total ?? null) : comparablePrice(price);
}

/**
 * Every product the comparator's filters match, cheapest first for the profile
 * (`comparablePrice` of what `@qs/pricing` computes, or its estimated yearly cost's total, ties
 * by id); products the engine cannot price (or estimate) for the whole household come last, in
 * the default (recommended) order.
 */
async function orderByProfilePrice(db: Executor, input: ProfilePriceOrderInput): Promise<number[]> {
  const priced = await priceMatchingProducts(db, {
    countryId: input.countryId,
    profile: input.profile,
    productType: input.productType,
    now: input.now,
    onlyCoveringRows: true,
    withYearlyCost: input.by === "yearlyCost",
    where: and(...comparisonConditions(input.countryId, input.query)) as SQL,
    orderBy: ordering("recommended", ORDERING_KEYS),
  });
  const withAmount: Array<{ id: number; amount: number }> = [];
  const unpriced: number[] = [];
  for (const { id, price } of priced) {
    const amount = costOf(price, input.by ?? "profilePrice");
    if (amount === null) unpriced.push(id);
    else withAmount.push({ id, amount });
  }
  withAmount.sort((a, b) => a.amount - b.amount || a.id - b.id);
  return [...withAmount.map((entry) => entry.id), ...unpriced];
}

/** The comparator's filters of a query: what decides which products match, not the page. */
function filtersOf(countryId: number, query: CompareProductsQuery) {
  const { page: _page, pageSize: _pageSize, lang: _lang, sort: _sort, ...filters } = query;
  return { countryId, filters };
}

/**
 * `orderByProfilePrice` from the process's memory: the ids the filters match (recommended
 * order), each product's price table, offers and coverages, the day's UF value, all kept per
 * catalogue version, so no price row is read once they are known; the ordered list itself is
 * kept for the pages that follow. The engine and the order are those of `orderByProfilePrice`.
 */
async function orderFromMemory(
  db: Executor,
  input: ProfilePriceOrderInput,
  { memory, version }: PriceMemoryAt,
): Promise<readonly number[]> {
  const by = input.by ?? "profilePrice";
  const scope = filtersOf(input.countryId, input.query);
  const key = listKey({
    ...scope,
    profile: input.profile,
    productType: input.productType ?? null,
    by,
    day: input.now.toISOString().slice(0, 10),
  });
  return memory.ids(`order:${key}`, version, async () => {
    const matchKey = listKey(scope);
    const matching = await memory.ids(`match:${matchKey}`, version, async () =>
      (
        await db
          .select({ id: products.id })
          .from(products)
          .where(and(...comparisonConditions(input.countryId, input.query)))
          .orderBy(...ordering("recommended", ORDERING_KEYS))
      ).map((row) => row.id),
    );
    const list = await memory.listData(db, version, matchKey, matching, by === "yearlyCost");
    const stored = list.anyUf ? await memory.ufValue(db, version, input.now) : null;
    const context = pricingContext(input.profile, input.productType, stored);
    const withAmount: Array<{ id: number; amount: number }> = [];
    const unpriced: number[] = [];
    for (let index = 0; index < list.ids.length; index += 1) {
      const id = list.ids[index] as number;
      const data = list.pricing[index];
      if (!data) continue;
      const price = priceOneProduct(data, context, list.coverages?.[index] ?? null);
      const amount = costOf(price, by);
      if (amount === null) unpriced.push(id);
      else withAmount.push({ id, amount });
    }
    withAmount.sort((a, b) => a.amount - b.amount || a.id - b.id);
    return [...withAmount.map((entry) => entry.id), ...unpriced];
  });
}

/**
 * One page of the comparison results ordered by the profile's price (see `orderByProfilePrice`),
 * from the process's price memory when it is given and on.
 */
export async function findProfilePricePage(
  db: Executor,
  input: ProfilePriceOrderInput,
  memory?: PriceMemoryAt,
): Promise<ComparisonPage> {
  const ids = memory?.memory.enabled
    ? await orderFromMemory(db, input, memory)
    : await orderByProfilePrice(db, input);
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
    items: await withChosenNetwork(
      db,
      chosen.flatMap((id) => {
        const item = items.get(id);
        return item ? [item] : [];
      }),
      input.query.coverageOrganizations,
    ),
    page,
    pageSize,
    total: ids.length,
    totalPages: Math.ceil(ids.length / pageSize),
  };
}
