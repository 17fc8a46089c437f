import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import { createI18n } from "@qs/i18n/create-i18n";
import { messages as spanish } from "@qs/i18n/locales/es/index";
import { ApiClientProvider } from "@qs/ui/api-client-context";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
  useSearch,
} from "@tanstack/react-router";
import { I18nextProvider } from "react-i18next";
import type { LeaveSite } from "../payment-step";
import { PurchasePage } from "../purchase-page";
import { type PurchaseSearch, validatePurchaseSearch } from "../purchase-search";
import { fixtureApiClient, type PurchaseFixture, type PurchaseRequest } from "./purchase-harness";

/**
 * A site in miniature around the purchase page, for tests: the purchase routes as the sites
 * declare them (with their search validation), a home and a comparator to leave to, the
 * Colombian configuration, Spanish texts, a fresh query cache and the fixture API. Returns
 * the router, so a test can read the address the page put in place.
 */
export function createPurchaseTestSite({
  initialPath,
  api,
  calls,
  leave,
  config = sampleCountryConfig,
}: {
  initialPath: string;
  api: PurchaseFixture;
  calls?: PurchaseRequest[];
  leave?: LeaveSite;
  config?: CountryConfig;
}) {
  function Page() {
    const params = useParams({ strict: false }) as { code?: string; step?: string };
    const search = useSearch({ strict: false }) as PurchaseSearch;
    return (
      <PurchasePage code={params.code ?? ""} step={params.step} search={search} leave={leave} />
    );
  }
  const root = createRootRoute({ component: Outlet });
  const purchaseRoutes = ["/Compra-Online/$code", "/Compra-Online/$code/$step"].map((path) =>
    createRoute({
      getParentRoute: () => root,
      path,
      validateSearch: validatePurchaseSearch,
      component: Page,
    }),
  );
  const others = ["/", "/Comparar"].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{path}</p> }),
  );
  const router = createRouter({
    routeTree: root.addChildren([...purchaseRoutes, ...others]),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  const client = fixtureApiClient(api, calls);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n("es", undefined, { es: spanish });
  const element = (
    <CountryConfigProvider config={config}>
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </CountryConfigProvider>
  );
  return { router, queryClient, element };
}
