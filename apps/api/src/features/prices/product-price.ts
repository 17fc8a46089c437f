import { YEARLY_COST_ASSUMPTIONS } from "@qs/catalogs/yearly-cost-assumptions";
import { isPricedPerEmployee } from "@qs/domain/collective";
import type { Coverage } from "@qs/domain/coverage";
import type { Offer } from "@qs/domain/offer";
import type { PaymentInfo } from "@qs/domain/payment-info";
import { DEFAULT_AGE } from "@qs/domain/person";
import type { VisitorProfile } from "@qs/domain/profile";
import type { ProfilePrice } from "@qs/domain/profile-price";
import type { PriceDiscount } from "@qs/pricing/apply-discounts";
import { estimateYearlyCost } from "@qs/pricing/estimate-yearly-cost";
import { calculateProfilePrice, type PriceRow, subjectsOf } from "@qs/pricing/price-product";
import { simulationUfValue } from "@qs/pricing/simulate-chile-price";
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { offers, organizations, priceRows, productDetails, products } from "../../db/schema";
import { readPlanCoverages } from "./plan-coverages";
import { readUfValue } from "./read-uf-value";

export type PricingInput = {
  countryId: number;
  profile: VisitorProfile | null;
  productType?: string | null | undefined;
  now: Date;
};

/**
 * What products cost for one profile: reads the products, their price tables, their active
 * offers and the UF value (one query each, whatever the number of products) and lets
 * `@qs/pricing` compute. A product that is not an active product of the country gets null.
 */
export async function priceProductsForProfile(
  db: Executor,
  input: PricingInput & { ids: readonly number[] },
): Promise<Map<number, ProfilePrice | null>> {
  const ids = [...new Set(input.ids)];
  const prices = new Map<number, ProfilePrice | null>(ids.map((id) => [id, null]));
  const priced = await priceMatchingProducts(db, {
    ...input,
    where: and(
      inArray(products.id, ids),
      eq(products.countryId, input.countryId),
      eq(products.active, true),
    ) as SQL,
  });
  for (const { id, price } of priced) prices.set(id, price);
  return prices;
}

/**
 * Prices every product `where` selects (the caller restricts it to the country's active
 * products) for one profile, in the order of `orderBy`: one query for the products, one for
 * all their price rows, one for their offers, whatever their number. Rows are grouped by
 * product once, so a whole catalogue (thousands of products) prices in one pass.
 */
export async function priceMatchingProducts(
  db: Executor,
  input: PricingInput & {
    where: SQL;
    orderBy?: SQL[];
    /**
     * Read only the price rows whose age band covers someone the engine can price for this
     * profile (its persons, its pets, the default employee age): the rows it could choose.
     * The prices found are the same; only an answer with no price at all may name another
     * unit. For ordering many products, where reading every row is most of the time.
     */
    onlyCoveringRows?: boolean;
    /**
     * Add each product's estimated yearly cost (`yearlyCost`), reading the products' coverages
     * in one more query; default true. Ordering by the monthly price leaves it out.
     */
    withYearlyCost?: boolean;
  },
): Promise<Array<{ id: number; price: ProfilePrice }>> {
  const { priced, coveragesOf, storedUfValue } = await readPricingData(db, input);
  const context = pricingContext(input.profile, input.productType, storedUfValue);
  return priced.map((product) => ({
    id: product.id,
    price: priceOneProduct(
      product,
      context,
      coveragesOf ? (coveragesOf.get(product.id) ?? []) : null,
    ),
  }));
}

/**
 * What pricing the products `where` selects reads, in one query each whatever their number:
 * the products, their price rows, their offers, (with the yearly cost) their coverages and the
 * UF value. Priced once by `priceMatchingProducts`, or for several profiles (the years of a
 * cost projection) without reading again.
 */
