import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { paymentErrorMessage } from "@qs/catalogs/payment-errors";
import { ORDER_NOT_PENDING_TRANSFER_MESSAGE } from "@qs/domain/api/back-office";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  leads,
  mailOutbox,
  orders,
  paymentNotifications,
  paymentPeriods,
  payments,
  productDetails,
  products,
  sandboxCheckouts,
} from "../src/db/schema";
import {
  AMOUNT_MISMATCH_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
} from "../src/features/purchase/payments/notifications";
import { UNKNOWN_PROVIDER_MESSAGE } from "../src/features/purchase/payments/payment-routes";
import {
  NOTIFICATION_BODY_MESSAGE,
  NOTIFICATION_SIGNATURE_MESSAGE,
  NOTIFICATION_SIGNATURE_MISSING_MESSAGE,
  NOTIFICATION_TIME_MESSAGE,
} from "../src/features/purchase/payments/provider";
import { type Harness, type Json, startHarness, TEST_NOW } from "./support/harness";
import { mailAsSent } from "./support/mail";
import { CO_PLAN, purchaseClient, signWith } from "./support/purchase";
import { databaseTargets } from "./support/test-database";

const STAFF_TOKEN = "pagos-backoffice-token-0123456789abcdefghij";
const eventId = () => `evt_${randomBytes(12).toString("hex")}`;

