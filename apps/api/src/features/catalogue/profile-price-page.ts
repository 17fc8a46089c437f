import type { CompareProductsQuery } from "@qs/domain/api/compare-products";
import type { Coverage } from "@qs/domain/coverage";
import type { ProductListItem } from "@qs/domain/product";
import type { VisitorProfile } from "@qs/domain/profile";
import { comparablePrice } from "@qs/pricing/comparable-price";
import { and, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { productDetails, products } from "../../db/schema";
import type { PriceMemoryAt } from "../prices/memory-prices";
import { listKey } from "../prices/price-memory";
import {
  type PricingContext,
  type ProductPricingData,
  priceOneProduct,
  pricingContext,
  readPricingData,
} from "../prices/product-price";
import {
  type ProjectionYear,
  projectionYears,
  projectPricedProduct,
} from "../prices/project-product-cost";
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
   * default), the estimated yearly cost ('yearlyCost') or the next five years' cost
   * ('fiveYearCost').
   */
  by?: ProfileCostOrder;
}

/** The listing orders computed from the price engine's answer. */
export type ProfileCostOrder = "profilePrice" | "yearlyCost" | "fiveYearCost";

/** Whether an order needs the products' coverages (their expected care). */
const needsCoverages = (by: ProfileCostOrder) => by !== "profilePrice";

/**
 * The amount a product is placed by under `by`; null when it cannot be placed. The five-year
 * cost is the ten-year projection's first five years (`projectPricedProduct`), so the order and
 * the plan page's 'Costo en 5 años' agree.
 */
function costOf(
  data: ProductPricingData,
  coverages: readonly Coverage[] | null,
  request: CostRequest,
): number | null {
  if (request.by === "fiveYearCost") {
    return projectPricedProduct(data, {
      coverages: coverages ?? [],
      startYear: request.now.getUTCFullYear(),
      years: request.years,
    }).fiveYears;
  }
  const price = priceOneProduct(data, request.context, coverages);
  return request.by === "yearlyCost" ? (price.yearlyCost?.total ?? null) : comparablePrice(price);
}

/** What is the same for every product one ordering places. */
interface CostRequest {
  by: ProfileCostOrder;
  now: Date;
  context: PricingContext;
  /** The household's next five years (the five-year order only; empty otherwise). */
  years: ProjectionYear[];
}

function costRequest(
  input: ProfilePriceOrderInput,
  storedUfValue: number | null | undefined,
): CostRequest {
  const by = input.by ?? "profilePrice";
  return {
    by,
    now: input.now,
    context: pricingContext(input.profile, input.productType, storedUfValue),
    years:
      by === "fiveYearCost"
        ? projectionYears({
            profile: input.profile,
            productType: input.productType,
            storedUfValue,
            years: 5,
          })
        : [],
  };
}

/** The ids in order of their amounts (ties by id), then those without one. */
function placeByAmount(placed: Iterable<{ id: number; amount: number | null }>): number[] {
  const withAmount: Array<{ id: number; amount: number }> = [];
  const unpriced: number[] = [];
  for (const { id, amount } of placed) {
    if (amount === null) unpriced.push(id);
    else withAmount.push({ id, amount });
  }
  withAmount.sort((a, b) => a.amount - b.amount || a.id - b.id);
  return [...withAmount.map((entry) => entry.id), ...unpriced];
}

/**
 * Every product the comparator's filters match, cheapest first for the profile
 * (`comparablePrice` of what `@qs/pricing` computes, or its estimated yearly cost's total, ties
 * by id); products the engine cannot price (or estimate) for the whole household come last, in
 * the default (recommended) order.
 */
async function orderByProfilePrice(db: Executor, input: ProfilePriceOrderInput): Promise<number[]> {
  const by = input.by ?? "profilePrice";
  const { priced, coveragesOf, storedUfValue } = await readPricingData(db, {
    countryId: input.countryId,
    profile: input.profile,
    productType: input.productType,
    now: input.now,
    // The years ahead price older ages than the rows covering today's household.
    onlyCoveringRows: by !== "fiveYearCost",
    withYearlyCost: needsCoverages(by),
    where: and(...comparisonConditions(input.countryId, input.query)) as SQL,
    orderBy: ordering("recommended", ORDERING_KEYS),
  });
  const request = costRequest(input, storedUfValue);
  return placeByAmount(
    priced.map((data) => ({
      id: data.id,
      amount: costOf(data, coveragesOf ? (coveragesOf.get(data.id) ?? []) : null, request),
    })),
  );
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
    const list = await memory.listData(db, version, matchKey, matching, needsCoverages(by));
    const stored = list.anyUf ? await memory.ufValue(db, version, input.now) : null;
    const request = costRequest(input, stored);
    return placeByAmount(
      list.ids.flatMap((id, index) => {
        const data = list.pricing[index];
        return data ? [{ id, amount: costOf(data, list.coverages?.[index] ?? null, request) }] : [];
      }),
    );
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
