import { createHmac } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_WEBHOOK_SECRET } from "../src/config";
import { secretsFileOf } from "../src/dev-secrets";
import { NOTIFICATION_SIGNATURE_MESSAGE } from "../src/features/purchase/payments/provider";
import { type ChildApi, pgliteDataDir, startChildApi } from "./support/child-api";

/**
 * A server started without keys in its environment (`npm start`) signs with its data
 * directory's own: a payment notification signed with the value published in the repository is
 * refused, one signed with the directory's secret is read.
 */
describe("the keys of a server started without them", () => {
  let api: ChildApi;
  let data: ReturnType<typeof pgliteDataDir>;

  beforeAll(async () => {
    data = pgliteDataDir();
    // The server inherits the test's environment, which names neither key.
    expect(process.env.PAYMENT_WEBHOOK_SECRET ?? process.env.ALTCHA_HMAC_KEY).toBeUndefined();
    api = await startChildApi({ DATA_DIR: data.dataDir });
  });
  afterAll(async () => {
    api?.child.kill("SIGTERM");
    await api?.exited;
    data?.remove();
    rmSync(secretsFileOf(data.dataDir), { force: true });
  });

  const notify = (secret: string) => {
    const body = JSON.stringify({
      id: "evt_safe_defaults_0001",
      type: "payment.approved",
      paymentId: "00000000-0000-4000-8000-000000000000",
      amount: 1000,
      currency: "COP",
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
    return fetch(`${api.base}/api/pagos/notificaciones/sandbox`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Pasarela-Firma": `t=${timestamp},v1=${signature}`,
      },
      body,
    });
  };

  it("refuses a notification signed with the repository's published secret", async () => {
    const res = await notify(DEVELOPMENT_WEBHOOK_SECRET);
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe(NOTIFICATION_SIGNATURE_MESSAGE);
  });

  it("reads one signed with the data directory's generated secret", async () => {
    const { paymentWebhookSecret } = JSON.parse(readFileSync(secretsFileOf(data.dataDir), "utf8"));
    const res = await notify(paymentWebhookSecret);
    // The signature is good: the payment itself is unknown.
    expect(res.status).toBe(404);
  });
});
