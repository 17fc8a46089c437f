import type { Language } from "@qs/i18n/languages";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { FontPreload } from "@qs/ui/font-preload";
import { pageAddresses } from "@qs/ui/page-addresses";
import { PageAddressProvider } from "@qs/ui/page-meta";
import { HeadContent, Scripts } from "@tanstack/react-router";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EarlyPresses } from "./early-presses";

/**
 * The whole HTML document of a country site, rendered on the server and hydrated in the
 * browser: the head the router manages (the stylesheet) and the page's own title and
 * metadata, which React places in the head; the script that keeps the visitor's presses until
 * the page has hydrated, before anything can be pressed; the page; and the router's scripts,
 * the last of which requests the page's code once the page is painted (`entryLoader`).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const config = useCountryConfig();
  const language = i18n.language as Language;
  const resolve = useMemo(() => pageAddresses(config, language), [config, language]);
  const apiOrigin = new URL(config.apiBaseUrl).origin;
  return (
    <html lang={i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5fff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <FontPreload />
        {/* The API's address serves the insurers' logos in the page (no-cors) and the answers
            the page asks for once it runs (cors, without cookies): one connection for each,
            opened while the page itself downloads. */}
        <link rel="preconnect" href={apiOrigin} />
        <link rel="preconnect" href={apiOrigin} crossOrigin="anonymous" />
        <meta property="og:site_name" content={config.brand} />
        <HeadContent />
      </head>
      <body>
        <EarlyPresses />
        <PageAddressProvider resolve={resolve}>{children}</PageAddressProvider>
        <Scripts />
      </body>
    </html>
  );
}
