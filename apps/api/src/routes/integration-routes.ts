import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import {
  iframeSubdomainQuerySchema,
  iframeTokenQuerySchema,
} from "@qs/domain/api/integration-requests";
import {
  chatAvailableAnswerSchema,
  PARTNER_NOT_FOUND_MESSAGE,
  qpVersionAnswerSchema,
} from "@qs/domain/api/reference-answers";
import { iframeTokenDataSchema, subdomainDataSchema } from "@qs/domain/subdomain";
import { z } from "zod";
import type { Router } from "../http/define-route";
import { fail, json } from "../http/reply";
import { partnerByIframeToken, partnerBySubdomain } from "../services/partner-reads";
import { dataReply } from "./envelopes";

const partnerNotFound = { description: PARTNER_NOT_FOUND_MESSAGE, schema: errorBodySchema };

/** Partner subdomain and iframe lookups, the deployed version and chat availability. */
export function registerIntegrationRoutes(router: Router): void {
  router.route({
    method: "get",
    path: "/api/integration/iframe-token",
    summary:
      "Partner data carried by an iframe token (authorised URLs, allowed organizations, layout)",
    tag: "Partners",
    query: iframeTokenQuerySchema,
    cache: "server",
    responses: {
      200: { description: "The partner data", schema: dataEnvelopeSchema(iframeTokenDataSchema) },
      404: partnerNotFound,
    },
    handler: async ({ db, query, country }) => {
      const row = await partnerByIframeToken(db, query.token);
      if (!row) throw fail(404, PARTNER_NOT_FOUND_MESSAGE);
      return dataReply(
        { ...(row.data as object), token: query.token, subdomain: row.subdomain },
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: "/api/integration/iframe-subdomain",
    summary: "Partner data of a subdomain",
    description: "hostname is echoed as referer so the site can compare it with allowedUrls.",
    tag: "Partners",
    query: iframeSubdomainQuerySchema,
    cache: "server",
    responses: {
      200: {
        description: "The partner data",
        schema: dataEnvelopeSchema(subdomainDataSchema.extend({ referer: z.string().nullish() })),
      },
      404: partnerNotFound,
    },
    handler: async ({ db, query, country }) => {
      const data = await partnerBySubdomain(db, query.subdomain);
      if (!data) throw fail(404, PARTNER_NOT_FOUND_MESSAGE);
      return dataReply({ ...(data as object), referer: query.hostname ?? null }, country);
    },
  });

  router.route({
    method: "get",
    path: "/api/qp-version",
    summary: "Deployed version (field qp-version)",
    tag: "Service",
    query: z.object({ _q: z.string().optional() }),
    responses: { 200: { description: "The version", schema: qpVersionAnswerSchema } },
    handler: ({ deps }) =>
      json({ "qp-version": deps.config.qpVersion }, 200, { "Cache-Control": "no-store" }),
  });

  router.route({
    method: "get",
    path: "/api/chat/available",
    summary: "Whether the chat widget is offered (data.active)",
    tag: "Service",
    responses: { 200: { description: "Availability", schema: chatAvailableAnswerSchema } },
    handler: ({ deps }) =>
      json({ data: { active: deps.config.chatAvailable } }, 200, { "Cache-Control": "no-store" }),
  });
}
