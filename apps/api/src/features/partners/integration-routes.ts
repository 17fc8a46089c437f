import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import {
  iframeSubdomainQuerySchema,
  iframeTokenQuerySchema,
} from "@qs/domain/api/integration-requests";
import { partnerHtmlQuerySchema, partnerHtmlSchema } from "@qs/domain/api/partner";
import { apiPaths } from "@qs/domain/api/paths";
import {
  chatAvailableAnswerSchema,
  PARTNER_NOT_FOUND_MESSAGE,
  qpVersionAnswerSchema,
} from "@qs/domain/api/reference-answers";
import { iframeTokenDataSchema, subdomainDataSchema } from "@qs/domain/subdomain";
import { z } from "zod";
import type { Router } from "../../http/define-route";
import { dataReply } from "../../http/envelopes";
import { fail, json } from "../../http/reply";
import { partnerHtmlOf } from "./partner-html";
import { partnerByIframeToken, partnerBySubdomain } from "./partner-reads";

type PartnerHtmlSource = { headerHtml?: string | null; footerHtml?: string | null };

/** The lookups answer the partner's settings; its HTML comes sanitised from partner-html only. */
function withoutHtml(data: unknown): object {
  const { headerHtml: _header, footerHtml: _footer, ...rest } = data as PartnerHtmlSource;
  return rest;
}

const partnerNotFound = { description: PARTNER_NOT_FOUND_MESSAGE, schema: errorBodySchema };

/** Partner subdomain and iframe lookups, the deployed version and chat availability. */
export function registerIntegrationRoutes(router: Router): void {
  router.route({
    method: "get",
    path: apiPaths.integrationIframeToken,
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
        { ...withoutHtml(row.data), token: query.token, subdomain: row.subdomain },
        country,
      );
    },
  });

  router.route({
    method: "get",
    path: apiPaths.integrationIframeSubdomain,
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
      return dataReply({ ...withoutHtml(data), referer: query.hostname ?? null }, country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.integrationPartnerHtml,
    summary: "A partner's own header and footer HTML, sanitised (by subdomain or iframe token)",
    description:
      "The HTML is sanitised with DOMPurify before it leaves the API (no scripts, event handlers, javascript: links, forms, frames or style); null where the partner has none.",
    tag: "Partners",
    query: partnerHtmlQuerySchema,
    cache: "server",
    responses: {
      200: { description: "The HTML", schema: dataEnvelopeSchema(partnerHtmlSchema) },
      404: partnerNotFound,
    },
    handler: async ({ db, query, country }) => {
      const data = query.token
        ? (await partnerByIframeToken(db, query.token))?.data
        : await partnerBySubdomain(db, query.subdomain ?? "");
      if (!data) throw fail(404, PARTNER_NOT_FOUND_MESSAGE);
      return dataReply(partnerHtmlOf(data as PartnerHtmlSource), country);
    },
  });

  router.route({
    method: "get",
    path: apiPaths.qpVersion,
    summary: "Deployed version (field qp-version)",
    tag: "Service",
    query: z.object({ _q: z.string().optional() }),
    responses: { 200: { description: "The version", schema: qpVersionAnswerSchema } },
    handler: ({ deps }) =>
      json({ "qp-version": deps.config.qpVersion }, 200, { "Cache-Control": "no-store" }),
  });

  router.route({
    method: "get",
    path: apiPaths.chatAvailable,
    summary: "Whether the chat widget is offered (data.active)",
    tag: "Service",
    responses: { 200: { description: "Availability", schema: chatAvailableAnswerSchema } },
    handler: ({ deps }) =>
      json({ data: { active: deps.config.chatAvailable } }, 200, { "Cache-Control": "no-store" }),
  });
}
