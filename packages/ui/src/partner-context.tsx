import type { PartnerHtml } from "@qs/domain/api/partner";
import { partnerQueryOf } from "@qs/domain/partner";
import type { SubdomainData } from "@qs/domain/subdomain";
import { createContext, type ReactNode, useContext } from "react";

/**
 * The partner a page is served for: a partner subdomain or an iframe opened with a partner's
 * token (profile spec §2 "Partner subdomain routing", §6 partner subdomain or iframe). Null for
 * the country's own site. Resolved once per request on the server and handed to the browser
 * with the page, so both render the same partner layout.
 */
export interface PartnerView {
  kind: "subdomain" | "iframe";
  /** The partner's display name (its SEO title or subdomain). */
  name: string;
  subdomain: string | null;
  /** The iframe token (IFRAME_AUTH) the visit was opened with. */
  token: string | null;
  data: SubdomainData;
  /** The partner's own header and footer, sanitised by the API (sanitised again to insert). */
  html?: PartnerHtml | null;
}

/**
 * Where the visit's partner lives in the query cache: the server puts it there (null for the
 * country's own site) and the cache travels with the page, so the browser hydrates with the
 * same partner and the API client names it on every call.
 */
export const PARTNER_VIEW_QUERY_KEY = ["partner-view"] as const;

/** The query parameters that name a partner view to the API (empty without one). */
export function partnerQueryOfView(view: PartnerView | null | undefined): Record<string, string> {
  if (!view) return {};
  return partnerQueryOf(
    view.kind === "iframe" && view.token
      ? { token: view.token }
      : { subdomain: view.subdomain ?? undefined },
  );
}

const PartnerContext = createContext<PartnerView | null>(null);

/** Injects the partner of this visit (or null) into every shared component below it. */
export function PartnerProvider({
  partner,
  children,
}: {
  partner: PartnerView | null;
  children: ReactNode;
}) {
  return <PartnerContext.Provider value={partner}>{children}</PartnerContext.Provider>;
}

/** The partner of this visit, or null on the country's own site. */
export function usePartner(): PartnerView | null {
  return useContext(PartnerContext);
}
