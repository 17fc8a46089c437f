import { myDataSchema } from "@qs/domain/api/privacy";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, priceRows, products } from "../src/db/schema";
import { runPriceAlerts } from "../src/features/saved-comparisons/saved-comparison-store";
import { openMail } from "../src/platform/mail-outbox";
import { type Harness, startHarness, TEST_NOW } from "./support/harness";
import { databaseTargets } from "./support/test-database";

/**
 * Saved comparisons with price alerts: saved with the `alertas` consent and priced on the
 * server, reached on 'Mis datos' by the e-mail's link, alerts only once confirmed, one e-mail per
 * price change with a one-click stop, and erased with the visitor's data.
 */
describe.each(databaseTargets("demo"))("saved comparisons and price alerts on $name", (target) => {
  let h: Harness;
  let codes: string[];
  const email = "ana.perez@example.com";
  const household = { ingresodatos: true, cotizante: [{ edad: 40, sexo: "Femenino" }] };

  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 100_000 });
    const res = await h.get(
      "/api/compare/products?organizationTypes=ASEG&productType=POLIZA%20DE%20SALUD",
      { "X-Country": "CO" },
    );
    codes = ((await res.json()) as { items: Array<{ productCode: string }> }).items
      .slice(0, 2)
      .map((item) => item.productCode);
  });
  afterAll(async () => {
    await h?.close();
  });

  const save = (body: Record<string, unknown>) =>
    h.send("POST", "/api/comparaciones-guardadas", {
      email,
      productCodes: codes,
      profile: household,
      agree: true,
      ...body,
    });
  const myData = async (token: string) => {
    const res = await h.get("/api/privacidad/mis-datos", { Authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    return myDataSchema.parse((await res.json()).data);
  };
  const alerts = (token: string, accion: string) =>
    h.send(
      "POST",
      "/api/comparaciones-guardadas/avisos",
      { accion },
      {
        Authorization: `Bearer ${token}`,
      },
    );
  const mailsTo = async (kind: string) =>
    (
      await h.db.orm
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, email)))
        .orderBy(asc(mailOutbox.id))
    ).map((row) => openMail(h.config.tokenEncryptionKey, row));
  /** A catalogue write: the first plan's price rows 10 % dearer. */
  const raisePrice = async () => {
    const [product] = await h.db.orm
      .select({ id: products.id })
      .from(products)
      .where(eq(products.productCode, codes[0] as string));
    await h.db.orm
      .update(priceRows)
      .set({ price: sql`round((${priceRows.price} * 1.1)::numeric, 2)` })
      .where(eq(priceRows.productId, product?.id as number));
  };

  it("refuses bad saves in Spanish: no agreement, no plans, too many, an unknown plan, an old consent", async () => {
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ agree: false }, 400, /Debes aceptar el tratamiento/],
      [{ productCodes: [] }, 400, /Elige entre 1 y 3 planes/],
      [{ productCodes: ["A", "B", "C", "D"] }, 400, /Elige entre 1 y 3 planes/],
      [{ productCodes: ["NO-EXISTE"] }, 400, /ya no está disponible/],
      [{ email: "no-es-correo" }, 400, /correo electrónico válido/],
      [{ consentVersion: "alertas-2020-01" }, 409, /consentimiento cambió/],
    ];
    for (const [body, status, message] of cases) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(await res.json())).toMatch(message);
    }
  });

  it("saves, writes the link, shows it on 'Mis datos', alerts once per change after confirmation, and stops in one click", async () => {
    const res = await save({});
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = (await res.json()).data as { accessToken: string; alerts: string };
    expect(receipt.alerts).toBe("pending");
    const [saved] = await mailsTo("comparacion-guardada");
    expect(saved?.body).toContain(`/mis-datos#codigo=${receipt.accessToken}`);

    const data = await myData(receipt.accessToken);
    const comparison = data.savedComparisons?.[0];
    expect(comparison?.productCodes).toEqual(codes);
    expect(comparison?.alerts).toBe("pending");
    for (const plan of comparison?.plans ?? []) {
      expect(plan.savedAmount).toBeGreaterThan(0);
      expect(plan.currentAmount).toBe(plan.savedAmount);
    }
    expect(data.consents.map((consent) => consent.purpose)).toEqual(["alertas"]);

    // Before the address is confirmed, a change sends nothing.
    await raisePrice();
    expect(await runPriceAlerts(h.db, h.config, TEST_NOW)).toBe(0);
    expect(await mailsTo("aviso-precio")).toHaveLength(0);

    expect((await alerts(receipt.accessToken, "confirmar")).status).toBe(200);
    await raisePrice();
    expect(await runPriceAlerts(h.db, h.config, TEST_NOW)).toBe(1);
    // Once per change: the next pass at the same catalogue finds nothing new.
    expect(await runPriceAlerts(h.db, h.config, TEST_NOW)).toBe(0);
    const [alert] = await mailsTo("aviso-precio");
    expect(alert?.subject).toBe("Cambió el precio de un plan que guardaste");
    expect(alert?.body).toMatch(/antes COP\s[\d.]+, ahora COP\s[\d.]+ al mes/);
    const after = (await myData(receipt.accessToken)).savedComparisons?.[0];
    expect(after?.plans[0]?.savedAmount).toBe(after?.plans[0]?.currentAmount);
    expect(after?.lastAlertAt).not.toBeNull();

    // The alert's own link stops the alerts, and nothing else.
    const stop = /mis-datos#baja=([A-Za-z0-9_-]{43})/.exec(alert?.body ?? "")?.[1] as string;
    expect(stop).toBeDefined();
    expect((await alerts(stop, "confirmar")).status).toBe(404);
    const stopped = await alerts(stop, "detener");
    expect(((await stopped.json()).data as { alerts: string }).alerts).toBe("stopped");
    await raisePrice();
    expect(await runPriceAlerts(h.db, h.config, TEST_NOW)).toBe(0);
    expect(await mailsTo("aviso-precio")).toHaveLength(1);

    // Deleting the visitor's data erases the comparison, its consent and its mail.
    const deleted = await h.send("DELETE", "/api/privacidad/mis-datos", undefined, {
      Authorization: `Bearer ${receipt.accessToken}`,
    });
    expect(deleted.status).toBe(200);
    const gone = await h.get("/api/privacidad/mis-datos", {
      Authorization: `Bearer ${receipt.accessToken}`,
    });
    expect(gone.status).toBe(404);
    expect(await mailsTo("aviso-precio")).toHaveLength(0);
  });

  it("answers 401 without a token and 404 with one that reaches nothing", async () => {
    expect(
      (await h.send("POST", "/api/comparaciones-guardadas/avisos", { accion: "detener" })).status,
    ).toBe(401);
    expect((await alerts("x".repeat(43), "detener")).status).toBe(404);
    expect((await alerts("x".repeat(43), "borrar")).status).toBe(400);
  });
});
