import type { ApiClient } from "@qs/api-client/api-client";
import type { CountryConfig } from "@qs/domain/country-config";
import type { QueryClient } from "@tanstack/react-query";

/** What every route of a country site can read from the router context. */
export interface SiteRouterContext {
  config: CountryConfig;
  queryClient: QueryClient;
  api: ApiClient;
}
