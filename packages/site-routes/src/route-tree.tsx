import { rendersOnServer } from "@qs/api-client/load-queries";
import { validateComparatorAddress } from "@qs/comparator-ui/comparator-search";
import { validateLandingSearch } from "@qs/comparator-ui/landing-search";
import { loadLanding, loadListing, SKIP_RESOLVER_STATE } from "@qs/comparator-ui/route-loaders";
import { loadContactPage } from "@qs/contact/route-loaders";
import type { CountryConfig, LandingList } from "@qs/domain/country-config";
import { withTexts } from "@qs/i18n/texts";
import { PartnerScope } from "@qs/partner-layout/partner-scope";
import { REQUEST_TAB } from "@qs/plan-detail/tab-segments";
import { tabPath } from "@qs/product-display/product-links";
import { ProfileModalHost } from "@qs/profile-forms/profile-modal-host";
import { validatePurchaseSearch } from "@qs/purchase/purchase-search";
import { ReferralDialogHost } from "@qs/referral/referral-dialog-host";
import { blogArticle } from "@qs/site-shell/blog-articles";
import { PageContent, PageNotFound } from "@qs/site-shell/page-content";
import { loadLayout, loadSitemapProducts } from "@qs/site-shell/route-loaders";
import type { SiteRouterContext } from "@qs/site-shell/site-context";
import { SiteDocument } from "@qs/site-shell/site-document";
import { SiteLayout } from "@qs/site-shell/site-layout";
import { InternalTrafficGate } from "@qs/staff-panel/internal-traffic-gate";
import { POSTED_FORMS, type PostedFormId } from "@qs/ui/posted-form";
import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  notFound,
  redirect,
} from "@tanstack/react-router";
import { oldAddresses } from "./old-addresses";
import { PostedFormScope } from "./posted-form-scope";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** First segment of a plan-detail path (Seguros, EPS...); '' where it is a parameter. */
    typeSegment?: string;
    /** Which landing list a landing route shows. */
    landingList?: LandingList;
    /** Where a plan looked up by code redirects when it is missing. */
    notFoundTo?: string;
    /**
     * The form the page receives by POST without JavaScript (form-pages.ts); with `tab`, only
     * on that tab (the plan's Solicitar).
     */
    postedForm?: { form: PostedFormId; tab?: string };
  }
}

/** What a route's loader reads: the site's context, the path's parameters and the address. */
export interface RouteLoad {
  context: SiteRouterContext;
  params: Partial<
    Record<"category" | "insuranceUrl" | "organizationUrl" | "tab" | "planId", string>
  >;
  location: { search: Record<string, unknown>; state?: unknown };
}

/** A card opened the detail: the path is shown as it names the product (comparator-routes.tsx). */
function skipsResolver(state: unknown): boolean {
  return Boolean((state as Record<string, unknown> | undefined)?.[SKIP_RESOLVER_STATE]);
}

/**
 * A route's data (ARCHITECTURE.md "Route loaders"): the server renders the page once, after
 * its loaders; in the browser the loads start with the navigation and the components read
 * them as they come (a loader still decides its redirects before the page shows).
 */
const data =
  <C,>(load: (ctx: C) => Promise<unknown>) =>
  async (ctx: C) => {
    const loading = load(ctx);
    if (rendersOnServer()) await loading;
  };
/**
 * A plan's loaders and the queries they name load with the first plan a visitor opens (or
 * hovers), beside the page's chunk, never with the listing.
 */
const planLoaders = () => import("@qs/plan-detail/route-loaders");
/** A permanent redirect: 301 from the server, a replacing navigation in the browser. */
const moved = (to: string, search?: Record<string, unknown>) =>
  redirect({
    to,
    ...(search && Object.keys(search).length > 0 ? { search: search as never } : {}),
    replace: true,
    statusCode: 301,
  });

/**
 * Each page loads in its own chunk, fetched on intent (hover or focus of a link), with the
 * Spanish texts it shows beyond the listing's (`@qs/i18n/texts`): the router renders a page,
 * hydration included, only once its chunk is in, so a page never shows a key.
 */
