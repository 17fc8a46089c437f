import type { RequestListener } from "node:http";
import { STAFF_TOKEN_REQUIRED_MESSAGE } from "@qs/domain/api/back-office";
import {
  errorBodySchema,
  INTERNAL_ERROR_MESSAGE,
  ROUTE_NOT_FOUND_MESSAGE,
} from "@qs/domain/api/error-body";
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from "@qs/domain/api/idempotency";
import { apiPaths } from "@qs/domain/api/paths";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import { z } from "zod";
import type { Config } from "./config";
import type { Database } from "./db/database";
import {
  registerBackOfficeRoutes,
  registerStaffAccountAdminRoutes,
} from "./features/back-office/back-office-routes";
import { registerCatalogueRoutes } from "./features/catalogue/catalogue-routes";
import { registerCompareRoutes } from "./features/catalogue/compare-routes";
import { registerOrganizationRoutes } from "./features/catalogue/organization-routes";
import { registerProfileFormRoutes } from "./features/catalogue/profile-form-routes";
import { registerSitemapRoutes } from "./features/catalogue/sitemap-routes";
import { registerChatRoutes } from "./features/chat/chat-routes";
import { isPortalUpload, registerPortalRoutes } from "./features/client-portal/portal-routes";
import { registerStaffPolicyRoutes } from "./features/client-portal/staff-policy-routes";
import { registerDocumentRoutes } from "./features/documents/document-routes";
import { Lifecycle, registerHealthRoutes } from "./features/health/health-routes";
import { registerIsaprePlanRoutes } from "./features/isapre-plans/isapre-plan-routes";
import { registerLeadRoutes } from "./features/leads/lead-routes";
import { registerIntegrationRoutes } from "./features/partners/integration-routes";
import { registerPartnerAdminRoutes } from "./features/partners/partner-admin-routes";
import { registerPriceRoutes } from "./features/prices/price-routes";
import { registerQuoteRoutes } from "./features/prices/quote-routes";
import { registerPrivacyRoutes } from "./features/privacy/privacy-routes";
import { registerProviderRoutes } from "./features/providers/provider-routes";
import { registerPaymentRoutes } from "./features/purchase/payments/payment-routes";
import { registerPurchaseRoutes } from "./features/purchase/purchase-routes";
import {
  isEmployeeFileUpload,
  registerPurchaseUploadRoute,
} from "./features/purchase/purchase-upload-route";
import { registerSavedComparisonRoutes } from "./features/saved-comparisons/saved-comparison-routes";
import { registerStaffAccountRoutes } from "./features/staff-accounts/account-routes";
import { cachedFastPath, nodeCachedFastPath } from "./http/cached-fast-path";
import { compression } from "./http/compression";
import { createRouter, isStaffRequest } from "./http/define-route";
import { buildOpenApiDocument } from "./http/openapi";
import { binary, HttpError } from "./http/reply";
import { logger } from "./logger";
import type { Clock } from "./platform/clock";
import { createServerState, type ServerDeps } from "./server-deps";

let spanishMessages = false;
/** zod's messages in Spanish, set once per process. */
export function useSpanishMessages(): void {
  if (spanishMessages) return;
  z.config(z.locales.es());
  spanishMessages = true;
}

/**
 * No request of the product sends more than a few kilobytes: a body past 64 KB is refused
 * while it is read (Content-Length or not), before anything parses it. The one exception is
 * a company purchase's employee list, a file with a 5 MB limit of its own.
 */
const MAX_BODY_BYTES = 64 * 1024;
const BODY_TOO_LARGE_MESSAGE = "La solicitud es demasiado grande (máximo 64 KB)";

/** The longest address (path and query) the API reads; longer ones answer 414. */
export const MAX_URL_LENGTH = 8 * 1024;
const URL_TOO_LONG_MESSAGE = "La dirección es demasiado larga (máximo 8 KB)";

const INVALID_REQUEST_MESSAGE = "Solicitud inválida";

