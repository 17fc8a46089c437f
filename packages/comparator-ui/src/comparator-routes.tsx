import { parseIdList } from "@qs/domain/parse-id-list";
import type { ProductItem } from "@qs/domain/product";
import { productDetailPath } from "@qs/product-display/product-links";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { Spinner } from "@qs/ui/spinner";
import { useNavigate, useParams, useRouterState, useSearch } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  type ComparatorSearch,
  toAddressSearch,
  validateComparatorSearch,
} from "./comparator-search";
import { ComparisonPage, parseComparisonCodes } from "./comparison-page/comparison-page";
import { LoadError } from "./errors/load-error";
import { type RouteRequest, useResolvedRoute } from "./product-page/use-resolved-route";
import { ComparatorPage, type ListingMode } from "./results-list/comparator-page";
import { SKIP_RESOLVER_STATE } from "./route-loaders";

export { SKIP_RESOLVER_STATE };

/**
 * Navigation state holding the listing address a detail was opened from: the detail
 * shows as a modal over that listing while the address is the detail's.
 */
export const DETAIL_BACKGROUND_STATE = "detailBackground";

/** Renders a resolved product (the plan detail, injected by the sites). */
export type RenderProduct = (product: ProductItem, tab: string | undefined) => ReactNode;

type Params = Partial<Record<"category" | "insuranceUrl" | "organizationUrl" | "tab", string>>;

type LocationState = Record<string, unknown> | undefined;

function useLocationState(): LocationState {
  return useRouterState({
    select: (state) => state.location.state as unknown as LocationState,
  });
}

/** The listing address a detail was opened from, when it shows as a modal. */
export function useDetailBackground(): string | null {
  const state = useLocationState();
  const value = state?.[DETAIL_BACKGROUND_STATE];
  return typeof value === "string" && value.startsWith("/") ? value : null;
}

function useSkipResolver(): boolean {
  return Boolean(useLocationState()?.[SKIP_RESOLVER_STATE]);
}

/** Opens a card's detail as a modal over the current listing, the address changing to the detail's. */
function useOpenDetail(background?: string): (product: ProductItem) => void {
  const navigate = useNavigate();
  const config = useCountryConfig();
  const href = useRouterState({ select: (state) => state.location.href });
  return (product) => {
    const path = productDetailPath(config, product);
    if (!path) return;
    void navigate({
      to: path,
      state: (previous) => ({
        ...previous,
        [DETAIL_BACKGROUND_STATE]: background ?? href,
        [SKIP_RESOLVER_STATE]: true,
      }),
    });
  };
}

function useListing(): [ComparatorSearch, (search: ComparatorSearch) => void] {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const search = validateComparatorSearch(raw);
  const onChange = (next: ComparatorSearch) =>
    void navigate({ to: ".", search: toAddressSearch(next), resetScroll: false });
  return [search, onChange];
}

interface ResolvedPageProps {
  request: RouteRequest;
  mode: ListingMode;
  search: ComparatorSearch;
  onSearchChange: (search: ComparatorSearch) => void;
  renderProduct?: RenderProduct;
  /** Listing address the detail modal opens over (defaults to the current one). */
  background?: string;
}

/** Resolves the path and shows the listing, the product, or redirects (comparator spec §2). */
function ResolvedPage({
  request,
  mode,
  search,
  onSearchChange,
  renderProduct,
  background,
}: ResolvedPageProps) {
  const { t } = useTranslation();
  const openDetail = useOpenDetail(background);
  // The tab does not change what a path resolves to: switching tabs reuses the resolution.
  const resolved = useResolvedRoute({ ...request, tab: undefined });
  if (resolved.isPending) return <Spinner label={t("comparator.resolving")} />;
  if (resolved.isError) return <LoadError onRetry={() => void resolved.refetch()} />;
  const result = resolved.data;
  // The route's loader has already sent the visitor on (route-loaders.ts); a listing shown
  // behind a detail has nothing to show then.
  if (result.kind === "redirect") return null;
  if (result.kind === "product") {
    // A product with a detail path was sent there by the loader.
    return renderProduct ? (
      renderProduct(result.product, request.tab)
    ) : (
      <LoadError onRetry={() => void resolved.refetch()} />
    );
  }
  return (
    <ComparatorPage
      key={JSON.stringify(request)}
      scope={result.scope}
      search={search}
      onSearchChange={onSearchChange}
      mode={mode}
      onOpenDetail={openDetail}
    />
  );
}

/** /Comparar, /Comparar/{category} and /Comparar/{category}/{insuranceUrl}. */
export function ComparatorRoute({ mode = "paginated" }: { mode?: ListingMode }) {
  const params = useParams({ strict: false }) as Params;
  const disabled = useSkipResolver();
  const [search, onSearchChange] = useListing();
  return (
    <ResolvedPage
      mode={mode}
      search={search}
      onSearchChange={onSearchChange}
      request={{ category: params.category, insuranceUrl: params.insuranceUrl, disabled }}
    />
  );
}

/**
 * The listing a detail modal was opened from, rendered behind it from its address
 * (`/Comparar[/{category}[/{insuranceUrl}]]?…`). Other addresses render nothing.
 */
export function ComparatorBackground({ href }: { href: string }) {
  const navigate = useNavigate();
  const url = new URL(href, "http://site.local");
  const [first, category, insuranceUrl] = url.pathname.split("/").filter(Boolean);
  if (first !== "Comparar" || category === "Comparacion") return null;
  const search = validateComparatorSearch(Object.fromEntries(url.searchParams));
  return (
    <ResolvedPage
      mode="paginated"
      background={href}
      search={search}
      onSearchChange={(next) =>
        void navigate({ to: url.pathname, search: toAddressSearch(next), resetScroll: false })
      }
      request={{ category, insuranceUrl }}
    />
  );
}

/**
 * /Seguros/{org}/{product}, /EPS/{org}/{product}, /Medicina-Prepagada/{org}/{product} and the
 * other plan-detail shapes, each with an optional tab. `renderProduct` shows the product.
 */
export function ProductRoute({
  typeSegment,
  renderProduct,
}: {
  typeSegment: string;
  renderProduct?: RenderProduct;
}) {
  const params = useParams({ strict: false }) as Params;
  const disabled = useSkipResolver();
  const [search, onSearchChange] = useListing();
  return (
    <ResolvedPage
      mode="more"
      search={search}
      onSearchChange={onSearchChange}
      renderProduct={renderProduct}
      request={{
        typeSegment,
        organizationUrl: params.organizationUrl,
        insuranceUrl: params.insuranceUrl,
        tab: params.tab,
        disabled,
      }}
    />
  );
}

/** /Comparar/Comparacion?productos=A,B,C, with the listing's chosen clinics in 'clinicas'. */
export function ComparisonRoute() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  return (
    <ComparisonPage
      codes={parseComparisonCodes(raw.productos)}
      clinics={parseIdList(
        typeof raw.clinicas === "number" ? String(raw.clinicas) : (raw.clinicas as string),
      ).slice(0, 10)}
    />
  );
}
