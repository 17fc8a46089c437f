import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import {
  assets,
  countries,
  coverageOrganizations,
  insuranceTypes,
  productDetails,
  products,
  referenceDocuments,
  regions,
  workSectors,
} from "../../db/schema";

/** Reads of the reference data and of the product catalogue, as the catalogue routes answer them. */

/** A reference document (menu, contact information, pages...) of a country, by kind and name. */
export async function referenceDocument(
  db: Executor,
  countryId: number,
  kind: string,
  name: string,
): Promise<unknown> {
  const [row] = await db
    .select({ data: referenceDocuments.data })
    .from(referenceDocuments)
    .where(
      and(
        eq(referenceDocuments.countryId, countryId),
        eq(referenceDocuments.kind, kind),
        eq(referenceDocuments.name, name),
      ),
    );
  return row?.data;
}

type DetailColumn = Exclude<keyof typeof productDetails._.columns, "productId">;

/** A display column of one active product of the country; undefined when there is no such product. */
export async function productColumn(
  db: Executor,
  id: number,
  countryId: number,
  column: DetailColumn,
): Promise<{ value: unknown } | undefined> {
  const [row]: Array<{ value: unknown }> = await db
    .select({ value: productDetails[column] })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(and(eq(products.id, id), eq(products.countryId, countryId), eq(products.active, true)));
  return row;
}

/** Every country of the reference list, in display order. */
export async function listCountries(db: Executor): Promise<unknown[]> {
  const rows = await db
    .select({ data: countries.data })
    .from(countries)
    .orderBy(asc(countries.position));
  return rows.map((row) => row.data);
}

/** The regions of a country, in display order. */
export async function listRegions(db: Executor, countryId: number): Promise<unknown[]> {
  const rows = await db
    .select({ data: regions.data })
    .from(regions)
    .where(eq(regions.countryId, countryId))
    .orderBy(asc(regions.orderPosition), asc(regions.id));
  return rows.map((row) => row.data);
}

/** The work sector types of a country with their sectors. */
export async function listWorkSectors(db: Executor, countryId: number): Promise<unknown[]> {
  const rows = await db
    .select({ data: workSectors.data })
    .from(workSectors)
    .where(eq(workSectors.countryId, countryId))
    .orderBy(asc(workSectors.position));
  return rows.map((row) => row.data);
}

/** The coverage organizations (clinics, networks) of a country, by name. */
export async function listCoverageOrganizations(
  db: Executor,
  countryId: number,
): Promise<unknown[]> {
  const rows = await db
    .select({ data: coverageOrganizations.data })
    .from(coverageOrganizations)
    .where(eq(coverageOrganizations.countryId, countryId))
    .orderBy(asc(coverageOrganizations.displayName));
  return rows.map((row) => row.data);
}

/** The insurance types of a country; with a name, those of that type or upper type (any case). */
export async function listCategories(
  db: Executor,
  countryId: number,
  typeName?: string,
): Promise<unknown[]> {
  const byName =
    typeName === undefined
      ? undefined
      : or(
          sql`lower(${insuranceTypes.name}) = lower(${typeName})`,
          sql`lower(${insuranceTypes.upperType}) = lower(${typeName})`,
        );
  const rows = await db
    .select({ data: insuranceTypes.data })
    .from(insuranceTypes)
    .where(and(eq(insuranceTypes.countryId, countryId), byName))
    .orderBy(asc(insuranceTypes.id));
  return rows.map((row) => row.data);
}

/**
 * An active product by its code (exact, tried first) or its URL segment (any case), with
 * `updatedAt`, when the catalogue last wrote its row (the plan's 'Datos actualizados el').
 */
export async function findProductItem(
  db: Executor,
  countryId: number,
  codeOrUrl: string,
): Promise<unknown | undefined> {
  const rows = await db
    .select({
      item: productDetails.item,
      code: products.productCode,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(
      and(
        eq(products.countryId, countryId),
        eq(products.active, true),
        or(eq(products.productCode, codeOrUrl), sql`lower(${products.url}) = lower(${codeOrUrl})`),
      ),
    )
    .limit(2);
  const row = rows.find((found) => found.code === codeOrUrl) ?? rows[0];
  return row && { ...(row.item as object), updatedAt: row.updatedAt.toISOString() };
}

/** A product's coverage information with its benefit categories; undefined without the product. */
export async function productBenefitCategories(
  db: Executor,
  id: number,
  countryId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({
      info: productDetails.coverageInformation,
      categories: productDetails.benefitCategories,
    })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(and(eq(products.id, id), eq(products.countryId, countryId), eq(products.active, true)));
  return row ? { ...(row.info as object), categories: row.categories } : undefined;
}

/** Answers when the database does. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

/** A catalogue image by its content-hashed name; undefined when there is none. */
export async function readAsset(
  db: Executor,
  name: string,
): Promise<{ contentType: string; content: Uint8Array } | undefined> {
  const [row] = await db
    .select({ contentType: assets.contentType, content: assets.content })
    .from(assets)
    .where(eq(assets.name, name));
  return row;
}
