import { createContext, type ReactNode, useContext } from "react";

/** The absolute addresses of a page: its canonical URL and one alternate per language. */
export interface PageAddresses {
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
}

/** Turns a page's canonical Spanish path into its absolute addresses (the site shell provides it). */
export type AddressResolver = (canonicalPath: string) => PageAddresses;

const AddressContext = createContext<AddressResolver | null>(null);

export function PageAddressProvider({
  resolve,
  children,
}: {
  resolve: AddressResolver;
  children: ReactNode;
}) {
  return <AddressContext.Provider value={resolve}>{children}</AddressContext.Provider>;
}

export interface PageMetaProps {
  /** The page's own title; the brand follows it. */
  title: string;
  brand: string;
  description: string;
  /** The path search engines should index for this page, in its Spanish form (no language prefix). */
  canonicalPath?: string;
  /** Structured data (schema.org) describing the page. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/** Structured data (schema.org) as a script that never runs: '<' is escaped so no text can close the tag. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replaceAll("<", "\\u003c") }}
    />
  );
}

/**
 * A page's title, description, canonical address, language alternates and structured data.
 * React places the title, meta and link elements in the document's head, on the server and
 * in the browser; each page renders this once.
 */
export function PageMeta({ title, brand, description, canonicalPath, jsonLd }: PageMetaProps) {
  const resolve = useContext(AddressContext);
  const addresses = canonicalPath && resolve ? resolve(canonicalPath) : null;
  const blocks = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  const fullTitle = title && title !== brand ? `${title} | ${brand}` : brand;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {addresses ? (
        <>
          <link rel="canonical" href={addresses.canonical} />
          <meta property="og:url" content={addresses.canonical} />
          {addresses.alternates.map((alternate) => (
            <link
              key={alternate.hrefLang}
              rel="alternate"
              hrefLang={alternate.hrefLang}
              href={alternate.href}
            />
          ))}
        </>
      ) : null}
      {blocks.map((data) => (
        <JsonLd key={String(data["@type"])} data={data} />
      ))}
    </>
  );
}

/** The site's address resolver, for links that must be absolute (structured data); null in stories. */
export function usePageAddresses(): AddressResolver | null {
  return useContext(AddressContext);
}
