import { ApiError } from "@qs/api-client/api-client";
import { compareProductsQueryOptions } from "@qs/api-client/get-compare-products";
import { RetryExhaustedError } from "@qs/api-client/retry";
import { isCollectiveProduct } from "@qs/domain/collective";
import type { ProductItem } from "@qs/domain/product";
import { productDetailPath } from "@qs/product-display/product-links";
import { ConsentPrompt } from "@qs/profile-forms/consent-prompt";
import {
  PagePricesPending,
  useListingProfile,
  usePagePrices,
} from "@qs/profile-forms/use-profile-price";
import { useApiClient } from "@qs/ui/api-client-context";
import { Button } from "@qs/ui/button";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { PageMeta, usePageAddresses } from "@qs/ui/page-meta";
import { useQueries } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CollectiveNotice } from "../collective/collective-notice";
import { type ComparatorScope, compareRequest } from "../comparator-scope";
import { type ComparatorSearch, toAddressSearch, withFilter } from "../comparator-search";
import { compareStore, toTrayProduct, useCompareTray } from "../compare-tray/compare-store";
import { CompareTrayBar } from "../compare-tray/compare-tray";
import { LoadError } from "../errors/load-error";
import { RobotCheck } from "../errors/robot-check";
import { ServerError } from "../errors/server-error";
import { FiltersPanel } from "../filters/filters-panel";
import { SortSelect } from "../filters/sort-select";
import { type CardView, type PartnerSettings, ProductCard } from "../product-card/product-card";
import { Pagination } from "./pagination";
import { PlaceholderCards } from "./placeholder-cards";
import { RankingNote } from "./ranking-note";
import "./results-list.css";

const NO_ITEMS: readonly ProductItem[] = [];

export type ListingMode = "paginated" | "more";

export interface ComparatorPageProps {
  scope: ComparatorScope;
  search: ComparatorSearch;
  onSearchChange: (search: ComparatorSearch) => void;
  /** Paginated (page in the address) or a 'more results' button. */
  mode?: ListingMode;
  /** A landing page does not scroll to the top on page change. */
  landing?: boolean;
  partner?: PartnerSettings;
  onOpenDetail?: (product: ProductItem) => void;
  /** Products that cannot be compared (no compare box). */
  isComparable?: (product: ProductItem) => boolean;
  /** View shown first on wide screens. */
  initialView?: CardView;
}

export type ResultsState = "loading" | "loaded" | "filterError" | "compareError" | "robot";

/** Which view an error gives: 401 the robot check; a failure to reach the API the retry; any other the server box. */
export function errorState(error: unknown): Exclude<ResultsState, "loading" | "loaded"> {
  if (error instanceof ApiError && error.status === 401) return "robot";
  if (error instanceof RetryExhaustedError || error instanceof TypeError) return "filterError";
  return "compareError";
}

