import type { CountryConfig } from "@qs/domain/country-config";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";

export interface SiteProvidersProps {
  config: CountryConfig;
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}

/** The country's configuration, the query cache and the translations, for everything below. */
export function SiteProviders({ config, queryClient, i18n, children }: SiteProvidersProps) {
  return (
    <CountryConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </CountryConfigProvider>
  );
}
