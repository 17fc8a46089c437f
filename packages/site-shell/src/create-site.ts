import { type ApiClient, createApiClient } from "@qs/api-client/api-client";
import { RESPONSE_CACHE_MS } from "@qs/api-client/cache";
import type { CountryConfig } from "@qs/domain/country-config";
import { createI18n, loadLanguage } from "@qs/i18n/create-i18n";
import type { Language } from "@qs/i18n/languages";
import { createLocaleRewrite, languageOfPath } from "@qs/ui/locale-rewrite";
import {
  PARTNER_VIEW_QUERY_KEY,
  type PartnerView,
  partnerQueryOfView,
} from "@qs/ui/partner-context";
import { forcedRefreshToken } from "@qs/visitor-state/internal-traffic-store";
import { QueryClient } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { PageError } from "./page-content";
import type { SiteRouterContext } from "./site-context";

export interface Site {
  i18n: i18n;
  /** Settles once the address's language texts are in (at once for Spanish). */
  ready: Promise<void>;
  api: ApiClient;
  queryClient: QueryClient;
  /** Spread into createRouter({ routeTree, ...site.routerOptions }). */
  routerOptions: {
    context: SiteRouterContext;
    rewrite: ReturnType<typeof createLocaleRewrite>;
    defaultPreload: "intent";
    scrollRestoration: true;
    /** In place of a page that failed (its code did not arrive, it threw): in the site's words. */
    defaultErrorComponent: typeof PageError;
  };
}

/**
 * Everything a country app needs besides its route tree: translations in the
 * language of the address, the API client, a query cache, and the router options (context and
 * the language-prefix rewrite).
 */
export function createSite(
  config: CountryConfig,
  pathname: string,
  options: { fetch?: typeof fetch } = {},
): Site {
  const language: Language = languageOfPath(pathname, config);
  const i18n = createI18n(language, (key) => console.warn(`No existe la traducción para ${key}`));
  const ready =
    language === "es"
      ? Promise.resolve()
      : loadLanguage(i18n, language).catch((error: unknown) => {
          console.error(
            "No se pudieron cargar los textos del idioma; se muestran en español",
            error,
          );
        });
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    countryCode: config.code,
    version: config.version,
    // Staff who turned on forced refresh (/forced-refresh) get forceRefresh=1 on every GET,
    // with the staff token the API asks for it.
    forceRefresh: forcedRefreshToken,
    // The visit's partner, once the page knows it (PartnerScope), narrows every call.
    partnerQuery: () =>
      partnerQueryOfView(queryClient.getQueryData<PartnerView | null>(PARTNER_VIEW_QUERY_KEY)),
    // The labels the API serves (menu, categories, listing...) come in the page's language.
    language: () => i18n.language,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: RESPONSE_CACHE_MS,
        gcTime: RESPONSE_CACHE_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
  return {
    i18n,
    ready,
    api,
    queryClient,
    routerOptions: {
      context: { config, queryClient, api },
      rewrite: createLocaleRewrite(config, () => i18n.language as Language),
      defaultPreload: "intent",
      scrollRestoration: true,
      defaultErrorComponent: PageError,
    },
  };
}
