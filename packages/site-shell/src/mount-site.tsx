import type { CountryConfig } from "@qs/domain/country-config";
import { type AnyRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { Site } from "./create-site";
import { SiteProviders } from "./site-providers";

/** Renders a country site into #root once the address's language texts are in. */
export async function mountSite(
  config: CountryConfig,
  site: Site,
  router: AnyRouter,
): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  await site.ready;
  createRoot(container).render(
    <StrictMode>
      <SiteProviders config={config} queryClient={site.queryClient} api={site.api} i18n={site.i18n}>
        <RouterProvider router={router} />
      </SiteProviders>
    </StrictMode>,
  );
}
