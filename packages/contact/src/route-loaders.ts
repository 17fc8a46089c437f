import { businessLinesQueryOptions } from "@qs/api-client/get-business-lines";
import { categoriesQueryOptions } from "@qs/api-client/get-categories";
import { loadQueries, type RouteDataContext } from "@qs/api-client/load-queries";

/**
 * The contact page's route loader (ARCHITECTURE.md "Route loaders"), kept apart from the
 * components so that the route tree does not pull them into the first download.
 */

/** /contacto: the contact form's insurance types and business lines (contact-form.tsx). */
export function loadContactPage({ queryClient, api }: RouteDataContext): Promise<void> {
  return loadQueries(queryClient, [categoriesQueryOptions(api), businessLinesQueryOptions(api)]);
}
