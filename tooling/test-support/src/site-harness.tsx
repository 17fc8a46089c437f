import type { ApiClient } from "@qs/api-client/api-client";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import { createI18n } from "@qs/i18n/create-i18n";
import type { Language } from "@qs/i18n/languages";
import { messages as english } from "@qs/i18n/locales/en/index";
import { messages as spanish } from "@qs/i18n/locales/es/index";
import { messages as portuguese } from "@qs/i18n/locales/pt/index";
import { pageAddresses } from "@qs/ui/page-addresses";
import { PageAddressProvider } from "@qs/ui/page-meta";
import { SiteProviders } from "@qs/ui/site-providers";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
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

/** What one mounted harness has on its way: its query cache, and the requests no fixture answers. */
interface HarnessActivity {
  queryClient: QueryClient;
  /** Requests to a `{ pending: true }` fixture: the story pictures that loading state. */
  neverAnswered: number;
}

/** The harnesses on the page, so a story test can tell when everything they asked has come. */
const mountedHarnesses = new Set<HarnessActivity>();

/** The longest a story takes to settle: a guard against one that never does, not a speed check. */
const SETTLE_TIMEOUT_MS = 15_000;

function pendingWork(showsPending: boolean): string | undefined {
  if (showsPending) return undefined;
  let loadingOnPurpose = false;
  for (const { queryClient, neverAnswered } of mountedHarnesses) {
    const fetching = queryClient.isFetching();
    const mutating = queryClient.isMutating();
    if (fetching + mutating > neverAnswered) {
      return `${fetching} queries fetching and ${mutating} mutations pending`;
    }
    if (neverAnswered > 0) loadingOnPurpose = true;
  }
  // A story that shows a loading state on purpose is busy by design.
  if (loadingOnPurpose) return undefined;
  const busy = document.querySelectorAll('[aria-busy="true"]');
  return busy.length > 0
    ? `${busy.length} elements aria-busy (${Array.from(busy, (e) => e.tagName.toLowerCase()).join(", ")})`
    : undefined;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const poll = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Resolves once the story on the page has settled, so its picture and its accessibility check
 * see the state a visitor ends up with, whatever the machine's speed: the fonts loaded, every
 * request a fixture answers answered (no query fetching, no mutation pending), no element
 * `aria-busy="true"` (a product card waiting for its visibility delay, a viewer bringing its
 * document into view) and the images decoded. Conditions are checked again after a frame, so
 * what the last answer changed has been drawn. Rejects, naming what is still pending, after
 * 15 s.
 *
 * A story that pictures work that never ends (a `{ pending: true }` fixture, or a save or a
 * loader that never answers, marked `parameters: { showsPending: true }`) is busy by design:
 * then only the fonts and images are waited for.
 */
export async function storySettled({ showsPending = false } = {}): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  await document.fonts.ready;
  for (;;) {
    if (pendingWork(showsPending) === undefined) {
      await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => {})));
      await nextFrame();
      if (pendingWork(showsPending) === undefined) return;
    }
    if (performance.now() > deadline) {
      throw new Error(
        `The story did not settle in ${SETTLE_TIMEOUT_MS} ms: ${pendingWork(showsPending)}`,
      );
    }
    await poll();
  }
}

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
    const i18n = createI18n(language, undefined, { es: spanish, en: english, pt: portuguese });
    const activity: HarnessActivity = { queryClient, neverAnswered: 0 };
    mountedHarnesses.add(activity);
    return {
      router,
      i18n,
      queryClient,
      activity,
      api:
        apiClient ??
        createFixtureApi(
          api,
          () => i18n.language,
          () => {
            activity.neverAnswered += 1;
          },
        ),
      addresses: pageAddresses(config, language),
    };
  });
  useEffect(() => {
    mountedHarnesses.add(state.activity);
    return () => {
      mountedHarnesses.delete(state.activity);
    };
  }, [state.activity]);
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
