import type { PartnerScopeQuery } from "@qs/domain/api/partner";
import { PARTNER_NOT_FOUND_MESSAGE } from "@qs/domain/api/reference-answers";
import { allowedOrganizationIds, IFRAME_AUTH_PARAM } from "@qs/domain/partner";
import { type SubdomainData, subdomainDataSchema } from "@qs/domain/subdomain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { organizations, partners } from "../../db/schema";
import { hashToken } from "../../platform/capability";
import { NotFoundError } from "../../platform/errors";

/**
 * A partner's data by the iframe token it embeds the comparator with (looked up by its
 * SHA-256, the only thing stored); undefined when unknown.
 */
export async function partnerByIframeToken(
  db: Executor,
  token: string,
): Promise<{ data: unknown; subdomain: string | null } | undefined> {
  const [row] = await db
    .select({ data: partners.data, subdomain: partners.subdomain })
    .from(partners)
    .where(eq(partners.iframeToken, hashToken(token)));
  return row;
}

/** A partner's data by its subdomain (any case); undefined when unknown. */
export async function partnerBySubdomain(db: Executor, subdomain: string): Promise<unknown> {
  const [row] = await db
    .select({ data: partners.data })
    .from(partners)
    .where(eq(partners.subdomain, subdomain.toLowerCase()));
  return row?.data;
}

/** What a partner-scoped request resolves to: the partner's data, or null for the own site. */
export type PartnerScope = { data: SubdomainData; via: "subdomain" | "token" } | null;

/**
 * The partner a listing call names (`partner` subdomain or `IFRAME_AUTH` token), looked up
 * here so the visitor cannot choose what it allows. A name nobody holds answers 404: a
 * partner page must never fall back to the whole catalogue.
 */
export async function resolvePartnerScope(
  db: Executor,
  query: PartnerScopeQuery,
): Promise<PartnerScope> {
  const token = query[IFRAME_AUTH_PARAM];
  if (token) {
    const row = await partnerByIframeToken(db, token);
    if (!row) throw new NotFoundError(PARTNER_NOT_FOUND_MESSAGE);
    return { data: subdomainDataSchema.parse(row.data), via: "token" };
  }
  if (query.partner) {
    const data = await partnerBySubdomain(db, query.partner);
    if (!data) throw new NotFoundError(PARTNER_NOT_FOUND_MESSAGE);
    return { data: subdomainDataSchema.parse(data), via: "subdomain" };
  }
  return null;
}

/** The ids of the organizations a partner lists in a country (codes looked up); null: all. */
export async function partnerOrganizationIds(
  db: Executor,
  countryId: number,
  scope: PartnerScope,
): Promise<number[] | null> {
  if (!scope) return null;
  const codes = (scope.data.allowedOrganizations ?? []).filter(
    (each): each is string => typeof each === "string",
  );
  const rows = codes.length
    ? await db
        .select({ id: organizations.id, code: organizations.organizationCode })
        .from(organizations)
        .where(
          and(
            eq(organizations.countryId, countryId),
            inArray(
              sql`upper(${organizations.organizationCode})`,
              codes.map((code) => code.toUpperCase()),
            ),
          ),
        )
    : [];
  const byCode = new Map(rows.map((row) => [String(row.code).toUpperCase(), row.id]));
  return allowedOrganizationIds(scope.data, byCode);
}
