import { watchUnloaded } from "@qs/api-client/load-queries";
import type { ComparatorSearch } from "@qs/comparator-ui/comparator-search";
import type { validateLandingSearch } from "@qs/comparator-ui/landing-search";
import type { CountryConfig } from "@qs/domain/country-config";
import { IFRAME_AUTH_PARAM } from "@qs/domain/partner";
import { loadTexts, TEXT_PARTS } from "@qs/i18n/texts";
import type { PurchaseSearch } from "@qs/purchase/purchase-search";
import { type ClientAssets, entryLoader } from "@qs/site-server/client-manifest";
import { FRAME_ANCESTORS_HEADER } from "@qs/site-server/security-headers";
import type { RenderPage } from "@qs/site-server/site-server";
import { createSite, type Site } from "@qs/site-shell/create-site";
import { PARTNER_VIEW_QUERY_KEY } from "@qs/ui/partner-context";
import {
  FORM_ID_FIELD,
  FORM_SENT_PARAM,
  type PostedFormState,
  type ServerForm,
  ServerFormProvider,
} from "@qs/ui/posted-form";
import { SiteProviders } from "@qs/ui/site-providers";
import type { QueryKey } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import {
  createRequestHandler,
  RouterServer,
  renderRouterToStream,
} from "@tanstack/react-router/ssr/server";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createCountryRouter } from "./country-router";
import { formPages } from "./form-pages";
import { POSTED_FORM_QUERY_KEY } from "./posted-form-scope";
import { resolveRequestPartner, UNAUTHORISED_IFRAME_PAGE } from "./resolve-partner";
import { visitorFetch } from "./visitor-fetch";

/**
 * The comparator's parameters in a page's address (its listing routes, and the listing behind
 * a plan page), typed after its search so that a new filter cannot be left out of the list.
 */
const COMPARATOR_QUERY: Record<keyof ComparatorSearch, boolean> = {
  organizationIds: true,
  coverageCountries: true,
  coverageOrganizations: true,
  insuranceTypeIds: true,
  features: true,
  productType: true,
  prevision: true,
  organizationType: true,
  priceMin: true,
  priceMax: true,
  sort: true,
  page: true,
  // The partner's iframe token: the page is that partner's (resolve-partner.ts).
  [IFRAME_AUTH_PARAM]: true,
  // The listing's API query names these too, never taken from the address: the partner of a
  // subdomain comes from the host, the language from the path.
  partner: false,
  lang: false,
};
const PURCHASE_QUERY: Record<keyof PurchaseSearch, true> = {
  session: true,
  sessionType: true,
  pago: true,
};
const LANDING_QUERY: Record<keyof ReturnType<typeof validateLandingSearch>, true> = {
  pagina: true,
  // The clinics' landing: the provider directory's search.
  buscar: true,
  ciudad: true,
  especialidad: true,
};
/** The statuses of a page that answers a form it could not send. */
const POSTED_FORM_STATUS: Record<PostedFormState["outcome"], number> = {
  // The visitor's input (or the API's judgement of it) was refused.
  invalid: 422,
  // The API could not be reached or failed: the visitor may send the same form again.
  failure: 502,
};

/**
 * Every query parameter the server rendering of a page reads, from the routes' search
 * schemas (route-tree.tsx): the comparator's filters, sort and page, the partner's iframe
 * token, the purchase's session and payment, the landing lists' page, the comparison's
 * products ('productos' and its chosen clinics 'clinicas', read without a schema) and the sent marker of a page whose form was
 * just sent ('enviado', read by the forms). The site server keys its page cache on the
 * path and these alone. Nothing else in an address changes the HTML: campaign tags (utm_*,
 * gclid...) and a shared profile ('perfil') are read in the browser after hydration, from
 * the address the browser really has.
 */
const PAGE_QUERY: readonly string[] = [
  ...Object.entries(COMPARATOR_QUERY)
    .filter(([, read]) => read)
    .map(([name]) => name),
  ...Object.keys(PURCHASE_QUERY),
  ...Object.keys(LANDING_QUERY),
  "productos",
  "clinicas",
  FORM_SENT_PARAM,
];

function providers(config: CountryConfig, site: Site, children: ReactNode) {
  return (
    <SiteProviders config={config} queryClient={site.queryClient} api={site.api} i18n={site.i18n}>
      {children}
    </SiteProviders>
  );
}

/**
 * The form a page renders, for a POST to it: the page is loaded by its route loaders (a
 * redirect comes back instead) and rendered once, with its data, to learn how the form is
 * sent (the component that renders it knows what it needs: the plan, the page's language).
 */
async function declaredForm(
  config: CountryConfig,
  site: Site,
  href: string,
): Promise<{ redirect: string } | { form: ServerForm | null }> {
  const router = createCountryRouter(config, site, {
    history: createMemoryHistory({ initialEntries: [href] }),
  });
  await router.load();
  const result = router._serverResult;
  if (result?.type === "redirect") {
    return { redirect: router.resolveRedirect(result.redirect).headers.get("Location") ?? "/" };
  }
  let form: ServerForm | null = null;
  renderToString(
    <ServerFormProvider
      onForm={(declared) => {
        form = declared;
      }}
    >
      {providers(config, site, <RouterProvider router={router} />)}
    </ServerFormProvider>,
  );
  return { form };
}

/**
 * Logs the queries the page's rendering asked for that its route loaders did not load (they
 * render as loading and the browser asks for them), once the page has been streamed.
 */
