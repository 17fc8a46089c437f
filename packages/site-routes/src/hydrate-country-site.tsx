import type { CountryConfig } from "@qs/domain/country-config";
import { numberFormat } from "@qs/domain/intl-formats";
import { languageOf } from "@qs/domain/language";
import { createSite } from "@qs/site-shell/create-site";
import { pageLocale } from "@qs/ui/page-language";
import { SiteProviders } from "@qs/ui/site-providers";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createCountryRouter } from "./country-router";

/** Resolves in a later task, so that the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Takes over the server-rendered page in the browser once the address's language texts are in.
 * The page marks the document hydrated itself, once its content is (`site-shell/page-content`).
 */
export async function hydrateCountrySite(config: CountryConfig): Promise<void> {
  // Each step of the take-over runs in a task of its own, after the entry's modules have run:
  // on a slow phone, one task doing them all kept the page from answering a press for longer.
  await nextTask();
  const site = createSite(config, window.location.pathname);
  await site.ready;
  await nextTask();
  // A locale's first number formatter loads its data (about 25 ms on a laptop, four times that
  // on a phone): made here, in a task of its own, rather than inside the first card's hydration.
  numberFormat(pageLocale(config.locale, languageOf(site.i18n.language))).format(0);
  await nextTask();
  const router = createCountryRouter(config, site);
  await nextTask();
  // Hydrating in a transition lets React yield to the browser between components, so the
  // page stays responsive while it is taken over (a blocking hydration is one long task).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <SiteProviders
          config={config}
          queryClient={site.queryClient}
          api={site.api}
          i18n={site.i18n}
        >
          <RouterClient router={router} />
        </SiteProviders>
      </StrictMode>,
      {
        // A page that differs from the server's rendering is a defect: say so where it shows.
        // React wraps what was thrown: its cause is the error to read.
        onRecoverableError: (error) =>
          console.error("Error de hidratación:", error, (error as { cause?: unknown }).cause),
      },
    );
  });
}
