import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { idParamsSchema } from "@qs/domain/api/query-params";
import {
  insuranceTypeCountSchema,
  ORGANIZATION_NOT_FOUND_MESSAGE,
  organizationCountSchema,
} from "@qs/domain/api/reference-answers";
import {
  type Organization,
  organizationSchema,
  organizationTypeSchema,
} from "@qs/domain/organization";
import { and, asc, countDistinct, eq, exists, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../db/database";
import { insuranceTypes, organizations, products } from "../db/schema";
import type { Router } from "../http/define-route";
import { fail } from "../http/reply";
import { dataReply, listReply } from "./envelopes";

/** The /api/organization family (profile spec §7 "Reference lookups"). */

const TAG = "Organizations";
const typeParam = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(organizationTypeSchema);
const listAnswer = {
  200: { description: "Organizations", schema: listEnvelopeSchema(organizationSchema) },
};
const oneAnswer = {
  200: { description: "The organization", schema: dataEnvelopeSchema(organizationSchema) },
  404: { description: ORGANIZATION_NOT_FOUND_MESSAGE, schema: errorBodySchema },
};

const hasActiveProducts = (db: Executor, extra?: SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(and(eq(products.organizationId, organizations.id), eq(products.active, true), extra)),
  );

async function listOrganizations(db: Executor, ...conditions: Array<SQL | undefined>) {
  const rows = await db
    .select({ data: organizations.data })
    .from(organizations)
    .where(and(...conditions))
    .orderBy(asc(organizations.displayName), asc(organizations.id));
  return rows.map((row) => row.data as Organization);
}

export function registerOrganizationRoutes(router: Router): void {
  router.route({
    method: "get",
    path: "/api/organization/seguros/tipo/{type}",
    summary: "Organizations of a type that have insurance products on sale",
    tag: TAG,
    params: z.object({ type: typeParam }),
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, params, country }) =>
      listReply(
        await listOrganizations(
          db,
          eq(organizations.countryId, country.id),
          eq(organizations.organizationType, params.type),
          hasActiveProducts(db),
        ),
        country,
      ),
  });

  router.route({
    method: "get",
    path: "/api/organization/instituciones/tipo/{type}",
    summary: "Every organization (institution) of a type: broker, EPS, prepaid medicine, clinic...",
    tag: TAG,
    params: z.object({ type: typeParam }),
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, params, country }) =>
      listReply(
        await listOrganizations(
          db,
          eq(organizations.countryId, country.id),
          eq(organizations.organizationType, params.type),
        ),
        country,
      ),
  });

  router.route({
    method: "get",
    path: "/api/organization/instituciones/{productType}",
    summary: "Organizations selling products of an insurance type name or upper type name",
    description:
      "productType is an insurance type name (SEGURO COLECTIVO, SCTR, colectivo...) or an upper type name (SALUD).",
    tag: TAG,
    params: z.object({ productType: z.string().trim().min(1) }),
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, params, country }) =>
      listReply(
        await listOrganizations(
          db,
          eq(organizations.countryId, country.id),
          hasActiveProducts(
            db,
            sql`(lower(${products.insuranceTypeName}) = lower(${params.productType}) or lower(${products.upperType}) = lower(${params.productType}))`,
          ),
        ),
        country,
      ),
  });

  router.route({
    method: "get",
    path: "/api/organization/institucion/code/{code}",
    summary: "One organization by its organization code",
    tag: TAG,
    params: z.object({ code: z.string().trim().min(1) }),
    cache: "server",
    responses: oneAnswer,
    handler: async ({ db, params, country }) => {
      const [found] = await listOrganizations(
        db,
        eq(organizations.countryId, country.id),
        sql`lower(${organizations.organizationCode}) = lower(${params.code})`,
      );
      if (!found) throw fail(404, ORGANIZATION_NOT_FOUND_MESSAGE);
      return dataReply(found, country);
    },
  });

  router.route({
    method: "get",
    path: "/api/organization/institucion/{urlSegment}",
    summary: "One organization by the URL segment of its pages",
    tag: TAG,
    params: z.object({ urlSegment: z.string().trim().min(1) }),
    cache: "server",
    responses: oneAnswer,
    handler: async ({ db, params, country }) => {
      const [found] = await listOrganizations(
        db,
        eq(organizations.countryId, country.id),
        sql`lower(${organizations.url}) = lower(${params.urlSegment})`,
      );
      if (!found) throw fail(404, ORGANIZATION_NOT_FOUND_MESSAGE);
      return dataReply(found, country);
    },
  });

  router.route({
    method: "get",
    path: "/api/organization/availableToSell",
    summary: "Organizations currently available to sell",
    tag: TAG,
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, country }) =>
      listReply(
        await listOrganizations(
          db,
          eq(organizations.countryId, country.id),
          eq(organizations.availableToSell, true),
        ),
        country,
      ),
  });

  router.route({
    method: "get",
    path: "/api/organization/availableToSell/code/{type}",
    summary: "Organizations of a type available to sell",
    tag: TAG,
    params: z.object({ type: typeParam }),
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, params, country }) =>
      listReply(
        await listOrganizations(
          db,
          eq(organizations.countryId, country.id),
          eq(organizations.availableToSell, true),
          eq(organizations.organizationType, params.type),
        ),
        country,
      ),
  });

  router.route({
    method: "get",
    path: "/api/organization/availableToSell/code/{type}/insuranceType/{name}",
    summary: "Organizations of a type available to sell with products of an insurance type",
    tag: TAG,
    params: z.object({ type: typeParam, name: z.string().trim().min(1) }),
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, params, country }) =>
      listReply(
        await listOrganizations(
          db,
          eq(organizations.countryId, country.id),
          eq(organizations.availableToSell, true),
          eq(organizations.organizationType, params.type),
          hasActiveProducts(db, sql`lower(${products.insuranceTypeName}) = lower(${params.name})`),
        ),
        country,
      ),
  });

  router.route({
    method: "get",
    path: "/api/organization/{id}/countCoverageOrganizations",
    summary:
      "Number of distinct coverage organizations (clinics, networks) the organization's products cover",
    tag: TAG,
    params: idParamsSchema,
    cache: "server",
    responses: {
      200: { description: "The count", schema: dataEnvelopeSchema(organizationCountSchema) },
      404: { description: ORGANIZATION_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, params, country }) => {
      await requireOrganization(db, params.id, country.id);
      const [row] = await db
        .select({ n: sql<string>`count(distinct c)` })
        .from(sql`${products}, unnest(${products.coverageOrganizationIds}) as c`)
        .where(and(eq(products.organizationId, params.id), eq(products.active, true)));
      const n = Number(row?.n ?? 0);
      return dataReply({ organizationId: params.id, count: n }, country);
    },
  });

  router.route({
    method: "get",
    path: "/api/organization/{id}/countInsurancesByType",
    summary: "Number of products of the organization by insurance type",
    tag: TAG,
    params: idParamsSchema,
    cache: "server",
    responses: {
      200: {
        description: "Counts by insurance type",
        schema: listEnvelopeSchema(insuranceTypeCountSchema),
      },
      404: { description: ORGANIZATION_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, params, country }) => {
      await requireOrganization(db, params.id, country.id);
      const rows = await db
        .select({
          insuranceTypeId: products.insuranceTypeId,
          data: insuranceTypes.data,
          count: countDistinct(products.id),
        })
        .from(products)
        .innerJoin(insuranceTypes, eq(insuranceTypes.id, products.insuranceTypeId))
        .where(and(eq(products.organizationId, params.id), eq(products.active, true)))
        .groupBy(products.insuranceTypeId, insuranceTypes.data)
        .orderBy(asc(products.insuranceTypeId));
      return listReply(
        rows.map((row) => {
          const type = row.data as { name: string; displayName: string };
          return {
            insuranceTypeId: row.insuranceTypeId,
            name: type.name,
            displayName: type.displayName,
            count: Number(row.count),
          };
        }),
        country,
      );
    },
  });
}

async function requireOrganization(db: Executor, id: number, countryId: number): Promise<void> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.countryId, countryId)));
  if (!row) throw fail(404, ORGANIZATION_NOT_FOUND_MESSAGE);
}
