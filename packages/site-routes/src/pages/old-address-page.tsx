import { CanonicalRedirect } from "@qs/ui/canonical-redirect";
import { useSearch } from "@tanstack/react-router";
import { useRouteData } from "./route-data";

/** An older address: redirects to where the page lives now, keeping the query. */
export function OldAddressPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const to = useRouteData().redirectTo ?? "/";
  return <CanonicalRedirect to={to} search={Object.keys(search).length > 0 ? search : undefined} />;
}
