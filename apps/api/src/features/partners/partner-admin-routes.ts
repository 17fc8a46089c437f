import { randomBytes } from "node:crypto";
import {
  backOfficePartnerSchema,
  PARTNER_NOT_FOUND_BACK_OFFICE_MESSAGE,
  partnerChangeSchema,
  partnerParamsSchema,
  partnerPreviewRequestSchema,
  partnerTokenSchema,
} from "@qs/domain/api/back-office";
import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema } from "@qs/domain/api/error-body";
import { partnerHtmlSchema } from "@qs/domain/api/partner";
import { apiPaths } from "@qs/domain/api/paths";
import { type SubdomainData, subdomainDataSchema } from "@qs/domain/subdomain";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { partners } from "../../db/schema";
import type { Router } from "../../http/define-route";
import { listReply } from "../../http/envelopes";
import { NO_STORE, privateDataReply } from "../../http/private-reply";
import { fail } from "../../http/reply";
import type { StaffRequest } from "../../http/route-spec";
import { staffErrorResponses } from "../../http/staff-errors";
import { hashToken } from "../../platform/capability";
import { partnerHtmlOf } from "./partner-html";

/**
 * Partners as the back office configures them (`/api/back-office/partners`, the spec's
 * `admin:partner:read` and `admin:partner:update`): the insurers they show, the origins
 * allowed to frame the comparator, their header and footer HTML (stored as written, served
 * sanitised: the answer carries both, and the preview shows what visitors would get before
 * saving), and the rotation of the iframe token, shown once. Partners serve every market, so
 * only members who work every market change them. A write bumps the catalogue version (the
 * table's trigger): this process reads it at once, the others by its notification or within
 * CATALOGUE_VERSION_CHECK_MS, and each drops what it cached of the partner.
 */

type PartnerRow = typeof partners.$inferSelect;

function partnerOut(row: PartnerRow) {
  const data = subdomainDataSchema.parse(row.data);
  return {
    id: row.id,
    subdomain: row.subdomain,
    partnerName: data.partnerName ?? null,
    allowedOrganizations: data.allowedOrganizations ?? null,
    allowedUrls: data.allowedUrls,
    headerHtml: data.headerHtml ?? null,
    footerHtml: data.footerHtml ?? null,
    preview: partnerHtmlOf(data),
    hasIframeToken: row.iframeToken !== null,
  };
}

/** The partner, locked for a change; 404 when unknown, 403 for a member of some markets only. */
async function partnerToChange(tx: Executor, staff: StaffRequest, id: number) {
  staff.target("partner", [String(id)]);
  if (!staff.everyCountry) throw fail(403, "Solo quien trabaja todos los países cambia un socio");
  const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for("update");
  if (!row) throw fail(404, PARTNER_NOT_FOUND_BACK_OFFICE_MESSAGE);
  return row;
}

export function registerPartnerAdminRoutes(router: Router): void {
  router.staffRoute({
    method: "get",
    path: apiPaths.backOfficePartners,
    summary: "Back office: the partners and their configuration",
    tag: "Back office",
    staff: { permission: "admin:partner:read", audit: "read" },
    responses: {
      200: { description: "The partners", schema: listEnvelopeSchema(backOfficePartnerSchema) },
      ...staffErrorResponses,
    },
    handler: async (ctx) => {
      const rows = await ctx.db.select().from(partners).orderBy(asc(partners.id));
      ctx.staff.target(
        "partner",
        rows.map((row) => String(row.id)),
      );
      return listReply(rows.map(partnerOut), ctx.country, {}, NO_STORE);
    },
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficePartnersPreview,
    summary: "Back office: a header and footer HTML as visitors would get them",
    description:
      "The same sanitising the sites' partner pages get (DOMPurify: no scripts, event handlers, `javascript:` links, forms, frames or styles); nothing is stored.",
    tag: "Back office",
    body: partnerPreviewRequestSchema,
    staff: { permission: "admin:partner:read", audit: "none" },
    responses: {
      200: { description: "The sanitised HTML", schema: dataEnvelopeSchema(partnerHtmlSchema) },
      ...staffErrorResponses,
    },
    handler: (ctx) => privateDataReply(partnerHtmlOf(ctx.body), ctx.country),
  });

  router.staffRoute({
    method: "patch",
    path: apiPaths.backOfficePartnersById,
    summary: "Back office: changes a partner's name, insurers, authorised origins or HTML",
    description:
      "`allowedOrganizations` null shows every insurer; `allowedUrls` are http(s) origins (anything else is refused, so a malformed entry never widens the frame-ancestors policy). Header and footer are stored as written and always served sanitised. Only members who work every market (403).",
    tag: "Back office",
    params: partnerParamsSchema,
    body: partnerChangeSchema,
    staff: { permission: "admin:partner:update", audit: "change" },
    responses: {
      200: { description: "The partner", schema: dataEnvelopeSchema(backOfficePartnerSchema) },
      404: { description: PARTNER_NOT_FOUND_BACK_OFFICE_MESSAGE, schema: errorBodySchema },
      ...staffErrorResponses,
    },
    handler: async (ctx) =>
      ctx.transaction(async (tx) => {
        const row = await partnerToChange(tx, ctx.staff, ctx.params.id);
        // Once committed, this process serves the new configuration from its next answer on.
        ctx.staff.afterCommit(() => ctx.deps.state.catalogueVersion.refresh());
        const data: SubdomainData = {
          ...subdomainDataSchema.parse(row.data),
          ...ctx.body,
        };
        const [changed] = await tx
          .update(partners)
          .set({ data })
          .where(eq(partners.id, row.id))
          .returning();
        return privateDataReply(partnerOut(changed ?? row), ctx.country);
      }),
  });

  router.staffRoute({
    method: "post",
    path: apiPaths.backOfficePartnersByIdToken,
    summary: "Back office: gives a partner a new iframe token",
    description:
      "The old token stops working at once (its iframe answers 404 until the partner puts the new one in); the new one is in this answer only. Only members who work every market (403).",
    tag: "Back office",
    params: partnerParamsSchema,
    staff: { permission: "admin:partner:update", audit: "change" },
    responses: {
      200: { description: "The new token", schema: dataEnvelopeSchema(partnerTokenSchema) },
      404: { description: PARTNER_NOT_FOUND_BACK_OFFICE_MESSAGE, schema: errorBodySchema },
      ...staffErrorResponses,
    },
    handler: async (ctx) =>
      ctx.transaction(async (tx) => {
        const row = await partnerToChange(tx, ctx.staff, ctx.params.id);
        // Once committed, this process serves the new configuration from its next answer on.
        ctx.staff.afterCommit(() => ctx.deps.state.catalogueVersion.refresh());
        const token = randomBytes(24).toString("base64url");
        await tx
          .update(partners)
          .set({ iframeToken: hashToken(token) })
          .where(eq(partners.id, row.id));
        return privateDataReply({ token }, ctx.country);
      }),
  });
}
