import { BASE_ADJUSTMENT_SOURCE } from "@qs/catalogs/isapre-base-adjustments";
import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import { idParamsSchema, idPathParamSchema } from "@qs/domain/api/query-params";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@qs/domain/api/reference-answers";
import {
  isapreAnswerSchema,
  planBenefitsAnswerSchema,
  planFactorsAnswerSchema,
  planFeesAnswerSchema,
  planInfoAnswerSchema,
} from "@qs/domain/isapre-plan-data";
import { z } from "zod";
import type { Router } from "../../http/define-route";
import { dataReply } from "../../http/envelopes";
import { fail } from "../../http/reply";
import { paidFees, readHealthPlan, readIsapre, readIsaprePlan } from "./isapre-plan-reads";

/**
 * Chile's plan data (profile spec §8 "GET /api/infoplanes/{factores, prestaciones, aranceles,
 * infoplan}; GET /api/isapres/{id}"): what an Isapre publishes of each plan, read by the plan
 * page's 'Prestaciones' and 'Factores' tabs. The plan's providers are the provider directory's
 * (`/api/infoplanes/prestadoresplan`).
 */

const TAG = "Isapre plans";
const ISAPRE_NOT_FOUND_MESSAGE = "Isapre no encontrada";
const planQuery = z.object({ producto: idPathParamSchema.describe("The plan's product id") });
const notFound = { description: PRODUCT_NOT_FOUND_MESSAGE, schema: errorBodySchema };

export function registerIsaprePlanRoutes(router: Router): void {
  router.route({
    method: "get",
    path: apiPaths.infoplanesFactores,
    summary: "An Isapre plan's risk-factor table and the base price it multiplies",
    description:
      "Each person pays the plan's base price (UF a month) times the factor of their age band, as policyholder or dependant, plus the Isapre's GES price. 404 'Producto no encontrado' for a product that is not an active Isapre plan of the country.",
    tag: TAG,
    query: planQuery,
    cache: "server",
    responses: {
      200: { description: "The factor table", schema: dataEnvelopeSchema(planFactorsAnswerSchema) },
      404: notFound,
    },
    handler: async ({ db, query, country }) => {
      const plan = await readIsaprePlan(db, country.id, query.producto);
      if (!plan) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      return dataReply({ productId: query.producto, ...plan.factors }, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.infoplanesPrestaciones,
    summary:
      "An Isapre plan's benefits with their coverage in its preferred network and by free choice",
    description:
      "Hospital, outpatient, emergency and childbirth benefits, each with the share of the fee the plan pays and its cap per event in UF (null: 'Sin tope'); `preferred` is null for a free-choice plan. 404 'Producto no encontrado' as for factores.",
    tag: TAG,
    query: planQuery,
    cache: "server",
    responses: {
      200: {
        description: "The plan's benefits",
        schema: dataEnvelopeSchema(planBenefitsAnswerSchema),
      },
      404: notFound,
    },
    handler: async ({ db, query, country }) => {
      const plan = await readIsaprePlan(db, country.id, query.producto);
      if (!plan) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      return dataReply({ productId: query.producto, benefits: plan.benefits }, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.infoplanesAranceles,
    summary: "An Isapre's fee schedule with what the plan pays of each fee by free choice",
    description:
      "Each procedure's code in the national schedule, its fee in pesos, and what the plan pays of it by free choice (its benefit's share, no more than the cap at today's UF value, `ufValue`) and what is left to pay. 404 'Producto no encontrado' as for factores.",
    tag: TAG,
    query: planQuery,
    cache: "server",
    responses: {
      200: { description: "The fee schedule", schema: dataEnvelopeSchema(planFeesAnswerSchema) },
      404: notFound,
    },
    handler: async ({ db, query, country, now }) => {
      const plan = await readIsaprePlan(db, country.id, query.producto);
      if (!plan) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      return dataReply({ productId: query.producto, ...(await paidFees(db, plan, now)) }, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.infoplanesInfoplan,
    summary: "An Isapre plan's sheet, its base price and its Isapre",
    description:
      "The plan's code, line, modality, coverage area, annual top, restricted benefits, start day and state (`healthPlan`), its base price and GES price in UF, and the Isapre's code, name and whether it is open. 404 'Producto no encontrado' as for factores.",
    tag: TAG,
    query: planQuery,
    cache: "server",
    responses: {
      200: { description: "The plan's sheet", schema: dataEnvelopeSchema(planInfoAnswerSchema) },
      404: notFound,
    },
    handler: async ({ db, query, country }) => {
      const plan = await readIsaprePlan(db, country.id, query.producto);
      if (!plan) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      const isapre = await readIsapre(db, country.id, Number(plan.organizationCode));
      return dataReply(
        {
          productId: query.producto,
          healthPlan: await readHealthPlan(db, query.producto),
          basePriceUf: plan.factors.basePriceUf,
          gesPriceUf: plan.factors.gesPriceUf,
          isapre: {
            code: Number(plan.organizationCode),
            name: isapre?.name ?? null,
            open: isapre?.open ?? false,
          },
        },
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: apiPaths.isapresById,
    summary:
      "An Isapre by its code: name, whether it is open, GES price and yearly base-price adjustments",
    description:
      "The reference data's Isapre (codes 62 to 999) with the yearly adjustments of its plans' base price and their source, and the organization the comparator lists its plans under. 404 'Isapre no encontrada' for an unknown code.",
    tag: TAG,
    params: idParamsSchema,
    cache: "server",
    responses: {
      200: { description: "The Isapre", schema: dataEnvelopeSchema(isapreAnswerSchema) },
      404: { description: ISAPRE_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, params, country }) => {
      const isapre = await readIsapre(db, country.id, params.id);
      if (!isapre) throw fail(404, ISAPRE_NOT_FOUND_MESSAGE);
      return dataReply({ ...isapre, adjustmentSource: BASE_ADJUSTMENT_SOURCE }, country);
    },
  });
}
