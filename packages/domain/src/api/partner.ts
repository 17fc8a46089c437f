import { z } from "zod";
import { IFRAME_AUTH_PARAM } from "../partner";

/**
 * The partner calls' shapes (profile spec §6). Kept apart from the partner rules
 * (`@qs/domain/partner`) so that the rules a page runs on every visit do not bring zod along.
 */

/**
 * Query parameters of a listing call made for a partner: the API looks the partner up itself
 * and narrows the answer to its organizations, so a visitor cannot widen the list.
 */
export const partnerScopeQuerySchema = z.object({
  partner: z.string().trim().min(1).max(100).optional(),
  [IFRAME_AUTH_PARAM]: z.string().trim().min(1).max(200).optional(),
});
export type PartnerScopeQuery = z.infer<typeof partnerScopeQuerySchema>;

/** The partner's header and footer HTML (GET /api/integration/partner-html), already sanitised. */
export const partnerHtmlSchema = z.object({
  headerHtml: z.string().nullable(),
  footerHtml: z.string().nullable(),
});
export type PartnerHtml = z.infer<typeof partnerHtmlSchema>;

/** Query of GET /api/integration/partner-html: one of subdomain or token. */
export const partnerHtmlQuerySchema = z
  .object({
    subdomain: z.string().trim().min(1).max(100).optional(),
    token: z.string().trim().min(1).max(200).optional(),
  })
  .refine((query) => Boolean(query.subdomain || query.token), {
    message: "subdomain o token es requerido",
  });
