import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { idParamsSchema } from "@qs/domain/api/query-params";
import {
  businessLineSchema,
  faqSchema,
  INFORMATION_NOT_FOUND_MESSAGE,
  informationPageSchema,
  PRODUCT_NOT_FOUND_MESSAGE,
} from "@qs/domain/api/reference-answers";
import { contactInformationSchema } from "@qs/domain/contact-information";
import { countrySchema } from "@qs/domain/country";
import { languageSchema } from "@qs/domain/country-config";
import { coverageInformationSchema } from "@qs/domain/coverage";
import { coverageOrganizationSchema } from "@qs/domain/coverage-organization";
import { featureSchema } from "@qs/domain/feature";
import { insuranceTypeSchema } from "@qs/domain/insurance-type";
import { menuSchema } from "@qs/domain/menu";
import { productItemSchema } from "@qs/domain/product";
import { profileRegionSchema } from "@qs/domain/region";
import { alternateUrlsSchema, type RouteTranslationTable } from "@qs/domain/route-translation";
import { tabSchema } from "@qs/domain/tab";
import { workSectorTypeSchema } from "@qs/domain/work-sector";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../db/database";
import {
  countries,
  coverageOrganizations,
  insuranceTypes,
  productDetails,
  products,
  referenceDocuments,
  regions,
  SHARED_COUNTRY_ID,
  workSectors,
} from "../db/schema";
import type { Router } from "../http/define-route";
import { fail } from "../http/reply";
import { translateRoute } from "../services/translate-route";
import { dataReply, listReply } from "./envelopes";

/** Reference data and product catalogue lookups. */

const productNotFound = { description: PRODUCT_NOT_FOUND_MESSAGE, schema: errorBodySchema };

