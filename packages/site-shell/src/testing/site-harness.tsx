import type { ApiClient } from "@qs/api-client/api-client";
import type { CountryConfig } from "@qs/domain/country-config";
import { createI18n } from "@qs/i18n/create-i18n";
import type { Language } from "@qs/i18n/languages";
import { messages as english } from "@qs/i18n/locales/en/index";
import { messages as portuguese } from "@qs/i18n/locales/pt/index";
import { PageAddressProvider } from "@qs/ui/page-meta";
import { sampleCountryConfig } from "@qs/ui/testing/sample-country-config";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { createContext, type ReactNode, useContext, useState } from "react";
import { pageAddresses } from "../site-document";
import { SiteProviders } from "../site-providers";
import { createFixtureApi, defaultFixtures, type FixtureAnswer } from "./fixture-api";

const HarnessChildren = createContext<ReactNode>(null);

function HarnessRoot() {
  return (
    <>
      {useContext(HarnessChildren)}
      <Outlet />
    </>
  );
}

/** Paths shared components link to; the harness knows them so links resolve. */
const KNOWN_PATHS = [
  "/",
  "/contacto",
  "/Politicas",
  "/mis-datos",
  "/not-found",
  "/Portal-Clientes",
  "/Comparar",
];

export interface SiteHarnessProps {
  children: ReactNode;
  config?: CountryConfig;
  language?: Language;
  initialPath?: string;
  /** API answers by path (or 'METHOD /path'); defaults to a menu and contact information. */
  api?: Record<string, FixtureAnswer>;
  /** An API client of the test's own (a recording fetch), used instead of the fixtures. */
  apiClient?: ApiClient;
}

/**
 * A country site in miniature for stories and component tests: the injected
 * configuration, translations, an API client answering fixtures, a query
 * cache and an in-memory router.
 */
export function SiteHarness({
  children,
  config = sampleCountryConfig,
  language = "es",
  initialPath = "/",
  api = defaultFixtures,
  apiClient,
}: SiteHarnessProps) {
  const [state] = useState(() => {
    const root = createRootRoute({ component: HarnessRoot });
    const routes = KNOWN_PATHS.map((path) =>
      createRoute({ getParentRoute: () => root, path, component: () => null }),
    );
    const router = createRouter({
      routeTree: root.addChildren(routes),
      history: createMemoryHistory({ initialEntries: [initialPath] }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const i18n = createI18n(language, undefined, { en: english, pt: portuguese });
    return {
      router,
      i18n,
      queryClient,
      api: apiClient ?? createFixtureApi(api, () => i18n.language),
      addresses: pageAddresses(config, language),
    };
  });
  return (
    <SiteProviders
      config={config}
      queryClient={state.queryClient}
      api={state.api}
      i18n={state.i18n}
    >
      <PageAddressProvider resolve={state.addresses}>
        <HarnessChildren.Provider value={children}>
          <RouterProvider router={state.router} />
        </HarnessChildren.Provider>
      </PageAddressProvider>
    </SiteProviders>
  );
}
