import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { honoPath, type Router } from "../../../http/define-route";
import { refusalOf } from "../../../http/domain-errors";
import { logger } from "../../../logger";
import type { ServerDeps } from "../../../server-deps";
import {
  AMOUNT_MISMATCH_MESSAGE,
  applyNotification,
  PAYMENT_NOT_FOUND_MESSAGE,
} from "./notifications";
import {
  NOTIFICATION_BODY_MESSAGE,
  NOTIFICATION_SIGNATURE_MESSAGE,
  NOTIFICATION_TIME_MESSAGE,
} from "./provider";
import { paymentProviderFor } from "./providers";
import {
  completeCheckout,
  decideOutcome,
  deliverNotification,
  findCheckout,
  SANDBOX_PATH,
} from "./sandbox";
import {
  isTransferCheckout,
  renderCheckoutPage,
  renderMessagePage,
  sandboxHeaders,
} from "./sandbox-page";

/**
 * Payments outside the JSON route helper, because their bodies are not ours to shape:
 * - `POST /api/pagos/notificaciones/{provider}`: a provider's server-to-server notification,
 *   read as raw bytes (the signature covers them exactly), verified by that provider's
 *   `verifyNotification`, then applied once (see payments/notifications.ts);
 * - `GET|POST /pasarela-sandbox/{checkoutId}`: the sandbox provider's hosted page (HTML), only
 *   while PAYMENT_SANDBOX is on.
 * Every refusal is Spanish: JSON for the notification, an HTML page for the sandbox.
 */

export const UNKNOWN_PROVIDER_MESSAGE = "Proveedor de pago desconocido";

export function registerPaymentRoutes(app: Hono, router: Router, deps: ServerDeps): void {
  router.record({
    method: "post",
    path: apiPaths.pagosNotificacionesByProvider,
    summary: "A payment provider's signed notification of a payment's outcome",
    description:
      'Called by the provider\'s server, not by the sites. Header `X-Pasarela-Firma: t=<unix seconds>,v1=<hex HMAC-SHA256(PAYMENT_WEBHOOK_SECRET, t + "." + raw body)>`; a missing or wrong signature, or a timestamp older than 5 minutes or in the future, answers 401. Body: `{id: "evt_…", type: "payment.approved" | "payment.declined" | "payment.pending", paymentId, amount, currency, code?}`. The same event id again answers 200 and changes nothing; an approved payment makes exactly one order; an amount or currency other than the payment\'s answers 400 and changes nothing.',
    tag: "Payments",
    idempotent: false,
    countryHeaders: false,
    rawBody: {
      contentTypes: ["application/json"],
      description: "The provider's notification, as signed",
    },
    params: z.object({ provider: z.string() }),
    responses: {
      200: { description: "Applied, or already applied (`duplicate: true`)" },
      400: {
        description: `${NOTIFICATION_BODY_MESSAGE}; ${AMOUNT_MISMATCH_MESSAGE}`,
        schema: errorBodySchema,
      },
      401: {
        description: `${NOTIFICATION_SIGNATURE_MESSAGE}; ${NOTIFICATION_TIME_MESSAGE}`,
        schema: errorBodySchema,
      },
      404: {
        description: `${UNKNOWN_PROVIDER_MESSAGE}; ${PAYMENT_NOT_FOUND_MESSAGE}`,
        schema: errorBodySchema,
      },
    },
  });
  app.post(honoPath(apiPaths.pagosNotificacionesByProvider), (c) => receiveNotification(c, deps));

  if (!deps.config.paymentSandbox) return;
  app.get(`${SANDBOX_PATH}/:checkoutId`, (c) => showCheckout(c, deps));
  app.post(`${SANDBOX_PATH}/:checkoutId`, (c) => submitCheckout(c, deps));
}

async function receiveNotification(c: Context, deps: ServerDeps): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  try {
    const provider = paymentProviderFor(c.req.param("provider") ?? "", deps.config, deps.clock);
    if (!provider) return c.json({ error: UNKNOWN_PROVIDER_MESSAGE }, 404, headers);
    const rawBody = await c.req.text();
    const check = provider.verifyNotification(rawBody, (name) => c.req.header(name));
    if (!check.ok) {
      logger.warn({ provider: provider.key, reason: check.reason }, "Payment notification refused");
      return c.json({ error: check.message }, check.status, headers);
    }
    const { duplicate } = await applyNotification(
      deps.db,
      deps.config,
      provider.key,
      check.event,
      deps.clock.now(),
    );
    return c.json({ received: true, duplicate }, 200, headers);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return c.json(refusal.body, refusal.status as 400, headers);
    throw error;
  }
}

const html = (c: Context, body: string, status: number, returnUrl: string | null) =>
  c.body(body, status as 200, sandboxHeaders(returnUrl));

const NOT_FOUND_TITLE = "No encontramos este pago";
const NOT_FOUND_TEXT =
  "El enlace de pago no existe o ya no es válido. Vuelve al comercio para comenzar de nuevo.";
const DONE_TITLE = "Este pago ya fue procesado";
const DONE_TEXT =
  "Ya recibimos una respuesta para este pago. Vuelve al comercio para ver su estado.";

async function showCheckout(c: Context, deps: ServerDeps): Promise<Response> {
  const checkout = await findCheckout(deps.db.orm, c.req.param("checkoutId") ?? "");
  if (!checkout)
    return html(c, renderMessagePage(NOT_FOUND_TITLE, NOT_FOUND_TEXT, null), 404, null);
  if (checkout.completedAt) {
    return html(
      c,
      renderMessagePage(DONE_TITLE, DONE_TEXT, checkout.returnUrl),
      409,
      checkout.returnUrl,
    );
  }
  return html(c, renderCheckoutPage(checkout), 200, checkout.returnUrl);
}

/** Reads a form body; anything but a form reads as an empty one (every field then refused). */
async function readForm(c: Context): Promise<Record<string, string>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) return {};
  const params = new URLSearchParams(await c.req.text());
  return Object.fromEntries([...params].map(([key, value]) => [key, value.slice(0, 200)]));
}

async function submitCheckout(c: Context, deps: ServerDeps): Promise<Response> {
  const checkout = await findCheckout(deps.db.orm, c.req.param("checkoutId") ?? "");
  if (!checkout)
    return html(c, renderMessagePage(NOT_FOUND_TITLE, NOT_FOUND_TEXT, null), 404, null);
  const done = () =>
    html(c, renderMessagePage(DONE_TITLE, DONE_TEXT, checkout.returnUrl), 409, checkout.returnUrl);
  if (checkout.completedAt) return done();
  const now = deps.clock.now();
  const decision = decideOutcome(isTransferCheckout(checkout.flowType), await readForm(c), now);
  if ("errors" in decision) {
    return html(c, renderCheckoutPage(checkout, decision.errors), 422, checkout.returnUrl);
  }
  const event = await completeCheckout(deps.db.orm, checkout, decision, now);
  if (!event) return done();
  // Server to server, before the buyer is sent back: the site finds the outcome on return.
  await deliverNotification(
    deps.db.orm,
    deps.config,
    { id: checkout.id, notifyUrl: checkout.notifyUrl, event: JSON.stringify(event) },
    deps.clock.now(),
  );
  return c.redirect(checkout.returnUrl, 303);
}
