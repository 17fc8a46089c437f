import {
  compareByProfilePriceQuerySchema,
  compareByProfilePriceRequestSchema,
  compareProductsPageSchema,
  compareProductsQuerySchema,
} from "@qs/domain/api/compare-products";
import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import {
  NOT_ROBOT_PROOF_INVALID_MESSAGE,
  NOT_ROBOT_PROOF_SPENT_MESSAGE,
  notRobotAnswerSchema,
  notRobotChallengeSchema,
  notRobotQuerySchema,
  robotErrorBodySchema,
} from "@qs/domain/api/robot-check";
import {
  comparatorUrlSegmentParamsSchema,
  SHARED_LINK_EDIT_DENIED_MESSAGE,
  SHARED_LINK_NOT_FOUND_MESSAGE,
  sharedInsuranceCreatedSchema,
  sharedInsuranceEditSchema,
  sharedLinkCodeParamsSchema,
  sharedLinkCreatedSchema,
  sharedLinkTargetSchema,
} from "@qs/domain/api/shared-links";
import { localizeLabels } from "@qs/domain/label-translations";
import { comparatorUrlRequestSchema, sharedInsuranceRequestSchema } from "@qs/domain/shared-link";
import type { Router } from "../../http/define-route";
import { dataReply } from "../../http/envelopes";
import { privateDataReply } from "../../http/private-reply";
import { json } from "../../http/reply";
import { checkProof, issueChallenge, spendProof } from "../../platform/robot-challenge";
import { guardComparisonRequest, liftRobotFlag } from "../../platform/robot-guard";
import { scopeToPartner } from "../partners/partner-scope";
import { priceMemoryAt } from "../prices/memory-prices";
import { findComparisonPage } from "./find-comparison-page";
import { findProfilePricePage } from "./profile-price-page";
import {
  createSharedLink,
  requireApprovedUrl,
  resolveSharedLink,
  updateSharedLink,
} from "./shared-link-store";

const notFound = { description: SHARED_LINK_NOT_FOUND_MESSAGE, schema: errorBodySchema };