describe.each(databaseTargets())("payments on $name", (target) => {
  let h: Harness;
  let buyer: ReturnType<typeof purchaseClient>;
  let server: ReturnType<typeof serve>;

  beforeAll(async () => {
    h = await startHarness(target, {
      staffTokens: [{ role: "BACKOFFICE", email: "pagos@queseguro.test", token: STAFF_TOKEN }],
    });
    buyer = purchaseClient(h);
    // The sandbox notifies over real HTTP: the server listens on a free port of its own and
    // the API's public address points at it.
    let app = h.app;
    server = serve({
      fetch: (request, env) => app.fetch(request, env),
      port: 0,
      hostname: "127.0.0.1",
    });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    app = h.rebuild({ publicApiUrl: `http://127.0.0.1:${port}` });
    h.app = app;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await h?.close();
  });

  /** A purchase ready to pay, its payment started: the payment row and the checkout's address. */
  async function startedPayment(email: string) {
    const { token } = await buyer.readyToPay(email);
    const res = await buyer.pay(token);
    expect(res.status, await res.clone().text()).toBe(200);
    const { redirectUrl } = (await res.json()).data;
    return { token, redirectUrl: redirectUrl as string, payment: await buyer.paymentOf(email) };
  }

  const approvedEvent = (payment: { id: string; amount: number; currency: string }) => ({
    id: eventId(),
    type: "payment.approved",
    paymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
  });

  const ordersOf = (paymentId: string) =>
    h.db.orm.select().from(orders).where(eq(orders.paymentId, paymentId));
  const paymentRow = async (id: string) =>
    (await h.db.orm.select().from(payments).where(eq(payments.id, id)))[0];

  describe("the signed notification (HMAC)", () => {
    it("applies an approved payment with a good signature: one order, the lead closed, the e-mail, the periods", async () => {
      const email = "firma.buena@example.com";
      const { payment } = await startedPayment(email);
      const res = await buyer.notify("kushki", approvedEvent(payment));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, duplicate: false });
      expect((await paymentRow(payment.id))?.state).toBe("OK");
      const [order] = await ordersOf(payment.id);
      expect(order).toMatchObject({ saleState: "OK", subscription: true, currency: "COP" });
      expect(order?.number).toMatch(/^QS-20250701-[A-Z0-9]{8}$/);
      const [lead] = await h.db.orm.select().from(leads).where(eq(leads.email, email));
      expect([lead?.statusId, lead?.subStatusId]).toEqual([3, 331]);
      const [confirmation] = await mailAsSent(h, email, "compra_confirmada");
      expect(confirmation?.body).toContain(order?.number ?? "?");
      expect(confirmation?.body).toMatch(/\/Compra-Online\/AND-ESENCIAL\/Confirmacion\?session=/);
      const periods = await h.db.orm
        .select()
        .from(paymentPeriods)
        .where(eq(paymentPeriods.orderId, order?.id ?? ""))
        .orderBy(paymentPeriods.period);
      expect(periods.map((p) => [p.period, p.dueDate, p.state])).toEqual([
        [1, "2025-07-01", "pay"],
        [2, "2025-08-01", "pending"],
      ]);
    });

    it("refuses a bad signature, a missing one, a stale or future timestamp and a tampered body (401), changing nothing", async () => {
      const { payment } = await startedPayment("firma.mala@example.com");
      const event = approvedEvent(payment);
      const body = JSON.stringify(event);
      const now = Math.floor(h.clock.now().getTime() / 1000);
      const cases: Array<[string, Promise<Response>, string]> = [
        [
          "another secret",
          buyer.notify("kushki", event, { secret: "otra-clave-que-no-es-la-del-servidor-00000" }),
          NOTIFICATION_SIGNATURE_MESSAGE,
        ],
        [
          "no header",
          buyer.notify("kushki", event, { header: null }),
          NOTIFICATION_SIGNATURE_MISSING_MESSAGE,
        ],
        [
          "garbage",
          buyer.notify("kushki", event, { header: "t=abc,v1=zz" }),
          NOTIFICATION_SIGNATURE_MESSAGE,
        ],
        [
          "stale",
          buyer.notify("kushki", event, { timestamp: now - 301 }),
          NOTIFICATION_TIME_MESSAGE,
        ],
        [
          "future",
          buyer.notify("kushki", event, { timestamp: now + 61 }),
          NOTIFICATION_TIME_MESSAGE,
        ],
        [
          "tampered",
          buyer.notify("kushki", body.replace(`"amount":${payment.amount}`, '"amount":1'), {
            header: signWith(h.config.paymentWebhookSecret, body, now),
          }),
          NOTIFICATION_SIGNATURE_MESSAGE,
        ],
      ];
      for (const [name, pending, message] of cases) {
        const res = await pending;
        expect(res.status, name).toBe(401);
        expect(await res.json(), name).toEqual({ error: message });
      }
      expect((await paymentRow(payment.id))?.state).toBe("PENDING");
      expect(await ordersOf(payment.id)).toEqual([]);
      const stored = await h.db.orm
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.paymentId, payment.id));
      expect(stored).toEqual([]);
      // Within the tolerance (and a clock up to a minute ahead) the same event is good.
      const late = await buyer.notify("kushki", event, { timestamp: now - 299 });
      expect(late.status).toBe(200);
    });

    it("makes one order from a replay of the same event", async () => {
      const { payment } = await startedPayment("replay@example.com");
      const event = approvedEvent(payment);
      const first = await buyer.notify("kushki", event);
      const again = await buyer.notify("kushki", event);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, duplicate: true });
      expect(await ordersOf(payment.id)).toHaveLength(1);
    });

    it("makes one order from two different approvals of one payment, even at once", async () => {
      const email = "dos.aprobaciones@example.com";
      const { payment } = await startedPayment(email);
      const answers = await Promise.all([
        buyer.notify("kushki", approvedEvent(payment)),
        buyer.notify("kushki", approvedEvent(payment)),
      ]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect(await ordersOf(payment.id)).toHaveLength(1);
      const mails = await h.db.orm
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "compra_confirmada")));
      expect(mails).toHaveLength(1);
    });

    it("refuses an amount or a currency other than the payment's (400) and stores nothing", async () => {
      const { payment } = await startedPayment("monto@example.com");
      for (const wrong of [
        { ...approvedEvent(payment), amount: payment.amount + 1 },
        { ...approvedEvent(payment), currency: "USD" },
      ]) {
        const res = await buyer.notify("kushki", wrong);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: AMOUNT_MISMATCH_MESSAGE });
      }
      expect((await paymentRow(payment.id))?.state).toBe("PENDING");
      expect(await ordersOf(payment.id)).toEqual([]);
    });

    it("refuses an unknown provider, an unknown payment, another provider's payment and a body of another shape", async () => {
      const { payment } = await startedPayment("proveedor@example.com");
      const unknown = await buyer.notify("pasarela-x", approvedEvent(payment));
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: UNKNOWN_PROVIDER_MESSAGE });
      const other = await buyer.notify("transbank", approvedEvent(payment));
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ error: PAYMENT_NOT_FOUND_MESSAGE });
      const missing = await buyer.notify("kushki", {
        ...approvedEvent(payment),
        paymentId: "00000000-0000-4000-8000-000000000000",
      });
      expect(missing.status).toBe(404);
      const shape = await buyer.notify("kushki", { id: "x" });
      expect(shape.status).toBe(400);
      expect(await shape.json()).toEqual({ error: NOTIFICATION_BODY_MESSAGE });
      expect(await ordersOf(payment.id)).toEqual([]);
    });

    it("takes the sandbox's notifications under its own key too, for any provider it plays", async () => {
      const { payment } = await startedPayment("clave.sandbox@example.com");
      expect(payment.provider).toBe("kushki");
      const res = await buyer.notify("sandbox", approvedEvent(payment));
      expect(res.status).toBe(200);
      expect(await ordersOf(payment.id)).toHaveLength(1);
      const off = h.rebuild({ paymentSandbox: false });
      const refused = await off.request("/api/pagos/notificaciones/sandbox", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      expect(refused.status).toBe(404);
    });

    it("never lets a late decline undo an approved payment", async () => {
      const { payment } = await startedPayment("tarde@example.com");
      await buyer.notify("kushki", approvedEvent(payment));
      const late = await buyer.notify("kushki", {
        ...approvedEvent(payment),
        type: "payment.declined",
        code: "cc_rejected_other_reason",
      });
      expect(late.status).toBe(200);
      expect((await paymentRow(payment.id))?.state).toBe("OK");
    });
  });

  describe("the sandbox's hosted page and its test cards", () => {
    it("serves a Spanish page with labelled inputs, its own strict policy and no script", async () => {
      const { redirectUrl } = await startedPayment("pagina@example.com");
      const path = new URL(redirectUrl).pathname;
      expect(path).toMatch(/^\/pasarela-sandbox\/[A-Za-z0-9_-]{24}$/);
      const res = await h.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("form-action 'self' http://localhost:5173");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("script-src");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain('<html lang="es">');
      expect(html).not.toContain("<script");
      for (const [id, label] of [
        ["numero", "Número de tarjeta"],
        ["vencimiento", "Vencimiento"],
        ["cvv", "Código de seguridad (CVV)"],
        ["titular", "Nombre del titular"],
      ]) {
        expect(html).toContain(`<label for="${id}">${label}</label>`);
        expect(html).toMatch(new RegExp(`<input type="text" id="${id}" name="${id}"`));
      }
      expect(html).toContain('<form method="post"');
      expect(html).toContain("Seguros Andinos");
      expect(html).toMatch(/Pagar COP\s[\d.]+/);
    });

    /** Pays on the sandbox page with `card`: answers the page's answer. */
    async function payWithCard(redirectUrl: string, card: string) {
      const form = new URLSearchParams({
        numero: card,
        vencimiento: "12/30",
        cvv: "123",
        titular: "María Pérez",
      });
      return h.app.request(new URL(redirectUrl).pathname, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      });
    }

    it.each([
      ["4242 4242 4242 4242", "OK", null],
      ["4000 0000 0000 0002", "DECLINED", "cc_rejected_other_reason"],
      ["4000 0000 0000 9995", "DECLINED", "insufficient_amount"],
      ["4000 0000 0000 0119", "FAIL", "K027"],
    ] as const)(
      "card %s: notified over HTTP, the buyer sent back, the purchase %s",
      async (card, state, code) => {
        const email = `tarjeta.${card.slice(-4)}@example.com`;
        const { token, redirectUrl, payment } = await startedPayment(email);
        const res = await payWithCard(redirectUrl, card);
        expect(res.status).toBe(303);
        const back = new URL(res.headers.get("location") ?? "");
        expect(back.origin + back.pathname).toBe(
          `http://localhost:5173/Compra-Online/${CO_PLAN}/Pago`,
        );
        expect(back.searchParams.get("pago")).toBe(payment.id);
        expect(back.searchParams.get("sessionType")).toBe("compra");
        const returnToken = back.searchParams.get("session") ?? "";
        expect(returnToken).not.toBe(token);

        // The notification arrived before the buyer was sent back.
        const view = (await (await buyer.view(returnToken)).json()).data;
        expect(view.payment.state).toBe(state);
        expect(view.payment.errorCode).toBe(code);
        expect(view.payment.errorMessage).toBe(code ? paymentErrorMessage(code) : null);
        expect(view.data.holder.email).toBe(email);
        if (state === "OK") {
          expect(view.order).toMatchObject({ saleState: "OK" });
          expect(view.steps.every((step: Json) => step.done)).toBe(true);
        } else {
          expect(view.order).toBeNull();
        }
        const [checkout] = await h.db.orm
          .select()
          .from(sandboxCheckouts)
          .where(eq(sandboxCheckouts.paymentId, payment.id));
        expect(checkout?.cardLast4).toBe(card.slice(-4));
        expect(checkout?.notifiedAt).not.toBeNull();
        expect(JSON.stringify(checkout)).not.toContain(card.replaceAll(" ", ""));
        // The same form again: already processed.
        expect((await payWithCard(redirectUrl, card)).status).toBe(409);
      },
    );

    it("shows each message of the mapped codes in Spanish", () => {
      expect(paymentErrorMessage("cc_rejected_other_reason")).toBe(
        "Tu banco no autorizó el pago. Utiliza otra tarjeta u otro medio de pago.",
      );
      expect(paymentErrorMessage("insufficient_amount")).toBe(
        "Tu tarjeta no tiene saldo suficiente para este pago.",
      );
      expect(paymentErrorMessage("K027")).toBe(
        "Se agotó el tiempo de espera del pago. Intenta nuevamente en unos minutos.",
      );
    });

    it("shows the page again with Spanish errors for another card, echoing nothing typed", async () => {
      const { redirectUrl, payment } = await startedPayment("otra.tarjeta@example.com");
      const res = await payWithCard(redirectUrl, "4111 1111 1111 1111");
      expect(res.status).toBe(422);
      const html = await res.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain(
        "Esta tarjeta no es válida en la pasarela de pruebas: usa una de las tarjetas de prueba",
      );
      expect(html).toContain('aria-invalid="true"');
      expect(html).not.toContain("4111");
      expect(html).not.toContain("María Pérez");
      const empty = await h.app.request(new URL(redirectUrl).pathname, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "numero=&vencimiento=13/20&cvv=1&titular=",
      });
      const emptyHtml = await empty.text();
      for (const message of [
        "Ingresa el número de la tarjeta",
        "Ingresa el vencimiento como MM/AA",
        "Ingresa el código de seguridad: 3 o 4 dígitos",
        "Ingresa el nombre del titular como aparece en la tarjeta",
      ]) {
        expect(emptyHtml).toContain(message);
      }
      const expired = await h.app.request(new URL(redirectUrl).pathname, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "numero=4242424242424242&vencimiento=01/24&cvv=123&titular=Ana",
      });
      expect(await expired.text()).toContain("La tarjeta está vencida");
      expect((await paymentRow(payment.id))?.state).toBe("PENDING");
    });

    it("answers an unknown checkout with a Spanish page (404)", async () => {
      const res = await h.get("/pasarela-sandbox/AAAAAAAAAAAAAAAAAAAAAAAA");
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("No encontramos este pago");
      expect((await h.get("/pasarela-sandbox/%00")).status).toBe(404);
    });
  });

  describe("a transfer staff confirm by hand", () => {
    it("makes a pending order at once (lead 501/330) that staff confirm (3/333) with the e-mail", async () => {
      // The plan also offers a non-automated transfer.
      const [product] = await h.db.orm
        .select()
        .from(products)
        .where(eq(products.productCode, CO_PLAN));
      const [details] = await h.db.orm
        .select()
        .from(productDetails)
        .where(eq(productDetails.productId, product?.id ?? 0));
      const info = details?.paymentInfo as Json;
      await h.db.orm
        .update(productDetails)
        .set({
          paymentInfo: {
            ...info,
            paymentInfoResponse: {
              ...info.paymentInfoResponse,
              paymentMethods: [
                ...info.paymentInfoResponse.paymentMethods,
                {
                  id: 9,
                  name: "transferencia",
                  displayName: "Transferencia bancaria",
                  kind: "transfer_non_automated",
                  provider: "queseguro",
                  flowType: "transfer-one-time-non-automated",
                  enabled: true,
                },
              ],
            },
          },
        })
        .where(eq(productDetails.productId, product?.id ?? 0));
      const email = "transferencia@example.com";
      const { token, view } = await buyer.readyToPay(email);
      expect(view.paymentOptions.map((option: Json) => [option.flowType, option.hosted])).toEqual([
        ["tdc-subscriptions", true],
        ["transfer-one-time-non-automated", false],
      ]);
      const res = await buyer.pay(token, "transfer-one-time-non-automated");
      expect(res.status).toBe(200);
      expect((await res.json()).data.redirectUrl).toBe(
        `http://localhost:5173/Compra-Online/${CO_PLAN}/Confirmacion?session=${token}&sessionType=compra`,
      );
      const pending = (await (await buyer.view(token)).json()).data;
      expect(pending.order).toMatchObject({ saleState: "PENDING", paidAt: null });
      const [lead] = await h.db.orm.select().from(leads).where(eq(leads.email, email));
      expect([lead?.statusId, lead?.subStatusId]).toEqual([501, 330]);

      // The orders list shows it waiting for its confirmation, with its buyer.
      const listed = async (query: string) =>
        (
          (
            await (
              await h.get(`/api/back-office/pedidos?${query}`, {
                Authorization: `Bearer ${STAFF_TOKEN}`,
              })
            ).json()
          ).data as Json[]
        ).find((order) => order.number === pending.order.number);
      expect(await listed("state=PENDING&market=CO")).toMatchObject({
        country: "CO",
        buyer: { email },
        awaitingTransfer: true,
        leadId: lead?.id,
      });
      expect(await listed("state=OK")).toBeUndefined();
      expect(await listed("market=CL")).toBeUndefined();

      const confirm = (number: string) =>
        h.send("POST", `/api/back-office/pedidos/${number}/confirmar-transferencia`, undefined, {
          Authorization: `Bearer ${STAFF_TOKEN}`,
        });
      const confirmed = await confirm(pending.order.number);
      expect(confirmed.status).toBe(200);
      expect((await confirmed.json()).data).toMatchObject({
        saleState: "OK",
        paidAt: TEST_NOW.toISOString(),
      });
      const [closed] = await h.db.orm.select().from(leads).where(eq(leads.email, email));
      expect([closed?.statusId, closed?.subStatusId]).toEqual([3, 333]);
      expect(await listed("state=OK")).toMatchObject({ saleState: "OK", awaitingTransfer: false });
      const mails = await h.db.orm.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      expect(mails.map((m) => m.kind)).toEqual(
        expect.arrayContaining(["compra_pendiente_transferencia", "compra_confirmada"]),
      );
      const twice = await confirm(pending.order.number);
      expect(twice.status).toBe(409);
      expect(await twice.json()).toEqual({ error: ORDER_NOT_PENDING_TRANSFER_MESSAGE });
      expect((await confirm("QS-20250701-ZZZZZZZZ")).status).toBe(404);
    });
  });
});
