import type { SitemapProduct } from "@qs/domain/api/sitemap";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { insuranceTypes, organizations, products } from "../../db/schema";

/** Every active product of a country that has an address, with what builds it and its last change. */
export async function findSitemapProducts(
  db: Executor,
  countryId: number,
): Promise<SitemapProduct[]> {
  const rows = await db
    .select({
      organizationType: products.organizationType,
      organizationUrl: organizations.url,
      productUrl: products.url,
      insuranceTypeUrl: insuranceTypes.url,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(organizations, eq(organizations.id, products.organizationId))
    .leftJoin(insuranceTypes, eq(insuranceTypes.id, products.insuranceTypeId))
    .where(and(eq(products.countryId, countryId), eq(products.active, true)))
    .orderBy(asc(products.id));
  return rows.flatMap((row) =>
    row.organizationUrl && row.productUrl
      ? [
          {
            organizationType: row.organizationType,
            organizationUrl: row.organizationUrl,
            productUrl: row.productUrl,
            insuranceTypeUrl: row.insuranceTypeUrl,
            updatedAt: row.updatedAt.toISOString(),
          },
        ]
      : [],
  );
}
