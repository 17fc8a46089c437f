import type { CompareProductsQuery } from "@qs/domain/api/compare-products";
import type { ProductListItem } from "@qs/domain/product";
import { SORT_ORDERS } from "@qs/domain/sort-orders";
import {
  and,
  arrayContains,
  arrayOverlaps,
  count,
  eq,
  gte,
  inArray,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../db/database";
import { productDetails, products } from "../../db/schema";
import { withChosenNetwork } from "./chosen-network";

export interface ComparisonPage {
  items: ProductListItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The comparator's filters as SQL conditions on the products table: the country's active products. */
export function comparisonConditions(countryId: number, query: CompareProductsQuery): SQL[] {
  const where: SQL[] = [
    eq(products.countryId, countryId),
    eq(products.active, true),
    inArray(products.organizationType, query.organizationTypes),
  ];
  if (query.organizationType) where.push(eq(products.organizationType, query.organizationType));
  if (query.organizationIds?.length)
    where.push(inArray(products.organizationId, query.organizationIds));
  if (query.insuranceTypeIds?.length)
    where.push(inArray(products.insuranceTypeId, query.insuranceTypeIds));
  if (query.coverageCountries?.length) {
    where.push(arrayOverlaps(products.coverageCountryIds, query.coverageCountries));
  }
  if (query.coverageOrganizations?.length) {
    // "Must include my clinics": a plan stays when its network includes every chosen one.
    where.push(arrayContains(products.coverageOrganizationIds, query.coverageOrganizations));
  }
  if (query.features?.length) where.push(arrayContains(products.featureIds, query.features));
  if (query.productType) {
    const type = query.productType.toLowerCase();
    where.push(
      or(
        sql`lower(${products.insuranceTypeName}) = ${type}`,
        sql`lower(${products.upperType}) = ${type}`,
      ) as SQL,
    );
  }
  if (query.priceMin !== undefined) where.push(gte(products.minPrice, query.priceMin));
  if (query.priceMax !== undefined) where.push(lte(products.minPrice, query.priceMax));
  if (query.prevision) {
    where.push(
      or(
        sql`cardinality(${products.previsions}) = 0`,
        sql`lower(${query.prevision}) = any (select lower(p) from unnest(${products.previsions}) as p)`,
      ) as SQL,
    );
  }
  return where;
}

/** The sort keys of a product, from the products table or from the chosen page. */
export interface SortKeys {
  id: SQLWrapper;
  minPrice: SQLWrapper;
  popular: SQLWrapper;
  score: SQLWrapper;
  distance: SQLWrapper;
}

/**
 * ORDER BY of a sort option, built from `SORT_ORDERS` (the criteria the ranking note explains),
 * ties by id. The profile price's order is computed (features/catalogue/profile-price-page), never here.
 */
export function ordering(sort: CompareProductsQuery["sort"], k: SortKeys): SQL[] {
  const columns: SQL[] = [];
  for (const { key, direction } of SORT_ORDERS[sort]) {
    if (key === "profilePrice" || key === "yearlyCost" || key === "fiveYearCost") {
      throw new Error(
        "The profile price's order is computed by features/catalogue/profile-price-page",
      );
    }
    columns.push(
      direction === "asc" ? sql`${k[key]} asc nulls last` : sql`${k[key]} desc nulls last`,
    );
  }
  return [...columns, sql`${k.id} asc`];
}

/**
 * One page of the comparison results: filters of the comparator, the sort
 * option, `pageSize` products from page 1. The page is chosen on the narrow
 * products rows (a top-N sort) and the total counted on them too; only the
 * chosen products' display items are read. One query per page.
 */
/** The product columns every listing order reads (recommended, price, popularity, score). */
export const ORDERING_KEYS = {
  id: products.id,
  minPrice: products.minPrice,
  popular: products.popular,
  score: products.score,
  distance: products.distance,
};

export async function findComparisonPage(
  db: Executor,
  countryId: number,
  query: CompareProductsQuery,
): Promise<ComparisonPage> {
  const where = and(...comparisonConditions(countryId, query));
  const keys = ORDERING_KEYS;
  const chosen = db
    .select(keys)
    .from(products)
    .where(where)
    .orderBy(...ordering(query.sort, keys))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as("chosen");
  const rows = await db
    .select({
      item: productDetails.listItem,
      total: sql<string>`(select count(*) from ${products} where ${where})`,
    })
    .from(chosen)
    .innerJoin(productDetails, eq(productDetails.productId, chosen.id))
    .orderBy(...ordering(query.sort, chosen));
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: count() }).from(products).where(where);
    total = Number(row?.n ?? 0);
  }
  return {
    items: await withChosenNetwork(
      db,
      rows.map((row) => row.item as ProductListItem),
      query.coverageOrganizations,
    ),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
