import { productQueryOptions } from "@qs/api-client/get-product";
import {
  ComparatorBackground,
  DETAIL_BACKGROUND_STATE,
  ProductRoute,
  SKIP_RESOLVER_STATE,
  useDetailBackground,
} from "@qs/comparator-ui/comparator-routes";
import { LoadError } from "@qs/comparator-ui/errors/load-error";
import type { ProductItem } from "@qs/domain/product";
import { useApiClient } from "@qs/ui/api-client-context";
import { Spinner } from "@qs/ui/spinner";
import { useQuery } from "@tanstack/react-query";
import {
  Navigate,
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
export const PROFILE_PARAM = "perfil";
/** Delay before the profile parameter is removed. */
export const PROFILE_PARAM_REMOVAL_MS = 1000;

function announceClose(reason: DetailCloseReason) {
  window.dispatchEvent(new CustomEvent(DETAIL_CLOSED_EVENT, { detail: { reason } }));
}

/** Removes `perfil` from the address 1 s after entry unless replaceUrl is the string 'false'. */
export function useStripProfileParam(replaceUrl?: string) {
  const navigate = useNavigate();
  const hasProfile = useRouterState({
    select: (state) =>
      PROFILE_PARAM in ((state.location.search as Record<string, unknown> | undefined) ?? {}),
  });
  useEffect(() => {
    if (!hasProfile || replaceUrl === "false") return;
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
    }, PROFILE_PARAM_REMOVAL_MS);
    return () => clearTimeout(timer);
  }, [hasProfile, replaceUrl, navigate]);
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
  replaceUrl,
}: {
  product: ProductItem;
  tab: string | undefined;
  replaceUrl?: string;
}) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const background = useDetailBackground();
  useStripProfileParam(replaceUrl);
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
export function PlanDetailRoute({
  typeSegment,
  replaceUrl,
}: {
  typeSegment: string;
  replaceUrl?: string;
}) {
  return (
    <ProductRoute
      typeSegment={typeSegment}
      renderProduct={(product, tab) => (
        <RoutedPlanDetail product={product} tab={tab} replaceUrl={replaceUrl} />
      )}
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
 * When the plan is not found the page is marked not found and redirects to `notFoundTo`.
 */
export function PlanByCodeRoute({ notFoundTo }: { notFoundTo: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const params = useParams({ strict: false }) as Partial<Record<"planId" | "tab", string>>;
  const product = useQuery(productQueryOptions(client, params.planId ?? ""));
  const missing = product.isSuccess && !product.data;
  useNotFoundMark(missing);
  if (product.isPending) return <Spinner label={t("detail.loading")} />;
  if (product.isError) return <LoadError onRetry={() => void product.refetch()} />;
  if (!product.data) return <Navigate to={notFoundTo} replace />;
  return <RoutedPlanDetail product={product.data} tab={params.tab} />;
}