/** Local development: localhost and its partner subdomains ({partner}.localhost), loopback. */
const LOCALHOST_ORIGIN = /^https?:\/\/((?:[a-z0-9-]+\.)?localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Response headers a browser's script may read. */
const EXPOSE_HEADERS = ["ETag", "Content-Disposition", IDEMPOTENT_REPLAY_HEADER];

/** The CORS rule: CORS_ORIGINS, or local development's origins when it is empty. */
function allowOrigin(config: Config) {
  return (origin: string): string | null => {
    if (!origin) return null;
    if (config.corsOrigins.length === 0) return LOCALHOST_ORIGIN.test(origin) ? origin : null;
    return config.corsOrigins.includes(origin) || config.corsOrigins.includes("*") ? origin : null;
  };
}

export interface CreateServerOptions {
  db: Database;
  clock: Clock;
  config: Config;
}

/** The API as a Hono app over the given database, clock and configuration. */
export function createServer({ db, clock, config }: CreateServerOptions) {
  useSpanishMessages();
  const deps: ServerDeps = { db, clock, config, state: createServerState(config, db, clock) };
  const app = new Hono();
  const lifecycle = new Lifecycle();
  /** Each request's id when requests are logged: its log line and its error's share it. */
  const requestIds = new WeakMap<Request, string>();

  if (config.logRequests) {
    // The route's pattern, never the address: a query string or a path segment can carry
    // personal data or a capability token.
    app.use("*", async (c, next) => {
      const started = performance.now();
      const id = crypto.randomUUID();
      requestIds.set(c.req.raw, id);
      await next();
      logger.info(
        {
          requestId: id,
          method: c.req.method,
          route: routePath(c),
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        "request",
      );
    });
  }

  app.use("*", async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    if (url.length - Math.max(start, 0) > MAX_URL_LENGTH) {
      return c.json({ error: URL_TOO_LONG_MESSAGE }, 414);
    }
    await next();
  });
  app.use("*", compression());
  const smallBodies = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: BODY_TOO_LARGE_MESSAGE }, 413),
  });
  app.use("*", (c, next) =>
    isEmployeeFileUpload(c) || isPortalUpload(c) ? next() : smallBodies(c, next),
  );
  app.use(
    "*",
    cors({
      origin: allowOrigin(config),
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      allowHeaders: [
        "Content-Type",
        "X-Country",
        "x-qpversion",
        IDEMPOTENCY_HEADER,
        "If-None-Match",
        "X-Fingerprint",
        "Authorization",
      ],
      exposeHeaders: EXPOSE_HEADERS,
      maxAge: 600,
    }),
  );

  const router = createRouter(app, deps);
  registerCompareRoutes(router);
  registerOrganizationRoutes(router);
  registerCatalogueRoutes(router);
  registerPriceRoutes(router);
  registerQuoteRoutes(router);
  registerProfileFormRoutes(router);
  registerDocumentRoutes(router);
  registerLeadRoutes(router);
  registerPurchaseRoutes(router);
  registerPurchaseUploadRoute(app, router, deps);
  registerPaymentRoutes(app, router, deps);
  registerStaffAccountRoutes(router);
  registerBackOfficeRoutes(router);
  registerStaffAccountAdminRoutes(router);
  registerChatRoutes(app, router, deps);
  registerPrivacyRoutes(router);
  registerIntegrationRoutes(router);
  registerPartnerAdminRoutes(router);
  registerSitemapRoutes(router);
  registerProviderRoutes(router);
  registerIsaprePlanRoutes(router);
  registerSavedComparisonRoutes(router);
  registerPortalRoutes(app, router, deps);
  registerStaffPolicyRoutes(router);
  registerHealthRoutes(router, lifecycle);

  router.route({
    method: "get",
    path: apiPaths.metrics,
    summary: "Prometheus metrics: read-cache hits, misses, bytes and entries; catalogue version",
    description:
      "For staff and machines with a staff token (Authorization: Bearer); 401 for anyone else, who has no business reading the server's figures.",
    tag: "Service",
    responses: {
      200: { description: "Prometheus text format", contentType: "text/plain" },
      401: { description: STAFF_TOKEN_REQUIRED_MESSAGE, schema: errorBodySchema },
    },
    handler: async ({ deps, header }) => {
      if (!(await isStaffRequest(deps, header("authorization")))) {
        throw new HttpError(
          401,
          { error: STAFF_TOKEN_REQUIRED_MESSAGE },
          { "WWW-Authenticate": 'Bearer realm="back-office"', "Cache-Control": "no-store" },
        );
      }
      const { registry } = deps.state.metrics;
      const text = await registry.metrics();
      return binary(new TextEncoder().encode(text), registry.contentType, {
        "Cache-Control": "no-store",
      });
    },
  });

  // The public description leaves out the back office and the metrics: staff (a staff token)
  // get the whole document.
  const forStaffOnly = (path: string) =>
    path.startsWith("/api/back-office/") || path === "/api/metrics";
  let publicDocument: unknown;
  let staffDocument: unknown;
  router.route({
    method: "get",
    path: apiPaths.openapiJson,
    summary: "This OpenAPI 3.1 document",
    description:
      "The routes visitors' sites use; with a staff token (Authorization: Bearer), also the back office's and the metrics.",
    tag: "Service",
    responses: { 200: { description: "OpenAPI document" } },
    handler: async ({ deps, header }) => {
      if (await isStaffRequest(deps, header("authorization"))) {
        staffDocument ??= buildOpenApiDocument(router.routes, config.qpVersion);
        return {
          kind: "json",
          status: 200,
          body: staffDocument,
          headers: { "Cache-Control": "no-store" },
        };
      }
      publicDocument ??= buildOpenApiDocument(
        router.routes.filter((route) => !forStaffOnly(route.path)),
        config.qpVersion,
      );
      return { kind: "json", status: 200, body: publicDocument };
    },
  });

  app.notFound((c) => c.json({ error: ROUTE_NOT_FOUND_MESSAGE, path: c.req.path }, 404));
  app.onError((error, c) => {
    // Hono's own refusals (a malformed request it read itself) keep their status, in Spanish.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: INVALID_REQUEST_MESSAGE }, error.status);
    }
    // The error serializer keeps the SQL text and SQLSTATE, never a query's parameters.
    logger.error(
      {
        err: error,
        requestId: requestIds.get(c.req.raw),
        method: c.req.method,
        route: routePath(c),
      },
      "Request failed",
    );
    return c.json({ error: INTERNAL_ERROR_MESSAGE }, 500);
  });

  // A request for an answer the read cache keeps is answered before Hono (cached-fast-path.ts):
  // in `fetch`, and in front of node's request listener when served over HTTP (`nodeListener`,
  // in front of the listener of `wholeFetch`, which has no fast path of its own).
  const finishing = { allowOrigin: allowOrigin(config), exposeHeaders: EXPOSE_HEADERS.join(",") };
  const wholeFetch = app.fetch;
  const fetch = cachedFastPath(deps, finishing, wholeFetch);
  const nodeListener = (whole: RequestListener) => nodeCachedFastPath(deps, finishing, whole);
  return Object.assign(app, {
    routes: router.routes,
    deps,
    lifecycle,
    fetch,
    wholeFetch,
    nodeListener,
  });
}

/** @internal the test harness holds a server of this type */
export type ApiServer = ReturnType<typeof createServer>;