const pages = {
  home: lazyRouteComponent(
    () => withTexts(import("@qs/site-shell/home-page"), "pages"),
    "HomePage",
  ),
  contact: lazyRouteComponent(
    () => withTexts(import("@qs/contact/contact-page"), "pages"),
    "ContactPage",
  ),
  policy: lazyRouteComponent(
    () => withTexts(import("@qs/site-shell/policy-page"), "pages"),
    "PolicyPage",
  ),
  myData: lazyRouteComponent(
    () => withTexts(import("./pages/my-data-page"), "pages", "purchase", "chat"),
    "MyDataRoutePage",
  ),
  comparator: lazyRouteComponent(
    () => import("@qs/comparator-ui/comparator-routes"),
    "ComparatorRoute",
  ),
  // The comparison explains the insurers' quality figures with the plan page's texts.
  comparison: lazyRouteComponent(
    () => withTexts(import("@qs/comparator-ui/comparator-routes"), "detail"),
    "ComparisonRoute",
  ),
  // The clinics' landing holds the provider directory's search, whose texts are the plan page's.
  landing: lazyRouteComponent(
    () => withTexts(import("./pages/landing-page"), "detail"),
    "LandingPage",
  ),
  planDetail: lazyRouteComponent(
    () => withTexts(import("./pages/plan-detail-page"), "detail"),
    "PlanDetailPage",
  ),
  planByCode: lazyRouteComponent(
    () => withTexts(import("./pages/plan-detail-page"), "detail"),
    "PlanByCodePage",
  ),
  // A shared link says what it is doing with the share texts, which are the plan page's.
  sharedLink: lazyRouteComponent(
    () => withTexts(import("./pages/shared-link-page"), "detail"),
    "SharedLinkPage",
  ),
  purchase: lazyRouteComponent(
    () => withTexts(import("./pages/purchase-page"), "purchase"),
    "PurchaseRoutePage",
  ),
  about: lazyRouteComponent(
    () => withTexts(import("@qs/site-shell/about-page"), "pages"),
    "AboutPage",
  ),
  partners: lazyRouteComponent(
    () => withTexts(import("@qs/site-shell/partners-page"), "pages"),
    "PartnersPage",
  ),
  registration: lazyRouteComponent(
    () => withTexts(import("./pages/registration-route-page"), "pages"),
    "RegistrationRoutePage",
  ),
  clientPortal: lazyRouteComponent(
    () => withTexts(import("@qs/site-shell/client-portal-page"), "pages"),
    "ClientPortalPage",
  ),
  blog: lazyRouteComponent(
    () => withTexts(import("@qs/site-shell/blog-page"), "pages"),
    "BlogIndexPage",
  ),
  blogArticle: lazyRouteComponent(
    () => withTexts(import("./pages/blog-article-route-page"), "pages"),
    "BlogArticleRoutePage",
  ),
  sitemapProducts: lazyRouteComponent(
    () => withTexts(import("@qs/site-shell/sitemap-products-page"), "pages"),
    "SitemapProductsPage",
  ),
  internalTraffic: lazyRouteComponent(
    () => withTexts(import("@qs/staff-panel/staff-entry-page"), "pages"),
    "InternalTrafficPage",
  ),
  forcedRefresh: lazyRouteComponent(
    () => withTexts(import("@qs/staff-panel/staff-entry-page"), "pages"),
    "ForcedRefreshPage",
  ),
  pixels: lazyRouteComponent(
    () => withTexts(import("@qs/staff-panel/staff-entry-page"), "pages"),
    "PixelsPage",
  ),
  referrals: lazyRouteComponent(() => import("@qs/referral/referral-page"), "ReferralPage"),
};

/** '/EPS/{provider}/{plan}' as a route path: '/EPS/$organizationUrl/$insuranceUrl'. */
export function planRoutePath(pattern: string): string {
  return pattern
    .replace("{provider}", "$organizationUrl")
    .replace("{plan}", "$insuranceUrl")
    .replace("{type}", "$type");
}

/** The first segment of a plan path, or '' when it is a parameter ({type}). */
export function planTypeSegment(pattern: string): string {
  const first = pattern.split("/")[1] ?? "";
  return first.startsWith("{") ? "" : first;
}

