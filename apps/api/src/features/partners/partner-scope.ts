import type { CompareProductsQuery } from "@qs/domain/api/compare-products";
import { narrowOrganizationIds } from "@qs/domain/partner";
import type { Executor } from "../../db/database";
import { partnerOrganizationIds, resolvePartnerScope } from "./partner-reads";

/** No organization has this id: a filter that allows none of the partner's lists nothing. */
const NO_ORGANIZATION = -1;

/**
 * A comparison query narrowed to the partner it names: organizationIds becomes the
 * intersection of what the visitor asked for and what the partner allows, so a partner page
 * lists only its organizations whatever the address says.
 */
export async function scopeToPartner<Q extends CompareProductsQuery>(
  db: Executor,
  countryId: number,
  query: Q,
): Promise<Q> {
  const scope = await resolvePartnerScope(db, query);
  const allowed = await partnerOrganizationIds(db, countryId, scope);
  if (allowed === null) return query;
  const ids = narrowOrganizationIds(query.organizationIds, allowed) ?? [];
  return { ...query, organizationIds: ids.length ? ids : [NO_ORGANIZATION] };
}