/** Comparison results, the robot check and shared links (/api/buscarplanes/...). */
export function registerCompareRoutes(router: Router): void {
  router.route({
    method: "get",
    path: apiPaths.compareProducts,
    summary: "Comparison results: filtered, sorted, 20 products a page",
    description:
      "organizationTypes is required ('organizationTypes es requerido'). A partner's `partner` (subdomain) or `IFRAME_AUTH` (iframe token) narrows organizationIds to the partner's allowed organizations (404 'Socio no encontrado' for an unknown one). Lists are comma-separated. Sort: lowerPrice, higherPrice, recommended (default), popular, distance, profilePrice, yearlyCost and fiveYearCost (the default person's price, estimated yearly cost or next five years' cost here; a visitor's household through POST /api/compare/products/byProfilePrice). Each item's insurance type name and price band come in the language of `lang`. A client over the robot limit gets 401 until GET /api/buscarplanes/notrobot.",
    tag: "Comparator",
    query: compareProductsQuerySchema,
    cache: "server",
    responses: {
      200: { description: "One page of products", schema: compareProductsPageSchema },
      401: { description: "The client is taken for a robot", schema: robotErrorBodySchema },
    },
    guard: ({ db, deps, clientKey, now }) => guardComparisonRequest(db, deps, clientKey, now),
    handler: async ({ db, deps, query: asked, country, now }) => {
      const query = await scopeToPartner(db, country.id, asked);
      const page =
        query.sort === "profilePrice" ||
        query.sort === "yearlyCost" ||
        query.sort === "fiveYearCost"
          ? await findProfilePricePage(
              db,
              { countryId: country.id, query, profile: null, now, by: query.sort },
              await priceMemoryAt(deps),
            )
          : await findComparisonPage(db, country.id, query);
      return json({
        ...page,
        items: localizeLabels(page.items, query.lang),
        metadata: { demo: true, country: country.code, count: page.items.length, sort: query.sort },
      });
    },
  });

  router.route({
    method: "post",
    path: apiPaths.compareProductsByProfilePrice,
    summary: "Comparison results ordered by the price for the visitor's profile, 20 a page",
    description:
      "Body { query, profile, productType?, upperType? }: query holds the parameters of GET /api/compare/products (a sort of yearlyCost or fiveYearCost is kept, any other is profilePrice), profile is the household POST /api/insurance/calculatePrices takes; the address's `lang` (not the body's query) gives the language of the items' labels. Every matching product is priced by the price engine and the whole list ordered by what the household pays a month (after offers, UF in pesos) or, for yearlyCost, by its estimated yearly cost (12 months of that plus the expected out-of-pocket under the published usage profile), or, for fiveYearCost, by the first five years of POST /api/insurance/{id}/costProjection, ties by id; products the engine cannot price (or estimate) for everyone come last in the recommended order. Answers like GET /api/compare/products with metadata.sort = profilePrice, yearlyCost or fiveYearCost.",
    tag: "Comparator",
    workLimit: "priceSorts",
    body: compareByProfilePriceRequestSchema,
    query: compareByProfilePriceQuerySchema,
    responses: {
      200: { description: "One page of products", schema: compareProductsPageSchema },
      401: { description: "The client is taken for a robot", schema: robotErrorBodySchema },
    },
    guard: ({ db, deps, clientKey, now }) => guardComparisonRequest(db, deps, clientKey, now),
    handler: async ({ db, deps, body, query, country, now }) => {
      const by =
        body.query.sort === "yearlyCost" || body.query.sort === "fiveYearCost"
          ? body.query.sort
          : "profilePrice";
      const memory = await priceMemoryAt(deps);
      const page = await findProfilePricePage(
        db,
        {
          countryId: country.id,
          query: await scopeToPartner(db, country.id, { ...body.query, ...query }),
          profile: body.profile ?? null,
          productType: body.productType ?? body.upperType,
          now,
          by,
        },
        memory,
      );
      return json(
        {
          ...page,
          items: localizeLabels(page.items, query.lang),
          metadata: {
            demo: true,
            country: country.code,
            count: page.items.length,
            sort: by,
          },
        },
        200,
        { "Cache-Control": "no-store" },
      );
    },
  });

  router.route({
    method: "get",
    path: apiPaths.buscarplanesChallenge,
    summary: "A signed proof-of-work challenge (ALTCHA) that lifts the robot flag once solved",
    description:
      "SHA-256(salt + number) = challenge for one number from 0 to maxnumber; the salt carries the expiry (5 minutes) and the signature is the server's HMAC of the challenge. The browser solves it and sends the base64 payload to GET /api/buscarplanes/notrobot.",
    tag: "Comparator",
    responses: { 200: { description: "The challenge", schema: notRobotChallengeSchema } },
    handler: async ({ deps, now }) =>
      json(await issueChallenge(deps.config, now), 200, { "Cache-Control": "no-store" }),
  });

  router.route({
    method: "get",
    path: apiPaths.buscarplanesNotrobot,
    summary:
      "The visitor proves being human: a solved challenge lifts the robot flag of this client",
    description:
      "_fh is the base64 ALTCHA payload of a challenge from GET /api/buscarplanes/challenge: { algorithm, challenge, number, salt, signature }. Each solution counts once.",
    tag: "Comparator",
    query: notRobotQuerySchema,
    responses: {
      200: { description: "Flag lifted (or none was raised)", schema: notRobotAnswerSchema },
      403: {
        description: `${NOT_ROBOT_PROOF_INVALID_MESSAGE} / ${NOT_ROBOT_PROOF_SPENT_MESSAGE}`,
        schema: errorBodySchema,
      },
    },
    handler: async ({ deps, query, clientKey, now, transaction }) => {
      const proof = await checkProof(deps.config, query._fh, now);
      const lifted = await transaction(async (tx) => {
        await spendProof(tx, proof);
        return liftRobotFlag(tx, deps, clientKey, proof.signature, now);
      });
      return json({ data: { robot: false, lifted } }, 200, { "Cache-Control": "no-store" });
    },
  });

  router.route({
    method: "post",
    path: apiPaths.buscarplanesSharedinsurance,
    summary: "Stores a shared plan link (url and profile) and answers its code and edit token",
    description:
      "The code is 128 random bits (22 base64url characters): whoever has it reads the link. editToken, given once, is what PUT needs to change it.",
    tag: "Shared links",
    body: sharedInsuranceRequestSchema,
    idempotent: true,
    rateLimit: "sharedLinks",
    responses: {
      201: {
        description: "Stored; /url/{code} opens it",
        schema: dataEnvelopeSchema(sharedInsuranceCreatedSchema),
      },
    },
    handler: async ({ db, deps, body, country, now }) => {
      requireApprovedUrl(body.url, deps.config.sharedLinkHosts);
      const { code, editToken } = await createSharedLink(db, {
        kind: "insurance",
        countryId: country.id,
        url: body.url,
        decodedProfile: body.decodedProfile,
        now,
      });
      return privateDataReply({ code, shortPath: `/url/${code}`, editToken }, country, 201);
    },
  });

  router.route({
    method: "put",
    path: apiPaths.buscarplanesSharedinsurance,
    summary:
      "Updates the url and profile of a shared link (sharedLink is its code, editToken its creator's token)",
    tag: "Shared links",
    body: sharedInsuranceEditSchema,
    rateLimit: "sharedLinks",
    responses: {
      200: { description: "Updated", schema: dataEnvelopeSchema(sharedLinkCreatedSchema) },
      403: { description: SHARED_LINK_EDIT_DENIED_MESSAGE, schema: errorBodySchema },
      404: notFound,
    },
    handler: async ({ db, deps, body, country, now }) => {
      requireApprovedUrl(body.url, deps.config.sharedLinkHosts);
      await updateSharedLink(db, {
        code: body.sharedLink,
        editToken: body.editToken,
        url: body.url,
        decodedProfile: body.decodedProfile,
        now,
      });
      return dataReply({ code: body.sharedLink, shortPath: `/url/${body.sharedLink}` }, country);
    },
  });

  for (const method of ["post", "get"] as const) {
    router.route({
      method,
      path: apiPaths.buscarplanesSharedinsuranceByCode,
      summary: "Resolves a shared plan link to its url and profile",
      tag: "Shared links",
      params: sharedLinkCodeParamsSchema,
      rateLimit: "sharedLinks",
      responses: {
        200: { description: "The link", schema: dataEnvelopeSchema(sharedLinkTargetSchema) },
        404: notFound,
      },
      handler: async ({ db, params, country }) =>
        // The link may carry a profile: kept out of browser and shared caches.
        privateDataReply(await resolveSharedLink(db, "insurance", params.code), country),
    });
  }

  router.route({
    method: "post",
    path: apiPaths.buscarplanesComparatorUrl,
    summary: "Stores a comparison URL and answers its short code",
    tag: "Shared links",
    body: comparatorUrlRequestSchema,
    idempotent: true,
    rateLimit: "sharedLinks",
    responses: {
      201: { description: "Stored", schema: dataEnvelopeSchema(sharedLinkCreatedSchema) },
    },
    handler: async ({ db, deps, body, country, now }) => {
      requireApprovedUrl(body.url, deps.config.sharedLinkHosts);
      const { code } = await createSharedLink(db, {
        kind: "comparator",
        countryId: country.id,
        url: body.url,
        decodedProfile: null,
        now,
      });
      return dataReply({ code, shortPath: `/url/${code}` }, country, 201);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.buscarplanesComparatorUrlBySegment,
    summary: "Resolves a short comparison URL (the last path segment) to the full URL",
    tag: "Shared links",
    params: comparatorUrlSegmentParamsSchema,
    responses: {
      200: { description: "The URL", schema: dataEnvelopeSchema(sharedLinkTargetSchema) },
      404: notFound,
    },
    handler: async ({ db, params, country }) =>
      dataReply(await resolveSharedLink(db, "comparator", params.segment), country),
  });
}
