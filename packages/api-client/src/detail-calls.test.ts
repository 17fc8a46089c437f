import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./api-client";
import { generateDocumentDownload } from "./generate-document-download";
import { getInsuranceFaqs } from "./get-insurance-faqs";
import { getInsuranceTabs } from "./get-insurance-tabs";
import { newIdempotencyKey, requestPlan } from "./request-plan";

type Answer = { status: number; body?: unknown } | "network";

function fakeApi(...answers: Answer[]) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: new URL(String(url)), init: init ?? {} });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { status: 200 };
    if (answer === "network") throw new TypeError("Failed to fetch");
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "2.0.0",
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, calls };
}

const meta = { demo: true } as const;
const receipt = {
  accessToken: "c2VjcmV0by1kZS1sYS1zb2xpY2l0dWQtZGUtcHJ1ZWJ",
  kind: "plan",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const plan = {
  nombre: "Ana Pérez",
  rutsolicitud: "1020304050",
  email: "ana@example.com",
  telefono: "+573001234567",
  agree: true as const,
  origin: "/EPS/x/y/Solicitar",
};
const noSleep = async () => {};
const quiet = () => {};

describe("requestPlan", () => {
  it("posts to api/solicitarplans with the idempotency key and answers the receipt", async () => {
    const { client, calls } = fakeApi({ status: 201, body: { data: receipt, metadata: meta } });
    const answer = await requestPlan(client, plan, { idempotencyKey: "plan-key-0001" });
    expect(answer.accessToken).toBe(receipt.accessToken);
    expect(calls[0]?.url.pathname).toBe("/api/solicitarplans");
    expect(calls[0]?.init.method).toBe("POST");
    expect(
      (calls[0]?.init.headers as Record<string, string> | undefined)?.["Idempotency-Key"],
    ).toBe("plan-key-0001");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(plan);
  });

  it("retries twice after network failures, always with the same key", async () => {
    const { client, calls } = fakeApi("network", "network", {
      status: 201,
      body: { data: receipt, metadata: meta },
    });
    await requestPlan(client, plan, {
      idempotencyKey: "plan-key-0002",
      sleep: noSleep,
      log: quiet,
    });
    expect(calls).toHaveLength(3);
    const keys = calls.map(
      (call) => (call.init.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(new Set(keys)).toEqual(new Set(["plan-key-0002"]));
  });

  it("gives up after the third try", async () => {
    const { client, calls } = fakeApi("network");
    await expect(
      requestPlan(client, plan, { idempotencyKey: "plan-key-0003", sleep: noSleep, log: quiet }),
    ).rejects.toThrow("Se ha sobrepasado el limite de intentos (3), Intente mas tarde.");
    expect(calls).toHaveLength(3);
  });

  it("does not retry a refusal (400)", async () => {
    const { client, calls } = fakeApi({ status: 400, body: { error: "Datos inválidos" } });
    await expect(
      requestPlan(client, plan, { idempotencyKey: "plan-key-0004", sleep: noSleep, log: quiet }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it("makes keys the API accepts (8-200 visible characters), different each time", () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe("generateDocumentDownload", () => {
  it("posts the request body once and surfaces a 429", async () => {
    const { client, calls } = fakeApi({ status: 429, body: { error: "Límite" } });
    const body = {
      fingerprintId: "Sin Fingerprint",
      document_id: 12,
      insurance_id: 34,
      email: "ana@example.com",
    };
    await expect(generateDocumentDownload(client, body)).rejects.toMatchObject({ status: 429 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe("/api/documentdownload/generate");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(body);
  });
});

describe("tabs and FAQs", () => {
  it("reads the tabs and the FAQs of a product", async () => {
    const tabs = fakeApi({
      status: 200,
      body: { data: [{ url: "", title: "Resumen" }], metadata: meta },
    });
    expect(await getInsuranceTabs(tabs.client, 7)).toEqual([{ url: "", title: "Resumen" }]);
    expect(tabs.calls[0]?.url.pathname).toBe("/api/insurance/7/tabs");
    const faqs = fakeApi({
      status: 200,
      body: { data: [{ question: "¿Qué cubre?", answer: "Todo" }], metadata: meta },
    });
    expect(await getInsuranceFaqs(faqs.client, 7)).toHaveLength(1);
    expect(faqs.calls[0]?.url.pathname).toBe("/api/insurance/7/faqs");
  });
});
