import { useCountryConfig } from "@qs/ui/country-config-context";
import { HeadContent, Scripts } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The whole HTML document of a country site, rendered on the server and hydrated in the
 * browser: the head the router manages (stylesheet, script preloads) and the page's own
 * title and metadata, which React places in the head; the page; and the router's scripts.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const config = useCountryConfig();
  return (
    <html lang={i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5fff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta property="og:site_name" content={config.brand} />
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
