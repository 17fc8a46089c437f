import { productQueryOptions } from "@qs/api-client/get-product";
import {
  ComparatorBackground,
  DETAIL_BACKGROUND_STATE,
  ProductRoute,
  SKIP_RESOLVER_STATE,
  useDetailBackground,
} from "@qs/comparator-ui/comparator-routes";
import { LoadError } from "@qs/comparator-ui/load-error";
import type { ProductItem } from "@qs/domain/product";
import { keepsPerfilInAddress, PERFIL_REMOVAL_MS } from "@qs/profile-forms/profile-link-reader";
import { useApiClient } from "@qs/ui/api-client-context";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import {
  useMatches,
  useNavigate,
  useParams,
  useRouter,
  useRouterState,
} from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { leftInsurance } from "../tabs/detail-tabs";
import { Dialog } from "./dialog";
import { PlanDetail } from "./plan-detail";

/** Why the detail modal closed. */
export type DetailCloseReason = "closeButton" | "browserBackButton";
/** Window event sent when the detail modal closes, with `{ reason }` as detail. */
export const DETAIL_CLOSED_EVENT = "qs:detail-closed";
/** Query parameter of a shared profile, removed from the address on entry. */
const PROFILE_PARAM = "perfil";

function announceClose(reason: DetailCloseReason) {
  window.dispatchEvent(new CustomEvent(DETAIL_CLOSED_EVENT, { detail: { reason } }));
}

/**
 * Removes `perfil` from the address 1 s after entry unless the route data's replaceUrl is the
 * string 'false', read the way the profile link reader reads it. The reader removes a valid
 * profile it saved; the detail removes any value, broken ones included.
 */
function useStripProfileParam() {
  const navigate = useNavigate();
  const keep = keepsPerfilInAddress(useMatches());
  const hasProfile = useRouterState({
    select: (state) =>
      PROFILE_PARAM in ((state.location.search as Record<string, unknown> | undefined) ?? {}),
  });
  useEffect(() => {
    if (!hasProfile || keep) return;
    const timer = setTimeout(() => {
      void navigate({
        to: ".",
        search: (previous: Record<string, unknown>) => {
          const { [PROFILE_PARAM]: _removed, ...rest } = previous;
          return rest;
        },
        state: (previous: unknown) => previous,
        replace: true,
        resetScroll: false,
      } as never);
    }, PERFIL_REMOVAL_MS);
    return () => clearTimeout(timer);
  }, [hasProfile, keep, navigate]);
}

function splitHref(href: string): { pathname: string; search: Record<string, string> } {
  const url = new URL(href, "http://site.local");
  return { pathname: url.pathname, search: Object.fromEntries(url.searchParams) };
}

/** The detail as a modal over the listing it was opened from. */
function DetailModal({
  product,
  background,
  insurancePath,
  tab,
}: {
  product: ProductItem;
  background: string;
  insurancePath: string;
  tab: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const close = useCallback(() => {
    announceClose("closeButton");
    const { pathname, search } = splitHref(background);
    void navigate({ to: pathname, search, replace: true, resetScroll: false });
  }, [background, navigate]);
  useEffect(
    () =>
      router.history.subscribe(
        ({ location, action }: { location: { pathname: string }; action: { type: string } }) => {
          if (action.type === "PUSH" || action.type === "REPLACE") return;
          if (leftInsurance(location.pathname, insurancePath)) announceClose("browserBackButton");
        },
      ),
    [router, insurancePath],
  );
  return (
    <Dialog
      title={product.displayName ?? ""}
      onClose={close}
      closeLabel={t("detail.close")}
      size="wide"
      hideTitle
    >
      <PlanDetail
        product={product}
        insurancePath={insurancePath}
        segment={tab}
        modal
        linkState={{ [DETAIL_BACKGROUND_STATE]: background, [SKIP_RESOLVER_STATE]: true }}
      />
    </Dialog>
  );
}

/** A resolved product at its address: a page, or a modal when opened from a listing. */
export function RoutedPlanDetail({
  product,
  tab,
}: {
  product: ProductItem;
  tab: string | undefined;
}) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const background = useDetailBackground();
  useStripProfileParam();
  const trimmed = pathname.replace(/\/+$/, "");
  const insurancePath = tab ? trimmed.split("/").slice(0, -1).join("/") : trimmed;
  if (background) {
    return (
      <>
        <ComparatorBackground href={background} />
        <DetailModal
          product={product}
          background={background}
          insurancePath={insurancePath}
          tab={tab ?? null}
        />
      </>
    );
  }
  return <PlanDetail product={product} insurancePath={insurancePath} segment={tab ?? null} />;
}

/**
 * A plan-detail address resolved by the comparator's rules (comparator spec §2):
 * /EPS|Seguros|Medicina-Prepagada/{org}/{plan}[/{tab}], the collective
 * /Empresa/{productType}/{org}/Planes/{plan}[/{tab}] and the country shapes.
 */
export function PlanDetailRoute({ typeSegment }: { typeSegment: string }) {
  return (
    <ProductRoute
      typeSegment={typeSegment}
      renderProduct={(product, tab) => <RoutedPlanDetail product={product} tab={tab} />}
    />
  );
}

/** Marks the page as not found for prerendering before it redirects. */
function useNotFoundMark(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const meta = document.createElement("meta");
    meta.name = "prerender-status-code";
    meta.content = "404";
    document.head.append(meta);
    return () => meta.remove();
  }, [active]);
}

/**
 * A plan looked up by its code, with an optional tab: Chile's /Isapre/{institutionUrl}/Planes/{planId}[/{tab}].
 * When the plan is not found the page is marked not found while its loader redirects.
 */
export function PlanByCodeRoute() {
  const { t } = useTranslation();
  const client = useApiClient();
  const params = useParams({ strict: false }) as Partial<Record<"planId" | "tab", string>>;
  const product = useQuery(productQueryOptions(client, params.planId ?? ""));
  const missing = product.isSuccess && !product.data;
  useNotFoundMark(missing);
  if (product.isPending) return <Spinner label={t("detail.loading")} />;
  if (product.isError) return <LoadError onRetry={() => void product.refetch()} />;
  // The route's loader sends the visitor to `notFoundTo` (route-loaders.ts).
  if (!product.data) return null;
  return <RoutedPlanDetail product={product.data} tab={params.tab} />;
}
