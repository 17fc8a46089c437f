import { profilePriceQueryOptions } from "@qs/api-client/calculate-profile-price";
import { benefitCategoriesQueryOptions } from "@qs/api-client/get-benefit-categories";
import { costProjectionQueryOptions } from "@qs/api-client/get-cost-projection";
import { coverageOrganizationsQueryOptions } from "@qs/api-client/get-coverage-organizations";
import { featuresQueryOptions } from "@qs/api-client/get-features";
import { insuranceDocumentsQueryOptions } from "@qs/api-client/get-insurance-documents";
import { productQueryOptions } from "@qs/api-client/get-product";
import { productOffersQueryOptions } from "@qs/api-client/get-product-offers";
import { isCollectiveProduct } from "@qs/domain/collective";
import { formatCoverageValue } from "@qs/domain/format-coverage";
import { hasQualityFigures, QUALITY_FIGURES } from "@qs/domain/insurer-quality-rules";
import { isIsaprePlan } from "@qs/domain/isapre-plan";
import type { ProductItem } from "@qs/domain/product";
import { paidPrice } from "@qs/pricing/comparable-price";
import { projectionRequest } from "@qs/product-display/cost-projection";
import { DataDay } from "@qs/product-display/data-date";
import { DownloadQuoteButton } from "@qs/product-display/download-quote-button";
import { useMoneyFormat } from "@qs/product-display/format-product-price";
import {
  QualityCell,
  QualityExplanations,
  useQualityFigureName,
} from "@qs/product-display/insurer-quality";
import { IsaprePriceBlock } from "@qs/product-display/isapre-price-block";
import { productDetailPath } from "@qs/product-display/product-links";
import { ShareButton } from "@qs/product-display/share-button";
import { YearlyCost, yearlyKindOf } from "@qs/product-display/yearly-cost";
import { profileKindOf } from "@qs/profile-forms/product-kind";
import { usePagePrices, useSendableProfiles } from "@qs/profile-forms/use-profile-price";
import { NetworkLevelBadge } from "@qs/provider-directory/network-level";
import { useApiClient } from "@qs/ui/api-client-context";
import { buttonClass } from "@qs/ui/button";
import { useCatalogLang } from "@qs/ui/catalog-lang";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta } from "@qs/ui/page-meta";
import { Spinner } from "@qs/ui/spinner";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../errors/load-error";
import { ProductOffers } from "../product-card/product-offers";
import { SaveComparison } from "./save-comparison";
import "./comparison-page.css";

const NO_PRODUCTS: readonly ProductItem[] = [];

