import { benefitCategoriesQueryOptions } from "@qs/api-client/get-benefit-categories";
import { costProjectionQueryOptions } from "@qs/api-client/get-cost-projection";
import { featuresQueryOptions } from "@qs/api-client/get-features";
import { insuranceDocumentsQueryOptions } from "@qs/api-client/get-insurance-documents";
import { insuranceFaqsQueryOptions } from "@qs/api-client/get-insurance-faqs";
import { insuranceTabsQueryOptions } from "@qs/api-client/get-insurance-tabs";
import {
  planBenefitsQueryOptions,
  planFactorsQueryOptions,
} from "@qs/api-client/get-isapre-plan-data";
import { planNetworkQueryOptions } from "@qs/api-client/get-providers";
import {
  type LoadableQuery,
  loadQueries,
  loadQuery,
  type RouteDataContext,
  rendersOnServer,
} from "@qs/api-client/load-queries";
import { loadProductByCode, loadProductPath } from "@qs/comparator-ui/route-loaders";
import { isIsaprePlan } from "@qs/domain/isapre-plan";
import type { ProductItem } from "@qs/domain/product";
import type { Tab } from "@qs/domain/tab";
import { projectionRequest } from "@qs/product-display/cost-projection";
import { pageUfQueryOptions } from "@qs/product-display/use-uf-value";
import { yearlyKindOf } from "@qs/product-display/yearly-cost";
import { productPriceQueryOptions } from "@qs/profile-forms/use-profile-price";
import { redirect } from "@tanstack/react-router";
import {
  activeTab,
  BENEFITS_TAB,
  defaultTabs,
  FACTORS_TAB,
  FAQ_TAB,
  NETWORK_TAB,
  REQUEST_TAB,
} from "./tabs/detail-tabs";

/**
 * The plan detail's route loaders (ARCHITECTURE.md "Route loaders"): what a plan page shows,
 * loaded with the same query options as its components, and its redirects. Kept apart from
 * the components so that the route tree does not pull them into the first download.
 */

/**
 * A plan page's data for the server's rendering (plan-detail.tsx): its tabs and its price for a
 * visitor without a stored profile, then what the active tab shows (the summary's coverages
 * and features, the FAQ, a document's list, the provider network; the request form needs
 * nothing more).
 */
export async function loadPlanDetailData(
  context: RouteDataContext,
  product: ProductItem,
  segment: string | undefined,
): Promise<void> {
  const { queryClient, api } = context;
  const [tabs] = await Promise.all([
    loadQuery<Tab[]>(queryClient, insuranceTabsQueryOptions(api, product.id)),
    loadQuery(queryClient, productPriceQueryOptions(api, product, null)),
    // An Isapre plan's price block shows the day's UF value.
    isIsaprePlan(product)
      ? loadQuery(queryClient, pageUfQueryOptions(api, context.config.code, queryClient))
      : null,
  ]);
  // Without the product's tabs the page shows the default ones (their titles do not matter here).
  const active = activeTab(tabs && tabs.length > 0 ? tabs : defaultTabs("", "", ""), segment);
  const url = active?.url.toLowerCase() ?? "";
  const queries: LoadableQuery[] =
    url === REQUEST_TAB.toLowerCase()
      ? []
      : active?.file?.url
        ? [insuranceDocumentsQueryOptions(api, product.id)]
        : url === FAQ_TAB.toLowerCase()
          ? [insuranceFaqsQueryOptions(api, product.id)]
          : url === NETWORK_TAB.toLowerCase()
            ? [planNetworkQueryOptions(api, product.id)]
            : url === BENEFITS_TAB.toLowerCase()
              ? [planBenefitsQueryOptions(api, product.id)]
              : url === FACTORS_TAB.toLowerCase()
                ? [planFactorsQueryOptions(api, product.id)]
                : [
                    benefitCategoriesQueryOptions(api, product.id),
                    featuresQueryOptions(api, product.id),
                    // The home tab's cost over ten years, for the default person: the server
                    // knows no profile (the browser asks again for a stored one).
                    ...(url === "" && yearlyKindOf(product) === "persons"
                      ? [costProjectionQueryOptions(api, projectionRequest(product, null))]
                      : []),
                  ];
  await loadQueries(queryClient, queries);
}

type Params = Partial<Record<"organizationUrl" | "insuranceUrl" | "tab" | "planId", string>>;

/**
 * A plan-detail path (/EPS/{org}/{plan}[/{tab}] and the other shapes): resolved by the
 * comparator's rules (a redirect is thrown), then, on the server, the plan's data or the
 * listing the path names.
 */
export async function loadPlanDetail(
  context: RouteDataContext,
  typeSegment: string,
  params: Params,
  search: Record<string, unknown>,
  /** A card opened the detail in the browser: the path names the product, unresolved. */
  disabled: boolean,
): Promise<void> {
  const product = await loadProductPath(
    context,
    {
      typeSegment,
      organizationUrl: params.organizationUrl,
      insuranceUrl: params.insuranceUrl,
      tab: params.tab,
      disabled,
    },
    search,
  );
  if (product && rendersOnServer()) await loadPlanDetailData(context, product, params.tab);
}

/**
 * A plan looked up by its code (Chile's /Isapre/{institutionUrl}/Planes/{planId}[/{tab}]): a
 * missing plan redirects to `notFoundTo`.
 */
export async function loadPlanByCode(
  context: RouteDataContext,
  notFoundTo: string,
  params: Params,
): Promise<void> {
  const product = await loadProductByCode(context, params.planId ?? "");
  if (product === null) throw redirect({ to: notFoundTo, replace: true, statusCode: 301 });
  if (product && rendersOnServer()) await loadPlanDetailData(context, product, params.tab);
}