async function referenceDocument(db: Executor, countryId: number, kind: string, name: string) {
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

/** A display column of one active product of the country, or 404. */
async function productColumn<K extends Exclude<keyof typeof productDetails._.columns, "productId">>(
  db: Executor,
  id: number,
  countryId: number,
  column: K,
): Promise<unknown> {
  const [row] = await db
    .select({ value: productDetails[column] })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(and(eq(products.id, id), eq(products.countryId, countryId), eq(products.active, true)));
  if (!row) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
  return row.value;
}

export function registerCatalogueRoutes(router: Router): void {
  router.route({
    method: "get",
    path: "/api/country",
    summary: "Reference list of countries (nationalities, coverage countries)",
    tag: "Reference data",
    cache: "server",
    responses: { 200: { description: "Countries", schema: listEnvelopeSchema(countrySchema) } },
    handler: async ({ db, country }) => {
      const rows = await db
        .select({ data: countries.data })
        .from(countries)
        .orderBy(asc(countries.position));
      return listReply(
        rows.map((row) => row.data),
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: "/api/countryState/country",
    summary: "Regions of the country, in display order",
    tag: "Reference data",
    cache: "server",
    responses: { 200: { description: "Regions", schema: listEnvelopeSchema(profileRegionSchema) } },
    handler: async ({ db, country }) => {
      const rows = await db
        .select({ data: regions.data })
        .from(regions)
        .where(eq(regions.countryId, country.id))
        .orderBy(asc(regions.orderPosition), asc(regions.id));
      return listReply(
        rows.map((row) => row.data),
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: "/api/workSectorType",
    summary: "Work sector types with their sectors (SCTR profile)",
    tag: "Reference data",
    cache: "server",
    responses: {
      200: { description: "Work sectors", schema: listEnvelopeSchema(workSectorTypeSchema) },
    },
    handler: async ({ db, country }) => {
      const rows = await db
        .select({ data: workSectors.data })
        .from(workSectors)
        .where(eq(workSectors.countryId, country.id))
        .orderBy(asc(workSectors.position));
      return listReply(
        rows.map((row) => row.data),
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: "/api/contactInformations",
    summary: "Contact channels and social networks of the country",
    tag: "Reference data",
    cache: "server",
    responses: {
      200: {
        description: "Contact information",
        schema: listEnvelopeSchema(contactInformationSchema),
      },
    },
    handler: async ({ db, country }) =>
      listReply(
        ((await referenceDocument(db, country.id, "contactInformation", "all")) as unknown[]) ?? [],
        country,
      ),
  });

  router.route({
    method: "get",
    path: "/api/menu",
    summary: "Header menu of the country",
    tag: "Reference data",
    cache: "server",
    responses: { 200: { description: "Menu", schema: dataEnvelopeSchema(menuSchema) } },
    handler: async ({ db, country }) =>
      dataReply((await referenceDocument(db, country.id, "menu", "main")) ?? [], country),
  });

  router.route({
    method: "get",
    path: "/api/business-line",
    summary: "Business lines of the country",
    tag: "Reference data",
    cache: "server",
    responses: {
      200: { description: "Business lines", schema: listEnvelopeSchema(businessLineSchema) },
    },
    handler: async ({ db, country }) =>
      listReply(
        ((await referenceDocument(db, country.id, "businessLines", "all")) as unknown[]) ?? [],
        country,
      ),
  });

  router.route({
    method: "get",
    path: "/api/information/{name}",
    summary: "A content page by name",
    tag: "Reference data",
    params: z.object({ name: z.string().trim().min(1).max(100) }),
    cache: "server",
    responses: {
      200: { description: "The page", schema: dataEnvelopeSchema(informationPageSchema) },
      404: { description: INFORMATION_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, params, country }) => {
      const page = await referenceDocument(db, country.id, "information", params.name);
      if (!page) throw fail(404, INFORMATION_NOT_FOUND_MESSAGE);
      return dataReply(page, country);
    },
  });

  router.route({
    method: "get",
    path: "/api/route-translator/{encodedUrl}",
    summary: "Alternate addresses of a path in every language",
    description:
      "encodedUrl is the URI-encoded path (%2FComparar%2FPolizas-de-Salud). Segments without a translation stay as they are; non-default languages get their prefix (/en, /pt).",
    tag: "Reference data",
    params: z.object({ encodedUrl: z.string().min(1).max(2000) }),
    cache: "server",
    responses: {
      200: {
        description: "Addresses by language",
        schema: dataEnvelopeSchema(alternateUrlsSchema),
      },
    },
    handler: async ({ db, params, country }) => {
      const table = ((await referenceDocument(db, SHARED_COUNTRY_ID, "routeTranslations", "all")) ??
        {}) as RouteTranslationTable;
      let path = params.encodedUrl;
      try {
        path = decodeURIComponent(path);
      } catch {
        // Already decoded by the router.
      }
      return dataReply(translateRoute(path, table, languageSchema.options), country);
    },
  });

  router.route({
    method: "get",
    path: "/api/coverageOrganization/country",
    summary: "Coverage organizations (clinics, hospitals, networks) of the country",
    tag: "Catalogue",
    cache: "server",
    responses: {
      200: {
        description: "Coverage organizations",
        schema: listEnvelopeSchema(coverageOrganizationSchema),
      },
    },
    handler: async ({ db, country }) => {
      const rows = await db
        .select({ data: coverageOrganizations.data })
        .from(coverageOrganizations)
        .where(eq(coverageOrganizations.countryId, country.id))
        .orderBy(asc(coverageOrganizations.displayName));
      return listReply(
        rows.map((row) => row.data),
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: "/api/categories",
    summary: "Insurance categories (types) of the country",
    tag: "Catalogue",
    cache: "server",
    responses: {
      200: { description: "Insurance types", schema: listEnvelopeSchema(insuranceTypeSchema) },
    },
    handler: async ({ db, country }) => {
      const rows = await db
        .select({ data: insuranceTypes.data })
        .from(insuranceTypes)
        .where(eq(insuranceTypes.countryId, country.id))
        .orderBy(asc(insuranceTypes.id));
      return listReply(
        rows.map((row) => row.data),
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: "/api/categories/tipo/{typeName}",
    summary: "Insurance categories by type name (route resolver)",
    description: "Categories whose name or upper type name is typeName (case-insensitive).",
    tag: "Catalogue",
    params: z.object({ typeName: z.string().trim().min(1).max(100) }),
    cache: "server",
    responses: {
      200: { description: "Insurance types", schema: listEnvelopeSchema(insuranceTypeSchema) },
    },
    handler: async ({ db, params, country }) => {
      const rows = await db
        .select({ data: insuranceTypes.data })
        .from(insuranceTypes)
        .where(
          and(
            eq(insuranceTypes.countryId, country.id),
            or(
              sql`lower(${insuranceTypes.name}) = lower(${params.typeName})`,
              sql`lower(${insuranceTypes.upperType}) = lower(${params.typeName})`,
            ),
          ),
        )
        .orderBy(asc(insuranceTypes.id));
      return listReply(
        rows.map((row) => row.data),
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: "/api/insurance/product/{codeOrUrl}",
    summary: "A product by product code or by URL segment",
    description:
      "The product code is tried first (exact), then the URL segment (case-insensitive).",
    tag: "Catalogue",
    params: z.object({ codeOrUrl: z.string().trim().min(1).max(200) }),
    cache: "server",
    responses: {
      200: { description: "The product", schema: dataEnvelopeSchema(productItemSchema) },
      404: productNotFound,
    },
    handler: async ({ db, params, country }) => {
      const rows = await db
        .select({ item: productDetails.item, code: products.productCode })
        .from(products)
        .innerJoin(productDetails, eq(productDetails.productId, products.id))
        .where(
          and(
            eq(products.countryId, country.id),
            eq(products.active, true),
            or(
              eq(products.productCode, params.codeOrUrl),
              sql`lower(${products.url}) = lower(${params.codeOrUrl})`,
            ),
          ),
        )
        .limit(2);
      const found = rows.find((row) => row.code === params.codeOrUrl) ?? rows[0];
      if (!found) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      return dataReply(found.item, country);
    },
  });

  router.route({
    method: "get",
    path: "/api/insurance/{id}/benefitCategories",
    summary: "Benefit categories and coverage information of a product (card coverages)",
    tag: "Catalogue",
    params: idParamsSchema,
    cache: "server",
    responses: {
      200: {
        description: "Coverage tags, coverages and benefit categories",
        schema: dataEnvelopeSchema(coverageInformationSchema),
      },
      404: productNotFound,
    },
    handler: async ({ db, params, country }) => {
      const [row] = await db
        .select({
          info: productDetails.coverageInformation,
          categories: productDetails.benefitCategories,
        })
        .from(products)
        .innerJoin(productDetails, eq(productDetails.productId, products.id))
        .where(
          and(
            eq(products.id, params.id),
            eq(products.countryId, country.id),
            eq(products.active, true),
          ),
        );
      if (!row) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      return dataReply({ ...(row.info as object), categories: row.categories }, country);
    },
  });

  router.route({
    method: "get",
    path: "/api/insurance/{id}/features",
    summary: "Features (benefits) of a product",
    tag: "Catalogue",
    params: idParamsSchema,
    cache: "server",
    responses: {
      200: { description: "Features", schema: listEnvelopeSchema(featureSchema) },
      404: productNotFound,
    },
    handler: async ({ db, params, country }) =>
      listReply((await productColumn(db, params.id, country.id, "features")) as unknown[], country),
  });

  router.route({
    method: "get",
    path: "/api/insurance/{id}/faqs",
    summary: "Frequently asked questions of a product",
    tag: "Catalogue",
    params: idParamsSchema,
    cache: "server",
    responses: {
      200: { description: "FAQs", schema: listEnvelopeSchema(faqSchema) },
      404: productNotFound,
    },
    handler: async ({ db, params, country }) =>
      listReply(
        ((await productColumn(db, params.id, country.id, "faqs")) as unknown[]) ?? [],
        country,
      ),
  });

  router.route({
    method: "get",
    path: "/api/insurance/{id}/tabs",
    summary: "Tabs of a product's detail page",
    tag: "Catalogue",
    params: idParamsSchema,
    cache: "server",
    responses: {
      200: { description: "Tabs", schema: listEnvelopeSchema(tabSchema) },
      404: productNotFound,
    },
    handler: async ({ db, params, country }) => {
      const info = (await productColumn(db, params.id, country.id, "information")) as {
        tabs?: unknown[];
      } | null;
      return listReply(info?.tabs ?? [], country);
    },
  });

  router.route({
    method: "get",
    path: "/api/health",
    summary: "Liveness and database check",
    tag: "Service",
    responses: {
      200: {
        description: "The server and its database answer",
        schema: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
      },
    },
    handler: async ({ db, deps }) => {
      await db.execute(sql`select 1`);
      return { kind: "json", status: 200, body: { status: "ok", database: deps.db.kind } };
    },
  });
}