function reportUnloaded(
  body: ReadableStream<Uint8Array>,
  unloaded: () => QueryKey[],
  href: string,
  report: (href: string, keys: readonly QueryKey[]) => void,
) {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      flush() {
        const missed = unloaded();
        if (missed.length > 0) report(href, missed);
      },
    }),
  );
}

/**
 * The server side of a country site: resolves the request's partner (subdomain or iframe
 * token; the unauthorised iframe gets the blank page, a partner subdomain its redirects),
 * renders the page as a stream with the answer's CSP nonce and the page's data already in it,
 * and names the partner's origins as the page's frame ancestors.
 */
export interface RendererOptions {
  /**
   * SITE_SERVICE_TOKEN, the site service credential (@qs/visitor-address): the API calls made
   * for a visitor name them with it, so the API counts the visitor, not this server.
   */
  siteServiceToken?: string | undefined;
  /**
   * Told of the queries a page's rendering asked for that its route loaders did not load (they
   * render as loading); by default the server logs them.
   */
  onUnloaded?: (href: string, keys: readonly QueryKey[]) => void;
}

function logUnloaded(href: string, keys: readonly QueryKey[]): void {
  console.warn(
    `La página ${href} pidió datos que sus loaders no cargaron: ${keys
      .map((key) => JSON.stringify(key))
      .join(", ")}`,
  );
}

export function createCountrySiteRenderer(
  config: CountryConfig,
  assets: ClientAssets,
  options: RendererOptions = {},
): RenderPage {
  const manifest = {
    routes: {
      __root__: {
        css: assets.styles,
        // The page's code is requested once the page is drawn (`entryLoader`).
        scripts: [{ attrs: {}, children: entryLoader(assets) }],
      },
    },
  };
  const formOf = formPages(config);
  const render = async (
    request: Request,
    nonce: string,
    form?: URLSearchParams,
  ): Promise<Response> => {
    const url = new URL(request.url);
    // The API's robot check and limits count the visitor, not this server.
    const site = createSite(config, url.pathname, {
      fetch: visitorFetch(request, options.siteServiceToken),
    });
    // The server renders any page in one pass: every Spanish text part is in before it does.
    await Promise.all([site.ready, loadTexts(...TEXT_PARTS)]);
    const partner = await resolveRequestPartner(
      config,
      site.api,
      url,
      request.headers.get("host") ?? url.host,
    );
    if (partner.kind === "unauthorised") {
      return new Response(UNAUTHORISED_IFRAME_PAGE, {
        status: 403,
        headers: { "Content-Type": "text/html; charset=utf-8", [FRAME_ANCESTORS_HEADER]: "" },
      });
    }
    if (partner.kind === "partner" && partner.redirect) {
      return new Response(null, {
        status: 301,
        headers: { Location: new URL(partner.redirect, url).href },
      });
    }
    // The page, its API calls and the browser's hydration all read the partner from here.
    site.queryClient.setQueryData(
      PARTNER_VIEW_QUERY_KEY,
      partner.kind === "partner" ? partner.view : null,
    );
    let status = 0;
    if (form) {
      // The form the page renders, with the page's data in (the plan it requests).
      const page = await declaredForm(config, site, url.pathname + url.search);
      if ("redirect" in page) {
        return new Response(null, {
          status: 301,
          headers: { Location: new URL(page.redirect, url).href },
        });
      }
      const expected = formOf(url.pathname);
      const declared = page.form;
      // The page has no such form (the plan can no longer be requested) or the POST names
      // another: nothing is sent, and the visitor sees the page as it is now.
      if (!declared || declared.form !== expected || form.get(FORM_ID_FIELD) !== expected) {
        return new Response(null, { status: 303, headers: { Location: url.href } });
      }
      const result = await declared.submit(form);
      if (result.sent) {
        // Post/redirect/get: the page marked sent, with nothing the visitor typed in its address.
        const sent = new URL(url);
        sent.searchParams.set(FORM_SENT_PARAM, "1");
        return new Response(null, { status: 303, headers: { Location: sent.href } });
      }
      const { sent: _sent, ...state } = result;
      site.queryClient.setQueryData<PostedFormState>(POSTED_FORM_QUERY_KEY, {
        form: declared.form,
        ...state,
      });
      status = POSTED_FORM_STATUS[state.outcome];
    }
    // What the page's rendering asks for once its loaders are done.
    let unloaded: () => QueryKey[] = () => [];
    const handler = createRequestHandler({
      request,
      createRouter: () => createCountryRouter(config, site, { nonce }),
      getRouterManifest: () => manifest,
    });
    const response = await handler(({ request: req, router, responseHeaders }) => {
      unloaded = watchUnloaded(site.queryClient);
      return renderRouterToStream({
        request: req,
        router,
        responseHeaders,
        children: providers(config, site, <RouterServer router={router} />),
      });
    });
    const headers = new Headers(response.headers);
    const location = headers.get("Location");
    if (location) {
      // A route's redirect (an older address, a resolved path): the whole address, as always.
      headers.set("Location", new URL(location, url).href);
      return new Response(null, { status: response.status, headers });
    }
    // Exactly this partner's origins may frame its page (the server reads this into the CSP).
    if (partner.kind === "partner") {
      headers.set(FRAME_ANCESTORS_HEADER, partner.frameAncestors.join(" "));
    }
    const body =
      response.body &&
      reportUnloaded(
        response.body,
        unloaded,
        url.pathname + url.search,
        options.onUnloaded ?? logUnloaded,
      );
    return new Response(body, { status: status || response.status, headers });
  };
  return Object.assign(render, {
    pageQuery: PAGE_QUERY,
    acceptsForm: (pathname: string) => formOf(pathname) !== null,
  });
}
