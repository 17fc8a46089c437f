import { benefitCategoriesQueryOptions } from "@qs/api-client/get-benefit-categories";
import { featuresQueryOptions } from "@qs/api-client/get-features";
import { formatCoverageValue, NO_COVERAGE_INFO_TEXT } from "@qs/domain/format-coverage";
import { formatAffinity } from "@qs/domain/format-score";
import type { ProductItem } from "@qs/domain/product";
import { useApiClient } from "@qs/ui/api-client-context";
import { buttonClass } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { collectiveWarning, isCollectiveProduct } from "../collective/collective-product";
import { LoadError } from "../errors/load-error";
import { formatProductPrice } from "../product-card/format-product-price";
import { ProductBadges, productBadges } from "../product-card/product-badges";
import { productDetailPath, sellsOnline, tabPath } from "../product-card/product-links";
import "./product-page.css";

export const REQUEST_TAB = "Solicitar";
export const FAQ_TAB = "Preguntas-Frecuentes";

/** The public product page: summary, coverages by category and benefits, with the Solicitar tab. */
export function ProductPage({ product, tab }: { product: ProductItem; tab?: string }) {
  const { t } = useTranslation();
  const config = useCountryConfig();
  const client = useApiClient();
  const coverages = useQuery(benefitCategoriesQueryOptions(client, product.id));
  const features = useQuery(featuresQueryOptions(client, product.id));
  const path = productDetailPath(config, product) ?? "";
  const amount = product.price?.minPrice ?? product.priceRange?.from;
  const warning = collectiveWarning(product);
  const affinity = formatAffinity(product.distance);
  const online = sellsOnline(product);
  return (
    <article className="qs-container qs-product-page" aria-labelledby="qs-product-title">
      <header className="qs-product-page__head">
        <div>
          <span className="qs-product-page__category">{product.insuranceType?.displayName}</span>
          <h1 id="qs-product-title">{product.displayName}</h1>
          <p className="qs-product-page__insurer">{product.organization?.displayName}</p>
          <ProductBadges badges={productBadges(product, new Date())} />
        </div>
        <div className="qs-product-page__price">
          {amount != null && (
            <strong>
              {formatProductPrice(config, amount, product.price?.unit?.code, {
                paymentMode: product.price?.paymentMode,
                collective: isCollectiveProduct(product) ? "perEmployee" : null,
              })}
            </strong>
          )}
          {affinity && (
            <span>
              {t("comparator.affinity")}: {affinity}
            </span>
          )}
          {warning && <span className="qs-card__collective">{warning}</span>}
        </div>
      </header>
      <nav className="qs-product-page__tabs">
        <Link to={path} className={tab ? undefined : "is-active"}>
          {t("comparator.rowCoverages")}
        </Link>
        <Link
          to={tabPath(path, REQUEST_TAB)}
          className={tab === REQUEST_TAB ? "is-active" : undefined}
        >
          {online ? t("comparator.buy") : t("comparator.interested")}
        </Link>
        <Link to={tabPath(path, FAQ_TAB)} className={tab === FAQ_TAB ? "is-active" : undefined}>
          {t("comparator.faqTitle")}
        </Link>
      </nav>
      {tab === REQUEST_TAB ? (
        <section className="qs-product-page__panel">
          <h2>{t("comparator.requestTitle")}</h2>
          <p>{t("comparator.requestBody")}</p>
          <div className="qs-actions">
            <Link to="/contacto" className={buttonClass("primary")}>
              {t("comparator.interested")}
            </Link>
            {online && product.productCode && (
              <a
                className={buttonClass("secondary")}
                href={`/Compra-Online/${product.productCode}`}
              >
                {t("comparator.buyOnline")}
              </a>
            )}
          </div>
        </section>
      ) : tab === FAQ_TAB ? (
        <section className="qs-product-page__panel">
          <h2>{t("comparator.faqTitle")}</h2>
          <p>{product.description}</p>
        </section>
      ) : (
        <section className="qs-product-page__panel">
          {product.description && <p>{product.description}</p>}
          {coverages.isPending ? (
            <Spinner label={t("comparator.loadingInformation")} />
          ) : coverages.isError ? (
            <LoadError onRetry={() => void coverages.refetch()} />
          ) : (coverages.data.categories ?? []).length === 0 && coverages.data.tags.length === 0 ? (
            <p>{NO_COVERAGE_INFO_TEXT}</p>
          ) : (
            (coverages.data.categories ?? []).map((category) => (
              <section key={category.id ?? category.name}>
                <h2>{category.displayName ?? category.name}</h2>
                <ul>
                  {(category.coverages ?? []).map((coverage) => {
                    const percentage = coverage.amounts?.percentage;
                    const value = formatCoverageValue(
                      percentage?.minAmount ?? percentage?.maxAmount,
                      percentage?.maxAmount,
                    );
                    return (
                      <li key={coverage.id ?? coverage.name}>
                        {coverage.displayName ?? coverage.name}
                        {value && <strong> {value}</strong>}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))
          )}
          {(features.data?.length ?? 0) > 0 && (
            <section>
              <h2>{t("comparator.otherBenefits")}</h2>
              <ul>
                {features.data?.map((feature) => (
                  <li key={feature.id ?? feature.name}>{feature.displayName ?? feature.name}</li>
                ))}
              </ul>
            </section>
          )}
        </section>
      )}
    </article>
  );
}