export async function readPricingData(
  db: Executor,
  input: Parameters<typeof priceMatchingProducts>[1],
): Promise<{
  priced: Array<ProductPricingData & { id: number }>;
  coveragesOf: Map<number, Coverage[]> | null;
  storedUfValue: number | null | undefined;
}> {
  const found = await db
    .select({
      id: products.id,
      typeName: products.insuranceTypeName,
      upperType: products.upperType,
      organizationType: products.organizationType,
      organizationCode: organizations.organizationCode,
    })
    .from(products)
    .innerJoin(organizations, eq(organizations.id, products.organizationId))
    .where(input.where)
    .orderBy(...(input.orderBy ?? []));
  if (found.length === 0) return { priced: [], coveragesOf: null, storedUfValue: null };
  const chosen = db.select({ id: products.id }).from(products).where(input.where);
  const withYearlyCost = input.withYearlyCost ?? true;
  const [tables, offerRows, coveragesOf] = await Promise.all([
    // One JSON array of rows per product, parsed natively: thousands of products' rows
    // arrive several times faster than as one result row each.
    db
      .select({
        productId: priceRows.productId,
        rows: sql<string>`json_agg(json_build_array(${priceRows.sex}, ${priceRows.ageMin}, ${priceRows.ageMax}, ${priceRows.species}, ${priceRows.breed}, ${priceRows.price}, ${priceRows.unit}) order by ${priceRows.ageMin}, ${priceRows.id})::text`,
      })
      .from(priceRows)
      .where(
        and(
          inArray(priceRows.productId, chosen),
          input.onlyCoveringRows ? coveringAges(input.profile) : undefined,
        ),
      )
      .groupBy(priceRows.productId),
    db
      .select({ productId: offers.productId, stock: offers.stock, data: offers.data })
      .from(offers)
      .where(and(inArray(offers.productId, chosen), eq(offers.active, true)))
      .orderBy(asc(offers.id)),
    withYearlyCost ? readPlanCoverages(db, chosen) : null,
  ]);
  const rowsOf = new Map(tables.map((table) => [table.productId, parsePriceRows(table.rows)]));
  const anyUf = [...rowsOf.values()].some((rows) => rows.some((row) => row.unit === "UF"));
  const offersOf = groupByProduct(offerRows);
  const stored = anyUf ? await readUfValue(db, input.now) : null;
  return {
    priced: found.map((product) => ({
      ...product,
      rows: rowsOf.get(product.id) ?? [],
      discounts: activeDiscounts(offersOf.get(product.id) ?? []),
    })),
    coveragesOf: coveragesOf ?? null,
    storedUfValue: stored?.value,
  };
}

/** What the engine needs of one product: its kind, its organization, its price table and offers. */
export interface ProductPricingData {
  typeName: string;
  upperType: string | null;
  organizationType: string;
  organizationCode: string | null;
  rows: readonly PriceRow[];
  /** Discounts of its active offers with stock. */
  discounts: readonly PriceDiscount[];
}

/** What is the same for every product priced in one request. */
export interface PricingContext {
  profile: VisitorProfile | null;
  /** The UF value UF tables are converted at (`simulationUfValue` of the stored value). */
  ufValue: number;
  /** The product type asked for is a pet insurance, or company insurance priced per employee. */
  petType: boolean;
  collectiveType: boolean;
}

/** The context of one request: its profile, the product type it asks for, the stored UF value. */
export function pricingContext(
  profile: VisitorProfile | null,
  productType: string | null | undefined,
  storedUfValue: number | null | undefined,
): PricingContext {
  return {
    profile,
    ufValue: simulationUfValue(storedUfValue),
    petType: (productType ?? "").toLowerCase().includes("mascota"),
    collectiveType: isPricedPerEmployee({ name: productType }),
  };
}

/**
 * One product's price for the profile, by `@qs/pricing`; with its estimated yearly cost when
 * `coverages` is given (null leaves it out). Every price the API answers goes through here.
 */
