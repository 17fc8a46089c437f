import { sitemapProductsQueryOptions } from "@qs/api-client/get-sitemap-products";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { groupSitemapProducts } from "./sitemap-products";
import "@qs/ui/pages.css";
import "./info-pages.css";

/**
 * /Sitemap-Products: the HTML sitemap of the country's plans, from the API's list
 * (GET /api/sitemap/products), rendered on the server with the page.
 */
export function SitemapProductsPage() {
  const config = useCountryConfig();
  const client = useApiClient();
  const { t, i18n } = useTranslation();
  const products = useQuery(sitemapProductsQueryOptions(client));
  // A category's segment the site translates (Seguros-de-Salud) in the page's words.
  const segmentName = (segment: string) =>
    i18n.exists(`routes.${segment}`) ? t(`routes.${segment}`) : segment;
  const groups = products.data ? groupSitemapProducts(config, products.data, segmentName) : [];
  const lead = t("pages.sitemap.lead", {
    brand: config.brand,
    country: t(`countries.${config.code}`, { defaultValue: config.name }),
  });
  let content: ReactNode = <Spinner label={t("pages.sitemap.loading")} />;
  if (products.isError) {
    content = (
      <div role="alert">
        <p>{t("pages.sitemap.error")}</p>
        <Button variant="secondary" onClick={() => void products.refetch()}>
          {t("pages.sitemap.retry")}
        </Button>
      </div>
    );
  } else if (products.isSuccess && groups.length === 0) {
    content = <p>{t("pages.sitemap.empty")}</p>;
  } else if (products.isSuccess) {
    content = groups.map((group) => (
      <section key={group.category} aria-label={group.category || t("pages.sitemap.other")}>
        <h2>{group.category || t("pages.sitemap.other")}</h2>
        {group.providers.map((provider) => (
          <div key={provider.provider}>
            <h3>{provider.provider}</h3>
            <ul>
              {provider.plans.map((plan) => (
                <li key={plan.path}>
                  <Link to={plan.path}>{plan.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    ));
  }
  return (
    <section className="qs-container qs-page qs-sitemap" aria-labelledby="qs-sitemap-title">
      <PageMeta
        title={t("pages.sitemap.title")}
        brand={config.brand}
        description={lead}
        canonicalPath="/Sitemap-Products"
      />
      <h1 id="qs-sitemap-title">{t("pages.sitemap.title")}</h1>
      <p className="qs-page__lead">{lead}</p>
      {content}
    </section>
  );
}
