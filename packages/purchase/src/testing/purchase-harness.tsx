import { type ApiClient, createApiClient } from "@qs/api-client/api-client";
import { purchaseQueryOptions } from "@qs/api-client/purchase";
import type { PurchaseView } from "@qs/domain/api/purchase";
import { ApiClientProvider } from "@qs/ui/api-client-context";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

/**
 * The purchase's API calls answered by a function, for stories and tests: it sees the
 * method, the URL and the body (JSON, or the raw file), and answers a status and a body, or
 * "pending" for an answer that never comes. Unanswered calls are 404 'Ruta no encontrada'.
 */

export type PurchaseAnswer = { status?: number; body?: unknown } | "pending";

export interface PurchaseRequest {
  method: string;
  url: URL;
  /** The parsed JSON body, or the raw body (a file) as it was sent. */
  body: unknown;
  headers: Record<string, string>;
}

export type PurchaseFixture = (request: PurchaseRequest) => PurchaseAnswer | undefined;

/** `{ data, metadata }` as the API wraps a purchase. */
export const answer = (view: PurchaseView, status = 200): PurchaseAnswer => ({
  status,
  body: { data: view, metadata: { demo: true, country: "CO" } },
});

export function fixtureApiClient(fixture: PurchaseFixture, calls?: PurchaseRequest[]): ApiClient {
  return createApiClient({
    baseUrl: "http://api.fixture",
    countryCode: "CO",
    version: "0.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const raw = init?.body;
      let body: unknown = raw;
      if (typeof raw === "string") {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
      const request: PurchaseRequest = {
        method: init?.method ?? "GET",
        url: new URL(String(input)),
        body,
        headers: (init?.headers as Record<string, string> | undefined) ?? {},
      };
      calls?.push(request);
      const reply = fixture(request);
      if (reply === "pending") return new Promise<Response>(() => {});
      if (!reply)
        return new Response(JSON.stringify({ error: "Ruta no encontrada" }), { status: 404 });
      const status = reply.status ?? 200;
      return new Response(
        status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body),
        { status },
      );
    }) as typeof fetch,
  });
}

/**
 * A fresh query cache and a fixture API client for the components below (inside the site
 * harness of stories or tests). `view` is placed in the cache as the purchase of its token.
 */
export function PurchaseApiHarness({
  children,
  api = () => undefined,
  view,
  calls,
}: {
  children: ReactNode;
  api?: PurchaseFixture;
  view?: PurchaseView;
  calls?: PurchaseRequest[];
}) {
  const [state] = useState(() => {
    const client = fixtureApiClient(api, calls);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (view) queryClient.setQueryData(purchaseQueryOptions(client, view.token).queryKey, view);
    return { client, queryClient };
  });
  return (
    <QueryClientProvider client={state.queryClient}>
      <ApiClientProvider client={state.client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