/** The results listing with its filters, sort, ranking note, compare boxes and tray. */
export function ComparatorPage({
  scope,
  search,
  onSearchChange,
  mode = "paginated",
  landing = false,
  partner,
  onOpenDetail,
  isComparable = (product) => Boolean(product.productCode),
  initialView = "list",
}: ComparatorPageProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [chosenView, setChosenView] = useState<CardView>(initialView);
  // Below 992 px the list view lays out as the grid and the view toggle, the filters' fold and
  // the compare boxes change by CSS: the server's HTML is then right for every screen.
  const view: CardView = chosenView;
  const tray = useCompareTray();
  const page = search.page ?? 1;
  const sortProfile = useListingProfile(scope.productType, scope.collective);
  const searchKey = JSON.stringify({ ...search, page: undefined });
  const [more, setMore] = useState({ searchKey, pages: 1 });
  /** A new search starts again from one page. */
  const extraPages = more.searchKey === searchKey ? more.pages : 1;

  const pages = mode === "paginated" ? [page] : Array.from({ length: extraPages }, (_, i) => i + 1);
  const results = useQueries({
    queries: pages.map((number) =>
      compareProductsQueryOptions(client, compareRequest(scope, search, number), sortProfile),
    ),
  });
  const first = results[0];
  const last = results[results.length - 1];
  const failed = results.find((result) => result.isError);
  const items = results.flatMap((result) => (result.isError ? [] : (result.data?.items ?? [])));
  const total = first?.data?.total ?? 0;
  const totalPages = first?.data?.totalPages ?? 0;
  const state: ResultsState = failed
    ? errorState(failed.error)
    : first?.isPending
      ? "loading"
      : "loaded";
  const updating = results.some((result) => result.isFetching && result.isPlaceholderData);
  const sort = search.sort ?? "recommended";
  const retry = () => {
    for (const result of results) if (result.isError) void result.refetch();
  };
  const searchForPage = (next: number) =>
    toAddressSearch(withFilter(search, "page", next > 1 ? next : undefined));
  const pagePricesPending = usePagePrices(state === "loaded" ? items : NO_ITEMS);
  const config = useCountryConfig();
  const pathname = useLocation({ select: (location) => location.pathname });
  const addresses = usePageAddresses();
  const title = scope.title ?? t("comparator.title");
  const listJsonLd =
    state === "loaded" && addresses
      ? {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: title,
          numberOfItems: total,
          itemListElement: items.flatMap((product, index) => {
            const path = productDetailPath(config, product);
            return path
              ? [
                  {
                    "@type": "ListItem",
                    position: (page - 1) * (first?.data?.pageSize ?? items.length) + index + 1,
                    name: product.displayName,
                    url: addresses(path).canonical,
                  },
                ]
              : [];
          }),
        }
      : undefined;
  const collectiveProduct = scope.collective
    ? items.find((item) => isCollectiveProduct(item.insuranceType))
    : undefined;

  return (
    <div className="qs-container qs-comparator">
      <PageMeta
        title={title}
        brand={config.brand}
        description={t("comparator.metaDescription", { title, count: total })}
        canonicalPath={page > 1 ? `${pathname}?page=${page}` : pathname}
        jsonLd={listJsonLd}
      />
      <header className="qs-comparator__head">
        <h1>{title}</h1>
        {state === "loaded" && (
          <p className="qs-comparator__count">{t("comparator.resultsCount", { count: total })}</p>
        )}
      </header>
      <div className="qs-comparator__layout">
        <details className="qs-comparator__filters">
          <summary>{t("comparator.filtersTitle")}</summary>
          <FiltersPanel scope={scope} search={search} onSearchChange={onSearchChange} />
        </details>
        <section className="qs-results" aria-busy={state === "loading" || updating}>
          {/* Keeps the outline h1 > h2 > card h3 when the filters (and their h2) are folded. */}
          <h2 className="qs-visually-hidden">{t("comparator.resultsHeading")}</h2>
          <div className="qs-results__toolbar">
            <SortSelect
              value={sort}
              withProfilePrice={sortProfile !== null}
              onChange={(next) => onSearchChange(withFilter(search, "sort", next))}
            />
            <fieldset className="qs-view-toggle">
              <legend className="qs-visually-hidden">{t("comparator.viewLabel")}</legend>
              {(["list", "grid"] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setChosenView(option)}
                >
                  {option === "list" ? t("comparator.viewList") : t("comparator.viewGrid")}
                </button>
              ))}
            </fieldset>
            <RankingNote sort={sort} />
          </div>
          {collectiveProduct && state === "loaded" && (
            <CollectiveNotice product={collectiveProduct} showWarning={false} />
          )}
          <ConsentPrompt productType={scope.productType} collective={scope.collective} />
          {state === "loading" && <PlaceholderCards view={view} />}
          {state === "robot" && <RobotCheck onConfirmed={retry} />}
          {state === "filterError" && <LoadError onRetry={retry} />}
          {state === "compareError" && <ServerError />}
          {state === "loaded" && items.length === 0 && (
            <p className="qs-results__empty">{t("comparator.noResults")}</p>
          )}
          {state === "loaded" && items.length > 0 && (
            <PagePricesPending.Provider value={pagePricesPending}>
              <ul
                className={`qs-results__items qs-results__items--${view}${updating ? " qs-results__items--updating" : ""}`}
              >
                {items.map((product) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      view={view}
                      partner={partner}
                      onOpenDetail={onOpenDetail}
                      coverageOrganizations={
                        search.coverageOrganizations ?? scope.coverageOrganizations
                      }
                      compare={
                        isComparable(product)
                          ? {
                              checked: tray.isChecked(product.id),
                              disabled: tray.isDisabled(product.id),
                              onChange: (checked) =>
                                checked
                                  ? compareStore.add(toTrayProduct(product))
                                  : compareStore.removeProduct(product.id),
                            }
                          : null
                      }
                    />
                  </li>
                ))}
              </ul>
            </PagePricesPending.Provider>
          )}
          {state === "loaded" && mode === "paginated" && (
            <Pagination
              page={page}
              totalPages={totalPages}
              searchFor={searchForPage}
              resetScroll={!landing}
            />
          )}
          {state === "loaded" && mode === "more" && extraPages < totalPages && (
            <div className="qs-results__more">
              <Button
                variant="secondary"
                disabled={last?.isFetching}
                onClick={() => setMore({ searchKey, pages: extraPages + 1 })}
              >
                {t("comparator.moreResults")}
              </Button>
            </div>
          )}
        </section>
      </div>
      <CompareTrayBar />
    </div>
  );
}
