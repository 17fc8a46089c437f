import { createApiClient } from "@qs/api-client/api-client";
import { ApiClientProvider } from "@qs/ui/api-client-context";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { comparePage, sampleCoverages, sampleFeatures, sampleProducts } from "./sample-products";

/** The ten years of a plan for the default person (25 this year), in pesos, no adjustment. */
export const sampleCostProjection = {
  currency: "COP",
  yearlyAdjustmentPercent: 0,
  adjustmentSource: null,
  ufValue: null,
  years: Array.from({ length: 10 }, (_, index) => {
    const premiums = index < 5 ? 1_440_000 : 1_680_000;
    return {
      year: 2026 + index,
      ages: [25 + index],
      premiums,
      outOfPocket: 180_000,
      total: premiums + 180_000,
    };
  }),
  fiveYears: 8_100_000,
  tenYears: 17_400_000,
};

/** A fixture answer: a JSON body with a status, no body (204), or never (loading). */
export type Answer = { status?: number; body?: unknown } | "pending";

/** Answers by path; the function form sees the whole URL (query included) and the call count. */
export type ApiFixture = (url: URL, call: number) => Answer | undefined;

const meta = { demo: true };

/**
 * A robot challenge the browser solves at once: SHA-256 of the salt + 3, searched up to 10.
 * The signature is not checked here (the API checks it).
 */
export const fixtureChallenge = {
  algorithm: "SHA-256",
  challenge: "5b3e77017cf9a95c677e04b1290ed5d17c34b280ece72254d674c8ebfbac9110",
  maxnumber: 10,
  salt: "5f1d2c3b4a59687766554433?expires=4102444800&",
  signature: "0".repeat(64),
};

/** The comparator's calls answered with demonstration data. */
export const defaultComparatorFixture: ApiFixture = (url) => {
  const path = url.pathname;
  if (path === "/api/compare/products") return { body: comparePage(sampleProducts) };
  if (path.endsWith("/benefitCategories")) return { body: sampleCoverages };
  if (path.endsWith("/features")) return { body: sampleFeatures };
  if (path.endsWith("/getOffers"))
    return {
      body: {
        statusCode: 200,
        data: [
          { id: 1, offerType: { name: "DISCOUNT" }, discount: { unitCode: "percent", amount: 15 } },
        ],
      },
    };
  if (path.startsWith("/api/qppayment/insurance-payment/"))
    return { body: { statusCode: 200, data: { paymentInfoResponse: { paymentMethods: [] } } } };
  if (path.endsWith("/costProjection"))
    return { body: { data: sampleCostProjection, metadata: meta } };
  if (path.endsWith("/calculatePrice"))
    return {
      body: {
        data: { total: { profilesWithPrice: 0, profilesEvaluated: 1, arePricesDefined: false } },
        metadata: meta,
      },
    };
  if (path === "/api/categories")
    return {
      body: {
        data: [
          {
            id: 11,
            name: "POLIZA DE SALUD",
            displayName: "Pólizas de Salud",
            url: "Polizas-de-Salud",
          },
          {
            id: 12,
            name: "colectivo",
            displayName: "EPS",
            url: "EPS",
            upperType: { name: "EPS", displayName: "EPS" },
          },
        ],
        metadata: meta,
      },
    };
  if (path.startsWith("/api/organization/seguros/tipo/"))
    return {
      body: {
        data: path.endsWith("ASEG")
          ? [
              {
                id: 101,
                displayName: "Seguros Andinos",
                type: "ASEG",
                metadata: { url: "Seguros-Andinos" },
              },
            ]
          : [],
        metadata: meta,
      },
    };
  if (path === "/api/organization/types")
    return {
      body: {
        data: {
          allTypes: "Todas las instituciones",
          types: [
            { type: "ASEG", displayName: "Aseguradora" },
            { type: "EPS", displayName: "EPS" },
          ],
        },
        metadata: meta,
      },
    };
  if (path === "/api/coverageOrganization/country")
    return { body: { data: [{ id: 301, displayName: "Clínica del Country" }], metadata: meta } };
  if (path === "/api/buscarplanes/challenge") return { body: fixtureChallenge };
  if (path === "/api/buscarplanes/notrobot")
    return { body: { data: { robot: false, lifted: true } } };
  if (path.startsWith("/api/documents/insurance/")) return { body: { data: [], metadata: meta } };
  if (path.startsWith("/api/insurance/product/")) {
    const code = decodeURIComponent(path.split("/").pop() ?? "");
    const product = sampleProducts.find((item) => item.productCode === code || item.url === code);
    return product
      ? { body: { data: product, metadata: meta } }
      : { status: 404, body: { error: "Producto no encontrado" } };
  }
  return undefined;
};

/** Calls made through the harness, for assertions. */
export type CallLog = URL[];

/**
 * Overrides the site harness's API client and query cache with comparator fixtures; place it
 * inside SiteHarness (tests) or under Storybook's decorator.
 */
export function ComparatorHarness({
  children,
  api,
  calls,
}: {
  children: ReactNode;
  /** Tried first; falls back to the default fixture. */
  api?: ApiFixture;
  calls?: CallLog;
}) {
  const { i18n } = useTranslation();
  const [state] = useState(() => {
    const counts = new Map<string, number>();
    const client = createApiClient({
      baseUrl: "http://api.fixture",
      countryCode: "CO",
      version: "0.0.0",
      // The page's language, as the site reads it.
      language: () => i18n.language,
      fetch: (async (input: string | URL | Request) => {
        const url = new URL(String(input));
        calls?.push(url);
        const call = (counts.get(url.pathname) ?? 0) + 1;
        counts.set(url.pathname, call);
        const answer = api?.(url, call) ?? defaultComparatorFixture(url, call);
        if (answer === "pending") return new Promise<Response>(() => {});
        if (!answer)
          return new Response(JSON.stringify({ error: "Ruta no encontrada" }), { status: 404 });
        const status = answer.status ?? 200;
        return new Response(
          status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body),
          {
            status,
          },
        );
      }) as typeof fetch,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return { client, queryClient };
  });
  return (
    <QueryClientProvider client={state.queryClient}>
      <ApiClientProvider client={state.client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