/**
 * Every route of a country site, from its configuration (ARCHITECTURE.md "Routes and
 * languages"): the shared pages (home, contact, policy, 'Mis datos'); the comparator, `/Comparar/{category}[/{product}]` and the
 * comparison; the landing lists; each plan-detail path shape with and without a trailing tab,
 * the older Planes form that redirects, the collective plan detail and plans by code; the
 * shared links `/url/{code}`; the online purchase `/Compra-Online/{code}[/{step}]`; the
 * information pages (about, partners, the paid-media landing Registro, the client-portal
 * choice, the products sitemap, the blog section and its guides), the comparator list under
 * Insurance-List, the older addresses that redirect (old-addresses.ts); and any
 * other path lands on the not-found page. The router only
 * knows Spanish paths: the address is translated by the site's rewrite.
 */
export function createSiteRouteTree(config: CountryConfig) {
  const root = createRootRouteWithContext<SiteRouterContext>()({
    component: () => (
      <SiteDocument>
        <PartnerScope>
          <PostedFormScope>
            <SiteLayout />
          </PostedFormScope>
          <ProfileModalHost defaultProductType={config.routes.defaultProductType} />
          <ReferralDialogHost />
          <InternalTrafficGate />
        </PartnerScope>
      </SiteDocument>
    ),
    // Rendered inside the layout, with the answer's status 404.
    notFoundComponent: PageNotFound,
    loader: data(({ context }: { context: SiteRouterContext }) => loadLayout(context)),
  });
  // Every page sits in one route without a path, which marks the page hydrated with it
  // (page-content.tsx); a page's not-found answer shows in its place.
  const content = createRoute({
    getParentRoute: () => root,
    id: "page",
    component: PageContent,
    notFoundComponent: PageNotFound,
  });
  const missing = () => {
    throw notFound();
  };
  const getParentRoute = () => content;
  const page = (
    path: string,
    component: AnyRoute["options"]["component"],
    staticData?: AnyRoute["options"]["staticData"],
    loader?: (ctx: { context: SiteRouterContext }) => Promise<void>,
  ) =>
    createRoute({
      getParentRoute,
      path,
      component,
      ...(staticData ? { staticData } : {}),
      ...(loader ? { loader: data(loader) } : {}),
    });
  /**
   * A path and the same path with a trailing tab (Solicitar, Preguntas-Frecuentes...). A plan's
   * Solicitar tab receives its request form by POST.
   */
  const withTab = (
    path: string,
    component: AnyRoute["options"]["component"],
    staticData: AnyRoute["options"]["staticData"],
    loader: (ctx: RouteLoad) => Promise<void>,
    requestForm = false,
  ) => [
    createRoute({ getParentRoute, path, component, staticData, loader }),
    createRoute({
      getParentRoute,
      path: `${path}/$tab`,
      component,
      loader,
      staticData: requestForm
        ? { ...staticData, postedForm: { form: POSTED_FORMS.planRequest, tab: REQUEST_TAB } }
        : staticData,
    }),
  ];

  const listing = ({ context, params, location }: RouteLoad) =>
    loadListing(
      context,
      {
        category: params.category,
        insuranceUrl: params.insuranceUrl,
        disabled: skipsResolver(location.state),
      },
      location.search,
    );
  const comparator = ["/Comparar", "/Comparar/$category", "/Comparar/$category/$insuranceUrl"].map(
    (path) =>
      createRoute({
        getParentRoute,
        path,
        validateSearch: validateComparatorAddress,
        component: pages.comparator,
        loader: listing,
      }),
  );
  const landings = config.routes.landingLists.map(({ path, list }) =>
    createRoute({
      getParentRoute,
      path,
      validateSearch: validateLandingSearch,
      component: pages.landing,
      staticData: { landingList: list },
      loader: data(({ context, location }: RouteLoad) =>
        loadLanding(context, list, location.search as Record<string, unknown>),
      ),
    }),
  );
  const planDetail =
    (typeSegment: string) =>
    async ({ context, params, location }: RouteLoad) =>
      (await planLoaders()).loadPlanDetail(
        context,
        typeSegment,
        params,
        location.search,
        skipsResolver(location.state),
      );
  const plans = config.planDetailPaths.flatMap(({ pattern }) =>
    withTab(
      planRoutePath(pattern),
      pages.planDetail,
      { typeSegment: planTypeSegment(pattern) },
      planDetail(planTypeSegment(pattern)),
      true,
    ),
  );
  // The older form with a Planes segment: the plan-detail path without it (its tab kept).
  const planesRedirects = config.routes.planesRedirects.flatMap((segment) =>
    ["", "/$tab"].map((tab) =>
      createRoute({
        getParentRoute,
        path: `/${segment}/$organizationUrl/Planes/$insuranceUrl${tab}`,
        beforeLoad: ({ params }) => {
          const { organizationUrl, insuranceUrl, tab: segmentTab } = params as RouteLoad["params"];
          throw moved(tabPath(`/${segment}/${organizationUrl}/${insuranceUrl}`, segmentTab));
        },
      }),
    ),
  );
  const collective = config.routes.collectivePlans
    ? withTab(
        "/Empresa/$productType/$organizationUrl/Planes/$insuranceUrl",
        pages.planDetail,
        { typeSegment: "Empresa" },
        planDetail("Empresa"),
        true,
      )
    : [];
  // The purchase is personal: the page loads it in the browser (the server renders a wait).
  const purchase = ["/Compra-Online/$code", "/Compra-Online/$code/$step"].map((path) =>
    createRoute({
      getParentRoute,
      path,
      validateSearch: validatePurchaseSearch,
      component: pages.purchase,
    }),
  );
  const plansByCode = config.routes.plansByCode;
  const byCode = plansByCode
    ? withTab(
        plansByCode.path,
        pages.planByCode,
        { notFoundTo: plansByCode.notFoundTo },
        async ({ context, params }: RouteLoad) =>
          (await planLoaders()).loadPlanByCode(context, plansByCode.notFoundTo, params),
        true,
      )
    : [];

  const pageRoutes = [
    page("/", pages.home),
    page(
      "/contacto",
      pages.contact,
      { postedForm: { form: POSTED_FORMS.contact } },
      ({ context }) => loadContactPage(context),
    ),
    page("/internal-traffic", pages.internalTraffic),
    page("/forced-refresh", pages.forcedRefresh),
    page("/pixels", pages.pixels),
    page("/Referidos-QueSeguro", pages.referrals),
    page("/Politicas", pages.policy),
    page("/mis-datos", pages.myData),
    page("/url/$code", pages.sharedLink),
    page("/Que-es-QueSeguro", pages.about),
    page("/Partners-y-Alianzas", pages.partners),
    page("/Registro", pages.registration),
    page("/Portal-Clientes", pages.clientPortal),
    page("/Sitemap-Products", pages.sitemapProducts, undefined, ({ context }) =>
      loadSitemapProducts(context),
    ),
    page(`/${config.blogSection}`, pages.blog),
    createRoute({
      getParentRoute,
      path: `/${config.blogSection}/$article`,
      // An unknown guide is a 404 like any unknown path.
      beforeLoad: ({ params }) => {
        if (!blogArticle((params as { article: string }).article)) throw notFound();
      },
      component: pages.blogArticle,
    }),
    // The comparator's list under its older name (profile spec §2 "Insurance-List").
    createRoute({
      getParentRoute,
      path: "/Insurance-List",
      validateSearch: validateComparatorAddress,
      component: pages.comparator,
      loader: listing,
    }),
    // An older address redirects to where the page lives now, keeping the query.
    ...oldAddresses(config).map(({ from, to }) =>
      createRoute({
        getParentRoute,
        path: from,
        beforeLoad: ({ search }) => {
          throw moved(to, search as Record<string, unknown>);
        },
      }),
    ),
    createRoute({ getParentRoute, path: "/not-found", beforeLoad: missing }),
    page("/Comparar/Comparacion", pages.comparison),
    ...comparator,
    ...landings,
    ...plans,
    ...planesRedirects,
    ...collective,
    ...byCode,
    ...purchase,
    createRoute({ getParentRoute, path: "$", beforeLoad: missing }),
  ];
  return root.addChildren([content.addChildren(pageRoutes)]);
}
