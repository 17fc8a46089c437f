import type { PartnerScopeQuery } from "@qs/domain/api/partner";
import { hasReferral, PARTNER_REFERRAL_REQUIRED_MESSAGE } from "@qs/domain/partner";
import type { Executor } from "../../db/database";
import { ForbiddenError } from "../../platform/errors";
import { resolvePartnerScope } from "./partner-reads";

/**
 * The specs' referral rule: a request sent from a partner's iframe (a valid IFRAME_AUTH token)
 * must carry a referido in its profile, or it is refused with 403 and the Spanish message the
 * site shows. A subdomain visit and the own site are not concerned; an unknown token is 404.
 */
export async function requireIframeReferral(
  db: Executor,
  query: PartnerScopeQuery,
  payload: object,
): Promise<void> {
  const scope = await resolvePartnerScope(db, { IFRAME_AUTH: query.IFRAME_AUTH });
  if (scope?.via !== "token") return;
  if (hasReferral((payload as { profile?: unknown }).profile) || hasReferral(payload)) return;
  throw new ForbiddenError(PARTNER_REFERRAL_REQUIRED_MESSAGE);
}
