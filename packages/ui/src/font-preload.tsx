import interLatinUrl from "./fonts/inter-latin-wght-normal.woff2?url";

/**
 * Asks for the site's font (Inter, the latin subset every language of the
 * sites uses) with the page's first requests, so the text is drawn in it from
 * the start instead of switching from a fallback font while the visitor reads.
 */
export function FontPreload() {
  return <link rel="preload" as="font" type="font/woff2" href={interLatinUrl} crossOrigin="" />;
}
