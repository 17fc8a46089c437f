import { createHmac } from "node:crypto";
import { HEALTH_QUESTIONS } from "@qs/domain/api/purchase";
import { desc, eq } from "drizzle-orm";
import { leads, payments, productDetails, products, purchaseDrafts } from "../../src/db/schema";
import type { Harness, Json } from "./harness";

/**
 * A buyer of the online purchase, as the tests drive it: starts a purchase, fills its steps
 * with valid data (Colombia's rules: identification of 8 to 12 digits), and signs a
 * provider's notification the way a provider does, with its own HMAC (not the server's code).
 */

/** A household plan of Colombia sold online (the small catalogue's AND-ESENCIAL). */
export const CO_PLAN = "AND-ESENCIAL";
/** A plan of Chile sold online, priced in UF (PAC-DAVILA). */
export const CL_PLAN = "PAC-DAVILA";

export const HOLDER = {
  nombre: "María",
  apellidoPaterno: "Pérez",
  apellidoMaterno: "Soto",
  documento: "1020304050",
  fechaNacimiento: "1990-05-01",
  sexo: "Femenino",
  email: "maria.perez@example.com",
  telefono: "+573001234567",
  direccion: "Calle 10 # 20-30, Bogotá",
};

export const BENEFICIARIES = {
  beneficiarios: [
    {
      nombre: "Juan",
      apellidoPaterno: "Pérez",
      documento: "1122334455",
      fechaNacimiento: "2015-03-10",
      sexo: "Masculino",
      parentesco: "Hijo",
    },
  ],
};

export const HEALTH = {
  respuestas: HEALTH_QUESTIONS.map((question) => ({ pregunta: question.id, respuesta: false })),
  declaraVeracidad: true,
};

/** The company plan of the small catalogue (AND-EMPRESA). */
export const COMPANY_PLAN = "AND-EMPRESA";

/**
 * Puts the company plan on sale online, paid by PSE (a hosted transfer at kushki): the small
 * catalogue sells it through advisors only.
 */
export async function sellCompanyPlanOnline(h: Harness): Promise<void> {
  const [product] = await h.db.orm
    .select()
    .from(products)
    .where(eq(products.productCode, COMPANY_PLAN));
  await h.db.orm
    .update(products)
    .set({ salesChannelOnline: true })
    .where(eq(products.id, product?.id ?? 0));
  await h.db.orm
    .update(productDetails)
    .set({
      paymentInfo: {
        paymentInfoResponse: {
          paymentMethods: [
            {
              id: 1,
              name: "pse",
              displayName: "PSE",
              kind: "transfer",
              provider: "kushki",
              flowType: "transfer-one-time",
              enabled: true,
            },
          ],
          salesChannel: ["online", "ejecutivo"],
        },
      },
    })
    .where(eq(productDetails.productId, product?.id ?? 0));
}

/** The secret the tests' servers sign notifications with (the development default). */
export const signWith = (secret: string, body: string, timestamp: number) =>
  `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

export function purchaseClient(h: Harness) {
  const api = {
    async start(productCode = CO_PLAN, extra: Record<string, unknown> = {}, country = "CO") {
      const res = await h.send(
        "POST",
        "/api/compra-online",
        { productCode, ...extra },
        {
          "X-Country": country,
        },
      );
      if (res.status !== 201) throw new Error(`start answered ${res.status}: ${await res.text()}`);
      return (await res.json()).data as Json;
    },
    save(token: string, step: string, data: unknown, country = "CO") {
      return h.send("PUT", `/api/compra-online/${token}/${step}`, data, { "X-Country": country });
    },
    async view(token: string) {
      return h.get(`/api/compra-online/${token}`);
    },
    /** A purchase of a household plan with every step before the payment saved. */
    async readyToPay(
      email = HOLDER.email,
      productCode = CO_PLAN,
    ): Promise<{ token: string; view: Json }> {
      const started = await api.start(productCode);
      const token = started.token as string;
      for (const [step, data] of [
        ["holder", { ...HOLDER, email }],
        ["beneficiaries", BENEFICIARIES],
        ["health", HEALTH],
      ] as const) {
        const res = await api.save(token, step, data);
        if (res.status !== 200)
          throw new Error(`${step} answered ${res.status}: ${await res.text()}`);
      }
      return { token, view: (await (await api.view(token)).json()).data };
    },
    pay(token: string, flowType = "tdc-subscriptions", headers: Record<string, string> = {}) {
      return h.send(
        "POST",
        `/api/compra-online/${token}/pago`,
        { flowType, aceptaCondiciones: true },
        headers,
      );
    },
    /** The draft row a token's purchase is, read from the database. */
    async draftOf(productCode: string, email: string) {
      const rows = await h.db.orm
        .select({ draft: purchaseDrafts, lead: leads })
        .from(purchaseDrafts)
        .innerJoin(leads, eq(leads.id, purchaseDrafts.leadId))
        .where(eq(leads.email, email))
        .orderBy(desc(purchaseDrafts.createdAt));
      return rows.find((row) => row.draft.productCode === productCode);
    },
    /** The newest payment of the purchase whose holder has `email`. */
    async paymentOf(email: string) {
      const found = await api.draftOf(CO_PLAN, email);
      if (!found) throw new Error(`no draft for ${email}`);
      const [payment] = await h.db.orm
        .select()
        .from(payments)
        .where(eq(payments.draftId, found.draft.id))
        .orderBy(desc(payments.seq));
      if (!payment) throw new Error(`no payment for ${email}`);
      return payment;
    },
    /** Posts a notification signed with `secret` at `timestamp` (seconds). */
    async notify(
      provider: string,
      event: Record<string, unknown> | string,
      options: { secret?: string; timestamp?: number; header?: string | null } = {},
    ) {
      const body = typeof event === "string" ? event : JSON.stringify(event);
      const timestamp = options.timestamp ?? Math.floor(h.clock.now().getTime() / 1000);
      const signature =
        options.header === undefined
          ? signWith(options.secret ?? h.config.paymentWebhookSecret, body, timestamp)
          : options.header;
      return h.app.request(`/api/pagos/notificaciones/${provider}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(signature === null ? {} : { "X-Pasarela-Firma": signature }),
        },
        body,
      });
    },
  };
  return api;
}
