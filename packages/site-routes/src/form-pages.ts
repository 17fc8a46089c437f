import type { CountryConfig } from "@qs/domain/country-config";
import { toCanonicalPath } from "@qs/ui/locale-rewrite";
import type { PostedFormId } from "@qs/ui/posted-form";
import { createRouter } from "@tanstack/react-router";
import { routeTreeOf } from "./country-router";

/**
 * The form a page receives by POST without JavaScript, by the path the browser wrote (any
 * language), or null: `/contacto` has the contact form, a plan's Solicitar tab (every plan
 * path shape the country has) the request form. The route tree is the one owner of the paths:
 * each such route says so in its static data (route-tree.tsx).
 */
export function formPages(config: CountryConfig): (pathname: string) => PostedFormId | null {
  // A router only to match paths: nothing is loaded or rendered with it, so it needs no context.
  const router = createRouter({ routeTree: routeTreeOf(config), context: {} as never });
  return (pathname) => {
    let canonical: string;
    try {
      canonical = toCanonicalPath(pathname, config);
    } catch {
      // A path that does not decode (a stray '%') is no page of ours.
      return null;
    }
    const [, params, route] = router.getMatchedRoutes(canonical);
    const posted = route?.options.staticData?.postedForm;
    if (!posted) return null;
    if (posted.tab && params.tab?.toLowerCase() !== posted.tab.toLowerCase()) return null;
    return posted.form;
  };
}
