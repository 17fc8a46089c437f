import type { CountryConfig } from "@qs/domain/country-config";
import { createSite } from "@qs/site-shell/create-site";
import { SiteProviders } from "@qs/site-shell/site-providers";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createCountryRouter } from "./country-router";

/** Takes over the server-rendered page in the browser once the address's language texts are in. */
export async function hydrateCountrySite(config: CountryConfig): Promise<void> {
  const site = createSite(config, window.location.pathname);
  await site.ready;
  const router = createCountryRouter(config, site);
  hydrateRoot(
    document,
    <StrictMode>
      <SiteProviders config={config} queryClient={site.queryClient} api={site.api} i18n={site.i18n}>
        <RouterClient router={router} />
      </SiteProviders>
    </StrictMode>,
  );
}
