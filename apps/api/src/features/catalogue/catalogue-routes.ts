import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { partnerScopeQuerySchema } from "@qs/domain/api/partner";
import { apiPaths } from "@qs/domain/api/paths";
import { idParamsSchema, labelLanguageQuerySchema } from "@qs/domain/api/query-params";
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
import { localizeLabels } from "@qs/domain/label-translations";
import { menuSchema } from "@qs/domain/menu";
import { productItemSchema } from "@qs/domain/product";
import { profileRegionSchema } from "@qs/domain/region";
import { alternateUrlsSchema, type RouteTranslationTable } from "@qs/domain/route-translation";
import { tabSchema } from "@qs/domain/tab";
import { workSectorTypeSchema } from "@qs/domain/work-sector";
import { z } from "zod";
import type { Executor } from "../../db/database";
import { SHARED_COUNTRY_ID } from "../../db/schema";
import type { Router } from "../../http/define-route";
import { dataReply, listReply } from "../../http/envelopes";
import { binary, fail } from "../../http/reply";
import { resolvePartnerScope } from "../partners/partner-reads";
import {
  findProductItem,
  listCategories,
  listCountries,
  listCoverageOrganizations,
  listRegions,
  listWorkSectors,
  productBenefitCategories,
  productColumn,
  readAsset,
  referenceDocument,
} from "./catalogue-reads";
import { translateRoute } from "./translate-route";

/** Reference data and product catalogue lookups. */

const ASSET_NOT_FOUND_MESSAGE = "Imagen no encontrada";

/** An asset's name is its content hash: the same URL always answers the same bytes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const productNotFound = { description: PRODUCT_NOT_FOUND_MESSAGE, schema: errorBodySchema };

/** A display column of one active product of the country, or 404. */
async function productColumnOr404(
  db: Executor,
  id: number,
  countryId: number,
  column: Parameters<typeof productColumn>[3],
): Promise<unknown> {
  const row = await productColumn(db, id, countryId, column);
  if (!row) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
  return row.value;
}

