import { isPricedPerEmployee } from "@qs/domain/collective";
import type { Offer } from "@qs/domain/offer";
import type { PaymentInfo } from "@qs/domain/payment-info";
import type { VisitorProfile } from "@qs/domain/profile";
import type { ProfilePrice } from "@qs/domain/profile-price";
import type { PriceDiscount } from "@qs/pricing/apply-discounts";
import { calculateProfilePrice } from "@qs/pricing/price-product";
import { simulationUfValue } from "@qs/pricing/simulate-chile-price";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db/database";
import { offers, organizations, priceRows, productDetails, products } from "../db/schema";
import { readUfValue } from "./read-uf-value";

/**
 * What a product costs for a profile: reads the product, its price table, its active
 * offers and the UF value, and lets `@qs/pricing` compute. Null when the product is not an
 * active product of the country.
 */
export async function priceProductForProfile(
  db: Executor,
  input: {
    id: number;
    countryId: number;
    profile: VisitorProfile | null;
    productType?: string | null | undefined;
    now: Date;
  },
): Promise<ProfilePrice | null> {
  const [product] = await db
    .select({
      typeName: products.insuranceTypeName,
      upperType: products.upperType,
      organizationType: products.organizationType,
      organizationCode: organizations.organizationCode,
    })
    .from(products)
    .innerJoin(organizations, eq(organizations.id, products.organizationId))
    .where(
      and(
        eq(products.id, input.id),
        eq(products.countryId, input.countryId),
        eq(products.active, true),
      ),
    );
  if (!product) return null;
  const names = [product.typeName, product.upperType ?? "", input.productType ?? ""];
  const pets = names.some((name) => name.toLowerCase().includes("mascota"));
  const collective =
    isPricedPerEmployee({ name: product.typeName, upperType: { name: product.upperType } }) ||
    isPricedPerEmployee({ name: input.productType });
  const [rows, discounts] = await Promise.all([
    db
      .select({
        sex: priceRows.sex,
        ageMin: priceRows.ageMin,
        ageMax: priceRows.ageMax,
        species: priceRows.species,
        breed: priceRows.breed,
        price: priceRows.price,
        unit: priceRows.unit,
      })
      .from(priceRows)
      .where(eq(priceRows.productId, input.id))
      .orderBy(asc(priceRows.ageMin)),
    activeDiscounts(db, input.id),
  ]);
  const uf = rows.some((row) => row.unit === "UF") ? await readUfValue(db, input.now) : null;
  const isapreCode = product.organizationType === "ISAPRE" ? Number(product.organizationCode) : NaN;
  return calculateProfilePrice({
    rows,
    profile: input.profile,
    pets,
    collective,
    ufValue: rows.some((row) => row.unit === "UF") ? simulationUfValue(uf?.value) : null,
    isapreCode: Number.isInteger(isapreCode) ? isapreCode : null,
    discounts,
  });
}

/** Discounts of the product's active offers that still have stock. */
async function activeDiscounts(db: Executor, productId: number): Promise<PriceDiscount[]> {
  const rows = await db
    .select({ stock: offers.stock, data: offers.data })
    .from(offers)
    .where(and(eq(offers.productId, productId), eq(offers.active, true)))
    .orderBy(asc(offers.id));
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
