import type { Organization } from "@qs/domain/organization";
import { and, asc, countDistinct, eq, exists, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { insuranceTypes, organizations, products } from "../../db/schema";

/** Organizations (insurers, brokers, EPS, clinics...) of a country and what their products cover. */

export interface OrganizationFilter {
  countryId: number;
  /** Organization type (ASEG, EPS...). */
  type?: string;
  availableToSell?: boolean;
  /** Organization code, any case. */
  code?: string;
  /** URL segment, any case. */
  url?: string;
  /**
   * Only organizations with an active product; with `insuranceType`, a product of that type
   * (any case), and with `orUpperType` also of that upper type.
   */
  withActiveProducts?: true | { insuranceType: string; orUpperType?: boolean };
}

function activeProducts(db: Executor, filter: OrganizationFilter["withActiveProducts"]) {
  if (!filter) return undefined;
  const byType =
    filter === true
      ? undefined
      : filter.orUpperType
        ? sql`(lower(${products.insuranceTypeName}) = lower(${filter.insuranceType}) or lower(${products.upperType}) = lower(${filter.insuranceType}))`
        : sql`lower(${products.insuranceTypeName}) = lower(${filter.insuranceType})`;
  return exists(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(and(eq(products.organizationId, organizations.id), eq(products.active, true), byType)),
  );
}

/** The organizations matching every given condition, by name. */
export async function findOrganizations(
  db: Executor,
  filter: OrganizationFilter,
): Promise<Organization[]> {
  const conditions: Array<SQL | undefined> = [
    eq(organizations.countryId, filter.countryId),
    filter.type === undefined ? undefined : eq(organizations.organizationType, filter.type),
    filter.availableToSell === undefined
      ? undefined
      : eq(organizations.availableToSell, filter.availableToSell),
    filter.code === undefined
      ? undefined
      : sql`lower(${organizations.organizationCode}) = lower(${filter.code})`,
    filter.url === undefined ? undefined : sql`lower(${organizations.url}) = lower(${filter.url})`,
    activeProducts(db, filter.withActiveProducts),
  ];
  const rows = await db
    .select({ data: organizations.data })
    .from(organizations)
    .where(and(...conditions))
    .orderBy(asc(organizations.displayName), asc(organizations.id));
  return rows.map((row) => row.data as Organization);
}

/** Whether the country has an organization with this id. */
export async function organizationExists(
  db: Executor,
  id: number,
  countryId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.countryId, countryId)));
  return row !== undefined;
}

/** Distinct coverage organizations (clinics, networks) the organization's active products cover. */
export async function countCoverageOrganizations(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(distinct c)` })
    .from(sql`${products}, unnest(${products.coverageOrganizationIds}) as c`)
    .where(and(eq(products.organizationId, id), eq(products.active, true)));
  return Number(row?.n ?? 0);
}

/** How many active products the organization has of each insurance type. */
export async function countInsurancesByType(
  db: Executor,
  id: number,
): Promise<Array<{ insuranceTypeId: number; name: string; displayName: string; count: number }>> {
  const rows = await db
    .select({
      insuranceTypeId: products.insuranceTypeId,
      data: insuranceTypes.data,
      count: countDistinct(products.id),
    })
    .from(products)
    .innerJoin(insuranceTypes, eq(insuranceTypes.id, products.insuranceTypeId))
    .where(and(eq(products.organizationId, id), eq(products.active, true)))
    .groupBy(products.insuranceTypeId, insuranceTypes.data)
    .orderBy(asc(products.insuranceTypeId));
  return rows.map((row) => {
    const type = row.data as { name: string; displayName: string };
    return {
      insuranceTypeId: row.insuranceTypeId,
      name: type.name,
      displayName: type.displayName,
      count: Number(row.count),
    };
  });
}
