import { Spinner } from "@qs/ui/spinner";
import {
  Navigate,
  useNavigate,
  useParams,
  useRouterState,
  useSearch,
} from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import {
  type ComparatorSearch,
  toAddressSearch,
  validateComparatorSearch,
} from "./comparator-search";
import { ComparisonPage, parseComparisonCodes } from "./comparison-page/comparison-page";
import { LoadError } from "./errors/load-error";
import { tabPath } from "./product-card/product-links";
import { ProductPage } from "./product-page/product-page";
import { type RouteRequest, useResolvedRoute } from "./product-page/use-resolved-route";
import { ComparatorPage, type ListingMode } from "./results-list/comparator-page";

/** Navigation state flag that switches the route resolver off. */
export const SKIP_RESOLVER_STATE = "skipResolver";

type Params = Partial<Record<"category" | "insuranceUrl" | "organizationUrl" | "tab", string>>;

function useSkipResolver(): boolean {
  return useRouterState({
    select: (state) =>
      Boolean(
        (state.location.state as unknown as Record<string, unknown> | undefined)?.[
          SKIP_RESOLVER_STATE
        ],
      ),
  });
}

function useListing(): [ComparatorSearch, (search: ComparatorSearch) => void] {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const search = validateComparatorSearch(raw);
  const onChange = (next: ComparatorSearch) =>
    void navigate({ to: ".", search: toAddressSearch(next), resetScroll: false });
  return [search, onChange];
}

/** Resolves the path and shows the listing, the product page, or redirects (comparator spec §2). */
function ResolvedPage({ request, mode }: { request: RouteRequest; mode: ListingMode }) {
  const { t } = useTranslation();
  const [search, onSearchChange] = useListing();
  const resolved = useResolvedRoute(request);
  if (resolved.isPending) return <Spinner label={t("comparator.resolving")} />;
  if (resolved.isError) return <LoadError onRetry={() => void resolved.refetch()} />;
  const result = resolved.data;
  if (result.kind === "redirect") return <Navigate to={result.to} search={result.search} replace />;
  if (result.kind === "product") return <ProductPage product={result.product} tab={request.tab} />;
  return (
    <ComparatorPage
      key={JSON.stringify(request)}
      scope={result.scope}
      search={search}
      onSearchChange={onSearchChange}
      mode={mode}
    />
  );
}

/** /Comparar, /Comparar/{category} and /Comparar/{category}/{insuranceUrl}. */
export function ComparatorRoute({ mode = "paginated" }: { mode?: ListingMode }) {
  const params = useParams({ strict: false }) as Params;
  const disabled = useSkipResolver();
  return (
    <ResolvedPage
      mode={mode}
      request={{ category: params.category, insuranceUrl: params.insuranceUrl, disabled }}
    />
  );
}

/** /Seguros/{org}/{product}, /EPS/{org}/{product}, /Medicina-Prepagada/{org}/{product}, each with an optional tab. */
export function ProductRoute({ typeSegment }: { typeSegment: string }) {
  const params = useParams({ strict: false }) as Params;
  const disabled = useSkipResolver();
  return (
    <ResolvedPage
      mode="more"
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

/** The older form with a Planes segment redirects to the plan-detail path without it. */
export function PlanesRedirect({ typeSegment }: { typeSegment: string }) {
  const params = useParams({ strict: false }) as Params;
  const path: string = `/${typeSegment}/${params.organizationUrl}/${params.insuranceUrl}`;
  return <Navigate to={tabPath(path, params.tab)} replace />;
}

/** /Comparar/Comparacion?productos=A,B,C. */
export function ComparisonRoute() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  return <ComparisonPage codes={parseComparisonCodes(raw.productos)} />;
}
