import { listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { partnerScopeQuerySchema } from "@qs/domain/api/partner";
import { apiPaths } from "@qs/domain/api/paths";
import { idPathParamSchema } from "@qs/domain/api/query-params";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@qs/domain/api/reference-answers";
import {
  planNetworkEntrySchema,
  providerMatchSchema,
  providerSearchQuerySchema,
} from "@qs/domain/provider";
import { z } from "zod";
import type { Router } from "../../http/define-route";
import { listReply } from "../../http/envelopes";
import { fail } from "../../http/reply";
import { resolvePartnerScope } from "../partners/partner-reads";
import { planNetwork, searchProviders } from "./provider-reads";

/** The provider directory (issue: "Is my clinic in this plan?"): search and each plan's network. */

const TAG = "Providers";

export function registerProviderRoutes(router: Router): void {
  router.route({
    method: "get",
    path: apiPaths.globalesPrestadores,
    summary: "Search the provider directory: clinics, hospitals and medical centres",
    description:
      "Every word of `q` must be close to a word of the provider's name, city, region or specialties (accents ignored, small typos forgiven: 'clinica alemna' finds Clínica Alemana); `ciudad`, `regionNumero` (Chile) and `especialidad` narrow the list. Closest first, at most 50. Empty for a partner whose clinicsEnabled is false.",
    tag: TAG,
    query: providerSearchQuerySchema.extend(partnerScopeQuerySchema.shape),
    cache: "server",
    responses: {
      200: { description: "Providers found", schema: listEnvelopeSchema(providerMatchSchema) },
    },
    handler: async ({ db, query, country }) => {
      const scope = await resolvePartnerScope(db, query);
      if (scope?.data.clinicsEnabled === false) return listReply([], country);
      return listReply(await searchProviders(db, country.id, query), country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.infoplanesPrestadoresplan,
    summary: "A plan's providers: its network with the coverage level and copay at each",
    description:
      "Preferred network first, then free choice, then the providers the plan excludes; `regionNumero` keeps one of Chile's regions. Empty for a partner whose clinicsEnabled is false.",
    tag: TAG,
    query: z
      .object({
        producto: idPathParamSchema.describe("The plan's product id"),
        regionNumero: providerSearchQuerySchema.shape.regionNumero,
      })
      .extend(partnerScopeQuerySchema.shape),
    cache: "server",
    responses: {
      200: {
        description: "The plan's network",
        schema: listEnvelopeSchema(planNetworkEntrySchema),
      },
      404: { description: PRODUCT_NOT_FOUND_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ db, query, country }) => {
      const network = await planNetwork(db, country.id, query.producto, query.regionNumero);
      if (network === null) throw fail(404, PRODUCT_NOT_FOUND_MESSAGE);
      const scope = await resolvePartnerScope(db, query);
      if (scope?.data.clinicsEnabled === false) return listReply([], country);
      return listReply(network, country);
    },
  });
}