export function registerCatalogueRoutes(router: Router): void {
  router.route({
    method: "get",
    path: apiPaths.country,
    summary: "Reference list of countries (nationalities, coverage countries)",
    tag: "Reference data",
    cache: "server",
    responses: { 200: { description: "Countries", schema: listEnvelopeSchema(countrySchema) } },
    handler: async ({ db, country }) => listReply(await listCountries(db), country),
  });

  router.route({
    method: "get",
    path: apiPaths.countryStateCountry,
    summary: "Regions of the country, in display order",
    tag: "Reference data",
    cache: "server",
    responses: { 200: { description: "Regions", schema: listEnvelopeSchema(profileRegionSchema) } },
    handler: async ({ db, country }) => listReply(await listRegions(db, country.id), country),
  });

  router.route({
    method: "get",
    path: apiPaths.workSectorType,
    summary: "Work sector types with their sectors (SCTR profile)",
    tag: "Reference data",
    cache: "server",
    responses: {
      200: { description: "Work sectors", schema: listEnvelopeSchema(workSectorTypeSchema) },
    },
    handler: async ({ db, country }) => listReply(await listWorkSectors(db, country.id), country),
  });

  router.route({
    method: "get",
    path: apiPaths.contactInformations,
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
    path: apiPaths.menu,
    summary: "Header menu of the country",
    description:
      "Each entry's label in the language of `lang` (Spanish where it has no translation).",
    tag: "Reference data",
    query: labelLanguageQuerySchema("the menu entries"),
    cache: "server",
    responses: { 200: { description: "Menu", schema: dataEnvelopeSchema(menuSchema) } },
    handler: async ({ db, query, country }) =>
      dataReply(
        localizeLabels((await referenceDocument(db, country.id, "menu", "main")) ?? [], query.lang),
        country,
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.businessLine,
    summary: "Business lines of the country",
    description:
      "Each line's displayName in the language of `lang` (Spanish where it has no translation).",
    tag: "Reference data",
    query: labelLanguageQuerySchema("the business lines' names"),
    cache: "server",
    responses: {
      200: { description: "Business lines", schema: listEnvelopeSchema(businessLineSchema) },
    },
    handler: async ({ db, query, country }) =>
      listReply(
        localizeLabels(
          ((await referenceDocument(db, country.id, "businessLines", "all")) as unknown[]) ?? [],
          query.lang,
        ),
        country,
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.informationByName,
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
    path: apiPaths.routeTranslatorByEncodedUrl,
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
    path: apiPaths.coverageOrganizationCountry,
    summary: "Coverage organizations (clinics, hospitals, networks) of the country",
    description:
      "Empty for a partner (`partner` subdomain or `IFRAME_AUTH` token) whose clinicsEnabled is false.",
    tag: "Catalogue",
    query: partnerScopeQuerySchema,
    cache: "server",
    responses: {
      200: {
        description: "Coverage organizations",
        schema: listEnvelopeSchema(coverageOrganizationSchema),
      },
    },
    handler: async ({ db, query, country }) => {
      const scope = await resolvePartnerScope(db, query);
      if (scope?.data.clinicsEnabled === false) return listReply([], country);
      return listReply(await listCoverageOrganizations(db, country.id), country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.categories,
    summary: "Insurance categories (types) of the country",
    description:
      "Each category's displayName and its upper type's in the language of `lang` (Spanish where it has no translation).",
    tag: "Catalogue",
    query: labelLanguageQuerySchema("the categories' and upper types' names"),
    cache: "server",
    responses: {
      200: { description: "Insurance types", schema: listEnvelopeSchema(insuranceTypeSchema) },
    },
    handler: async ({ db, query, country }) =>
      listReply(localizeLabels(await listCategories(db, country.id), query.lang), country),
  });

  router.route({
    method: "get",
    path: apiPaths.categoriesTipoByTypeName,
    summary: "Insurance categories by type name (route resolver)",
    description:
      "Categories whose name or upper type name is typeName (case-insensitive), their displayNames in the language of `lang`.",
    tag: "Catalogue",
    params: z.object({ typeName: z.string().trim().min(1).max(100) }),
    query: labelLanguageQuerySchema("the categories' and upper types' names"),
    cache: "server",
    responses: {
      200: { description: "Insurance types", schema: listEnvelopeSchema(insuranceTypeSchema) },
    },
    handler: async ({ db, params, query, country }) =>
      listReply(
        localizeLabels(await listCategories(db, country.id, params.typeName), query.lang),
        country,
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.insuranceProductByCodeOrUrl,
    summary: "A product by product code or by URL segment",
    description:
      "The product code is tried first (exact), then the URL segment (case-insensitive). Its insurance type's name and its price detail (label, age band) come in the language of `lang`; the insurer's own texts stay as written.",
    tag: "Catalogue",
    params: z.object({ codeOrUrl: z.string().trim().min(1).max(200) }),
    query: labelLanguageQuerySchema(
      "the product's labels (its insurance type's name, its price detail)",
    ),
    cache: "server",
    responses: {
      200: { description: "The product", schema: dataEnvelopeSchema(productItemSchema) },
      404: productNotFound,
    },
    handler: async ({ db, params, query, country }) => {
      const item = await findProductItem(db, country.id, params.codeOrUrl);
      if (!item) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      return dataReply(localizeLabels(item, query.lang), country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.insuranceByIdBenefitCategories,
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
      const information = await productBenefitCategories(db, params.id, country.id);
      if (!information) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      return dataReply(information, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.insuranceByIdFeatures,
    summary: "Features (benefits) of a product",
    tag: "Catalogue",
    params: idParamsSchema,
    cache: "server",
    responses: {
      200: { description: "Features", schema: listEnvelopeSchema(featureSchema) },
      404: productNotFound,
    },
    handler: async ({ db, params, country }) =>
      listReply(
        (await productColumnOr404(db, params.id, country.id, "features")) as unknown[],
        country,
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.insuranceByIdFaqs,
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
        ((await productColumnOr404(db, params.id, country.id, "faqs")) as unknown[]) ?? [],
        country,
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.insuranceByIdTabs,
    summary: "Tabs of a product's detail page",
    description:
      "Each tab's title in the language of `lang` (Spanish where it has no translation).",
    tag: "Catalogue",
    params: idParamsSchema,
    query: labelLanguageQuerySchema("the tabs' titles"),
    cache: "server",
    responses: {
      200: { description: "Tabs", schema: listEnvelopeSchema(tabSchema) },
      404: productNotFound,
    },
    handler: async ({ db, params, query, country }) => {
      const info = (await productColumnOr404(db, params.id, country.id, "information")) as {
        tabs?: unknown[];
      } | null;
      return listReply(localizeLabels(info?.tabs ?? [], query.lang), country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.assetsByName,
    summary: "A catalogue image (logo) by its content-hashed name, cacheable for a year",
    description:
      "Listing items, products and organizations name their logos as /api/assets/<sha256 prefix>.<ext>; the name changes with the bytes, so the answer never does.",
    tag: "Catalogue",
    params: z.object({
      name: z.string().regex(/^[0-9a-f]{12}\.(svg|png|jpg|webp|gif)$/, ASSET_NOT_FOUND_MESSAGE),
    }),
    responses: {
      200: { description: "The image", contentType: "image/*" },
      404: { description: ASSET_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, params }) => {
      const asset = await readAsset(db, params.name);
      if (!asset) throw fail(404, ASSET_NOT_FOUND_MESSAGE);
      return binary(asset.content, asset.contentType, {
        "Cache-Control": IMMUTABLE,
        "X-Content-Type-Options": "nosniff",
        // An SVG opened on its own runs no script and loads nothing.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
    },
  });
}
