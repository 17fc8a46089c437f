import type { ApiClient } from "@qs/api-client/api-client";
import { createContext, type ReactNode, useContext } from "react";

const ApiClientContext = createContext<ApiClient | null>(null);

/** Injects the site's API client (base URL, country, version) into every shared component. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApiClient needs an ApiClientProvider above it");
  return client;
}
