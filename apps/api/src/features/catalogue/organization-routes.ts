import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { partnerScopeQuerySchema } from "@qs/domain/api/partner";
import { apiPaths } from "@qs/domain/api/paths";
import { idParamsSchema, labelLanguageQuerySchema } from "@qs/domain/api/query-params";
import {
  INFORMATION_NOT_FOUND_MESSAGE,
  insuranceTypeCountSchema,
  ORGANIZATION_NOT_FOUND_MESSAGE,
  organizationCountSchema,
} from "@qs/domain/api/reference-answers";
import { localizeLabels } from "@qs/domain/label-translations";
import {
  organizationSchema,
  organizationTypeLabelsSchema,
  organizationTypeSchema,
} from "@qs/domain/organization";
import { z } from "zod";
import type { Executor } from "../../db/database";
import { SHARED_COUNTRY_ID } from "../../db/schema";
import type { Router } from "../../http/define-route";
import { dataReply, listReply } from "../../http/envelopes";
import { fail } from "../../http/reply";
import { partnerOrganizationIds, resolvePartnerScope } from "../partners/partner-reads";
import { referenceDocument } from "./catalogue-reads";
import {
  countCoverageOrganizations,
  countInsurancesByType,
  findOrganizations,
  organizationExists,
} from "./organization-reads";

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

export function registerOrganizationRoutes(router: Router): void {
  router.route({
    method: "get",
    path: apiPaths.organizationTypes,
    summary: "How the sites name each organization type, and the choice of every type",
    description:
      "The labels of the comparator's institution-type filter: `types` names each organization type (ASEG is 'Aseguradora'), `allTypes` the choice that filters by none; in the language of `lang` (Spanish where a label has no translation).",
    tag: TAG,
    query: labelLanguageQuerySchema("the institution types' names"),
    cache: "server",
    responses: {
      200: {
        description: "Institution type labels",
        schema: dataEnvelopeSchema(organizationTypeLabelsSchema),
      },
      404: { description: INFORMATION_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, query, country }) => {
      const labels = await referenceDocument(db, SHARED_COUNTRY_ID, "organizationTypes", "all");
      // A catalogue loaded before the labels existed has none: the sites then show the codes.
      if (!labels) throw fail(404, INFORMATION_NOT_FOUND_MESSAGE);
      return dataReply(localizeLabels(labels, query.lang), country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.organizationSegurosTipoByType,
    summary: "Organizations of a type that have insurance products on sale",
    description:
      "With a partner's `partner` (subdomain) or `IFRAME_AUTH` (iframe token), only the partner's allowed organizations.",
    tag: TAG,
    params: z.object({ type: typeParam }),
    query: partnerScopeQuerySchema,
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, params, query, country }) => {
      const found = await findOrganizations(db, {
        countryId: country.id,
        type: params.type,
        withActiveProducts: true,
      });
      const allowed = await partnerOrganizationIds(
        db,
        country.id,
        await resolvePartnerScope(db, query),
      );
      return listReply(
        allowed === null ? found : found.filter((each) => allowed.includes(each.id)),
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: apiPaths.organizationInstitucionesTipoByType,
    summary: "Every organization (institution) of a type: broker, EPS, prepaid medicine, clinic...",
    tag: TAG,
    params: z.object({ type: typeParam }),
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, params, country }) =>
      listReply(await findOrganizations(db, { countryId: country.id, type: params.type }), country),
  });

  router.route({
    method: "get",
    path: apiPaths.organizationInstitucionesByProductType,
    summary: "Organizations selling products of an insurance type name or upper type name",
    description:
      "productType is an insurance type name (SEGURO COLECTIVO, SCTR, colectivo...) or an upper type name (SALUD).",
    tag: TAG,
    params: z.object({ productType: z.string().trim().min(1) }),
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, params, country }) =>
      listReply(
        await findOrganizations(db, {
          countryId: country.id,
          withActiveProducts: { insuranceType: params.productType, orUpperType: true },
        }),
        country,
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.organizationInstitucionCodeByCode,
    summary: "One organization by its organization code",
    tag: TAG,
    params: z.object({ code: z.string().trim().min(1) }),
    cache: "server",
    responses: oneAnswer,
    handler: async ({ db, params, country }) => {
      const [found] = await findOrganizations(db, { countryId: country.id, code: params.code });
      if (!found) throw fail(404, ORGANIZATION_NOT_FOUND_MESSAGE);
      return dataReply(found, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.organizationInstitucionByUrlSegment,
    summary: "One organization by the URL segment of its pages",
    tag: TAG,
    params: z.object({ urlSegment: z.string().trim().min(1) }),
    cache: "server",
    responses: oneAnswer,
    handler: async ({ db, params, country }) => {
      const [found] = await findOrganizations(db, {
        countryId: country.id,
        url: params.urlSegment,
      });
      if (!found) throw fail(404, ORGANIZATION_NOT_FOUND_MESSAGE);
      return dataReply(found, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.organizationAvailableToSell,
    summary: "Organizations currently available to sell",
    tag: TAG,
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, country }) =>
      listReply(
        await findOrganizations(db, { countryId: country.id, availableToSell: true }),
        country,
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.organizationAvailableToSellCodeByType,
    summary: "Organizations of a type available to sell",
    tag: TAG,
    params: z.object({ type: typeParam }),
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, params, country }) =>
      listReply(
        await findOrganizations(db, {
          countryId: country.id,
          availableToSell: true,
          type: params.type,
        }),
        country,
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.organizationAvailableToSellCodeByTypeInsuranceTypeByName,
    summary: "Organizations of a type available to sell with products of an insurance type",
    tag: TAG,
    params: z.object({ type: typeParam, name: z.string().trim().min(1) }),
    cache: "server",
    responses: listAnswer,
    handler: async ({ db, params, country }) =>
      listReply(
        await findOrganizations(db, {
          countryId: country.id,
          availableToSell: true,
          type: params.type,
          withActiveProducts: { insuranceType: params.name },
        }),
        country,
      ),
  });

  router.route({
    method: "get",
    path: apiPaths.organizationByIdCountCoverageOrganizations,
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
      const count = await countCoverageOrganizations(db, params.id);
      return dataReply({ organizationId: params.id, count }, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.organizationByIdCountInsurancesByType,
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
      return listReply(await countInsurancesByType(db, params.id), country);
    },
  });
}

async function requireOrganization(db: Executor, id: number, countryId: number): Promise<void> {
  if (!(await organizationExists(db, id, countryId)))
    throw fail(404, ORGANIZATION_NOT_FOUND_MESSAGE);
}