/** The chosen products side by side (loaded with the comparison page, not with the listing). */
export function ComparisonView({
  codes,
  clinics = [],
}: {
  codes: readonly string[];
  clinics?: readonly number[];
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useCountryConfig();
  const money = useMoneyFormat();
  const catalogLang = useCatalogLang();
  const clinicList = useQuery({
    ...coverageOrganizationsQueryOptions(client),
    enabled: clinics.length > 0,
  });
  const chosenClinics = clinics.flatMap((id) => {
    const clinic = clinicList.data?.find((entry) => entry.id === id);
    return clinic ? [clinic] : [];
  });
  const products = useQueries({
    queries: codes.map((code) => productQueryOptions(client, code)),
  });
  const found = products
    .map((query) => query.data)
    .filter((product): product is ProductItem => Boolean(product));
  const figureName = useQualityFigureName();
  // The insurers' quality rows, when one of them has a figure (their meaning under the table).
  const withQuality = found.some((product) => hasQualityFigures(product.organization?.quality));
  const coverages = useQueries({
    queries: found.map((product) => benefitCategoriesQueryOptions(client, product.id)),
  });
  const features = useQueries({
    queries: found.map((product) => featuresQueryOptions(client, product.id)),
  });
  const offers = useQueries({
    queries: found.map((product) => ({
      ...productOffersQueryOptions(
        client,
        product.productCode ?? "",
        product.insuranceMetadata?.metadata?.hasOffer === true,
      ),
      enabled:
        product.insuranceMetadata?.metadata?.hasOffer === true && Boolean(product.productCode),
    })),
  });
  const documents = useQueries({
    queries: found.map((product) => insuranceDocumentsQueryOptions(client, product.id)),
  });
  // The price each card showed: the stored profile's price for the product's kind when the
  // API defines one, else the product's own price. One batch request prices every compared
  // product once they are all loaded and leaves each answer where its price query looks.
  const loaded = products.every((query) => query.isSuccess);
  const batchPending = usePagePrices(loaded ? found : NO_PRODUCTS);
  // Profiles are sent only with the visitor's consent to the current text.
  const { profiles: storedProfiles } = useSendableProfiles();
  const profilePrices = useQueries({
    queries: found.map((product) => ({
      ...profilePriceQueryOptions(client, {
        productId: product.id,
        productType: product.insuranceType?.name ?? null,
        upperType: product.insuranceType?.upperType?.name ?? null,
        profile: storedProfiles[profileKindOf(product.insuranceType?.name)],
      }),
      // Asked on its own only when the batch left no answer (a product it could not price).
      enabled: loaded && !batchPending,
    })),
  });

  // The next years of each plan priced per person, for the household of its kind.
  const projections = useQueries({
    queries: found.map((product) => ({
      ...costProjectionQueryOptions(
        client,
        projectionRequest(product, storedProfiles[profileKindOf(product.insuranceType?.name)]),
      ),
      enabled: loaded && yearlyKindOf(product) === "persons",
    })),
  });

  const heading = (
    <div className="qs-comparison__head">
      <PageMeta
        title={t("comparison.title")}
        brand={config.brand}
        description={t("comparison.metaDescription")}
      />
      <h1>{t("comparison.title")}</h1>
      <Link to="/Comparar" className={buttonClass("ghost")}>
        {t("comparison.back")}
      </Link>
      {found.length > 0 && <ShareButton productType={found[0]?.insuranceType?.name} />}
      {loaded && found.length > 0 && <DownloadQuoteButton products={found} />}
    </div>
  );
  if (codes.length === 0) {
    return (
      <div className="qs-container qs-comparison">
        {heading}
        <p className="qs-comparison__empty">{t("comparison.empty")}</p>
      </div>
    );
  }
  if (products.some((query) => query.isPending)) {
    return (
      <div className="qs-container qs-comparison">
        {heading}
        <Spinner label={t("comparator.searching1")} />
      </div>
    );
  }
  if (products.some((query) => query.isError)) {
    return (
      <div className="qs-container qs-comparison">
        {heading}
        <LoadError
          onRetry={() => {
            for (const query of products) if (query.isError) void query.refetch();
          }}
        />
      </div>
    );
  }

  const row = (label: string, cell: (product: ProductItem, index: number) => ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      {found.map((product, index) => (
        <td key={product.id}>{cell(product, index)}</td>
      ))}
    </tr>
  );
  const none = <span className="qs-comparison__none">{t("comparison.noValue")}</span>;
  const amounts = (index: number) => coverages[index]?.data?.coverages[0]?.amounts;
  const loadingOr = (pending: boolean | undefined, content: ReactNode) =>
    pending ? <span className="qs-comparison__none">{t("common.loading")}</span> : content;

  return (
    <div className="qs-container qs-comparison">
      {heading}
      <div className="qs-comparison__scroll">
        <table className="qs-comparison__table">
          <thead>
            <tr>
              <td />
              {found.map((product) => {
                const path = productDetailPath(config, product);
                return (
                  <th key={product.id} scope="col">
                    <span className="qs-comparison__category">
                      {product.insuranceType?.displayName}
                    </span>
                    <span className="qs-comparison__name">{product.displayName}</span>
                    {path && (
                      <Link to={path} className={buttonClass("secondary")}>
                        {t("comparator.detail")}
                      </Link>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {row(t("comparison.rowPrice"), (product, index) => {
              // What the household pays after the offers (the same figure the cards show).
              const amount =
                paidPrice(profilePrices[index]?.data)?.amount ??
                product.price?.minPrice ??
                product.priceRange?.from;
              return amount == null
                ? none
                : money.price(amount, product.price?.unit?.code, {
                    paymentMode: product.price?.paymentMode,
                    collective: isCollectiveProduct(product.insuranceType) ? "perEmployee" : null,
                  });
            })}
            {found.some(isIsaprePlan) &&
              row(t("isapre.row"), (product, index) =>
                isIsaprePlan(product) ? (
                  <IsaprePriceBlock
                    product={product}
                    price={profilePrices[index]?.data}
                    pending={profilePrices[index]?.isPending ?? false}
                    variant="table"
                  />
                ) : (
                  none
                ),
              )}
            {row(t("yearlyCost.row"), (product, index) =>
              yearlyKindOf(product) === "persons" ? (
                <YearlyCost
                  price={profilePrices[index]?.data}
                  pending={profilePrices[index]?.isPending ?? false}
                  forProfile={
                    storedProfiles[profileKindOf(product.insuranceType?.name)]?.ingresodatos ===
                    true
                  }
                  kind="persons"
                  variant="table"
                />
              ) : (
                none
              ),
            )}
            {found.some((product) => yearlyKindOf(product) === "persons") &&
              row(t("yearlyCost.rowFiveYears"), (product, index) =>
                yearlyKindOf(product) !== "persons"
                  ? none
                  : loadingOr(
                      projections[index]?.isPending,
                      projections[index]?.data?.fiveYears == null
                        ? none
                        : money.amount(
                            projections[index]?.data?.fiveYears ?? 0,
                            projections[index]?.data?.currency,
                          ),
                    ),
              )}
            {chosenClinics.map((clinic) => (
              <Fragment key={clinic.id}>
                {row(clinic.displayName, (product) => {
                  const entry = product.network?.find((each) => each.organizationId === clinic.id);
                  return (
                    <NetworkLevelBadge
                      level={entry?.level ?? "excluido"}
                      copayPercent={entry?.copayPercent ?? null}
                    />
                  );
                })}
              </Fragment>
            ))}
            {row(
              t("comparison.rowInsurer"),
              (product) => product.organization?.displayName ?? none,
            )}
            {withQuality &&
              QUALITY_FIGURES.map((figure) => (
                <Fragment key={figure}>
                  {row(figureName(figure), (product) => (
                    <QualityCell
                      quality={product.organization?.quality}
                      figure={figure}
                      fallback={none}
                    />
                  ))}
                </Fragment>
              ))}
            {row(t("comparison.rowCoverages"), (_product, index) =>
              loadingOr(
                coverages[index]?.isPending,
                (coverages[index]?.data?.tags.length ?? 0) === 0 ? (
                  <span className="qs-comparison__none">{t("comparator.noCoverageInfo")}</span>
                ) : (
                  <ul lang={catalogLang}>
                    {coverages[index]?.data?.tags.map((tag) => (
                      <li key={tag.name}>{tag.name}</li>
                    ))}
                  </ul>
                ),
              ),
            )}
            {row(t("comparison.rowPercentage"), (_product, index) => {
              const percentage = amounts(index)?.percentage;
              return (
                formatCoverageValue(
                  percentage?.minAmount ?? percentage?.maxAmount,
                  percentage?.maxAmount,
                  t("comparator.notCovered"),
                ) ?? none
              );
            })}
            {row(t("comparison.rowDeductible"), (_product, index) => {
              const deductible = amounts(index)?.deductible;
              return deductible?.minAmount == null
                ? none
                : money.amount(deductible.minAmount, deductible.unit?.code);
            })}
            {row(t("comparison.rowCompensation"), (_product, index) => {
              const compensation = amounts(index)?.compensation;
              return compensation?.minAmount == null
                ? none
                : money.amount(compensation.minAmount, compensation.unit?.code);
            })}
            {row(t("comparison.rowBenefits"), (_product, index) =>
              loadingOr(
                features[index]?.isPending,
                (features[index]?.data?.length ?? 0) === 0 ? (
                  none
                ) : (
                  <ul lang={catalogLang}>
                    {features[index]?.data?.map((feature) => (
                      <li key={feature.id ?? feature.name}>
                        {feature.displayName ?? feature.name}
                      </li>
                    ))}
                  </ul>
                ),
              ),
            )}
            {row(t("comparison.rowOffers"), (_product, index) =>
              offers[index]?.data ? <ProductOffers state={offers[index]?.data} /> : none,
            )}
            {row(t("comparison.rowDocuments"), (_product, index) =>
              (documents[index]?.data?.length ?? 0) === 0 ? (
                none
              ) : (
                <ul lang={catalogLang}>
                  {documents[index]?.data?.map((document) => (
                    <li key={document.id}>
                      <a href={client.url(document.url)} target="_blank" rel="noreferrer">
                        {document.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ),
            )}
            {row(t("dataDate.row"), (product) => (
              <DataDay updatedAt={product.updatedAt} fallback={none} />
            ))}
          </tbody>
        </table>
      </div>
      {withQuality && <QualityExplanations />}
      {loaded && (
        <SaveComparison
          codes={found.map((product) => product.productCode ?? "").filter(Boolean)}
          profile={storedProfiles[profileKindOf(found[0]?.insuranceType?.name)] ?? null}
        />
      )}
    </div>
  );
}
