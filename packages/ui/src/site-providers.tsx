import type { ApiClient } from "@qs/api-client/api-client";
import type { CountryConfig } from "@qs/domain/country-config";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { ApiClientProvider } from "./api-client-context";
import { CountryConfigProvider } from "./country-config-context";

export interface SiteProvidersProps {
  config: CountryConfig;
  queryClient: QueryClient;
  api: ApiClient;
  i18n: i18n;
  children: ReactNode;
}

/** The country's configuration, the API client, the query cache and the translations, for everything below. */
export function SiteProviders({ config, queryClient, api, i18n, children }: SiteProvidersProps) {
  return (
    <CountryConfigProvider config={config}>
      <ApiClientProvider client={api}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </CountryConfigProvider>
  );
}