export function priceOneProduct(
  product: ProductPricingData,
  context: PricingContext,
  coverages: readonly Coverage[] | null,
): ProfilePrice {
  const own = product.rows;
  const ufValue = context.ufValue;
  const isapreCode =
    product.organizationType === "ISAPRE" ? Number(product.organizationCode) : Number.NaN;
  const pets =
    context.petType ||
    [product.typeName, product.upperType ?? ""].some((name) =>
      name.toLowerCase().includes("mascota"),
    );
  const collective =
    context.collectiveType ||
    isPricedPerEmployee({ name: product.typeName, upperType: { name: product.upperType } });
  const price = calculateProfilePrice({
    rows: own,
    profile: context.profile,
    pets,
    collective,
    ufValue: own.some((row) => row.unit === "UF") ? ufValue : null,
    isapreCode: Number.isInteger(isapreCode) ? isapreCode : null,
    discounts: product.discounts,
  });
  if (!coverages) return price;
  const yearlyCost = estimateYearlyCost({
    price,
    coverages,
    reference: YEARLY_COST_ASSUMPTIONS,
    pets,
    collective,
    ufValue,
  });
  return { ...price, yearlyCost };
}

type PriceRowTuple = [
  sex: string | null,
  ageMin: number,
  ageMax: number,
  species: string | null,
  breed: string | null,
  price: number,
  unit: string,
];

/** A product's price rows from their JSON array form (see `priceMatchingProducts`). */
export function parsePriceRows(json: string): PriceRow[] {
  return (JSON.parse(json) as PriceRowTuple[]).map(
    ([sex, ageMin, ageMax, species, breed, price, unit]) => ({
      sex,
      ageMin,
      ageMax,
      species,
      breed,
      price,
      unit,
    }),
  );
}

/** Price rows whose age band covers an age the engine may price for the profile. */
function coveringAges(profile: VisitorProfile | null): SQL | undefined {
  const ages = new Set([DEFAULT_AGE]);
  for (const pets of [false, true])
    for (const subject of subjectsOf(profile, pets)) ages.add(subject.age);
  return or(...[...ages].map((age) => and(lte(priceRows.ageMin, age), gte(priceRows.ageMax, age))));
}

/** Rows by their product id, each product's rows in the order read. */
export function groupByProduct<T extends { productId: number }>(
  rows: readonly T[],
): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/** What one product costs for a profile; null when it is not an active product of the country. */
export async function priceProductForProfile(
  db: Executor,
  input: PricingInput & { id: number },
): Promise<ProfilePrice | null> {
  const prices = await priceProductsForProfile(db, { ...input, ids: [input.id] });
  return prices.get(input.id) ?? null;
}

/** Discounts of a product's active offers that still have stock. */
export function activeDiscounts(
  rows: ReadonlyArray<{ stock: number | null; data: unknown }>,
): PriceDiscount[] {
  return rows.flatMap((row) => {
    const offer = row.data as Offer;
    if (row.stock !== null && row.stock <= 0) return [];
    return offer.discount
      ? [{ ...offer.discount, parceledDiscounts: offer.parceledDiscounts }]
      : [];
  });
}

/** The payment information of an active product; undefined when there is no such product. */
export async function readPaymentInfo(
  db: Executor,
  id: number,
  countryId: number,
): Promise<PaymentInfo | null | undefined> {
  const [row] = await db
    .select({ paymentInfo: productDetails.paymentInfo })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(and(eq(products.id, id), eq(products.countryId, countryId), eq(products.active, true)));
  return row ? ((row.paymentInfo as PaymentInfo | null) ?? null) : undefined;
}

/**
 * The offers of a product code: undefined when the country has no such product, 'exhausted'
 * when every offer is out of stock, otherwise the available offers with their remaining stock.
 */
export async function readProductOffers(
  db: Executor,
  productCode: string,
  countryId: number,
  wanted: boolean,
): Promise<Offer[] | "exhausted" | undefined> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.productCode, productCode), eq(products.countryId, countryId)));
  if (!product) return undefined;
  if (!wanted) return [];
  const rows = await db
    .select({ stock: offers.stock, data: offers.data })
    .from(offers)
    .where(and(eq(offers.productId, product.id), eq(offers.active, true)))
    .orderBy(asc(offers.id));
  const available = rows.filter((row) => row.stock === null || row.stock > 0);
  if (rows.length > 0 && available.length === 0) return "exhausted";
  return available.map((row) => {
    const offer = row.data as Offer;
    return row.stock !== null && offer.discount
      ? { ...offer, discount: { ...offer.discount, salesLimitQuantity: row.stock } }
      : offer;
  });
}
