import { HEALTH_QUESTIONS } from "@qs/domain/api/purchase";
import { messages as spanish } from "@qs/i18n/locales/es/index";
import { describe, expect, it } from "vitest";
import { validatePurchaseSearch } from "./purchase-search";
import { resolvePurchaseStep } from "./purchase-steps";
import { purchaseStorageKey } from "./purchase-storage";
import {
  employeesStored,
  newCompanyPurchase,
  newPurchase,
  paidPurchase,
  pendingTransfer,
  readyToPay,
  SAMPLE_TOKEN,
} from "./testing/sample-purchase";

describe("the step an address may show", () => {
  it("opens a step only once every step before it is done", () => {
    expect(resolvePurchaseStep(newPurchase, "Datos-personales")).toMatchObject({
      step: { key: "holder" },
      redirect: false,
    });
    expect(resolvePurchaseStep(newPurchase, "Estado-de-salud")).toMatchObject({
      step: { key: "holder" },
      redirect: true,
    });
    expect(resolvePurchaseStep(readyToPay, "Pago")).toMatchObject({
      step: { key: "payment" },
      redirect: false,
    });
    expect(resolvePurchaseStep(readyToPay, "Beneficiarios").redirect).toBe(false);
  });

  it("sends a missing, unknown or confirmation step without an order to the first open one", () => {
    expect(resolvePurchaseStep(readyToPay, undefined)).toMatchObject({
      step: { key: "payment" },
      redirect: true,
    });
    expect(resolvePurchaseStep(readyToPay, "Nada").step.key).toBe("payment");
    expect(resolvePurchaseStep(readyToPay, "Confirmacion").step.key).toBe("payment");
    expect(resolvePurchaseStep(newCompanyPurchase, "Pago").step.key).toBe("company");
    expect(resolvePurchaseStep(employeesStored, "Datos-colaboradores").redirect).toBe(false);
  });

  it("reads the slug in any case and writes it back in its own", () => {
    expect(resolvePurchaseStep(readyToPay, "pago")).toMatchObject({
      step: { slug: "Pago" },
      redirect: true,
    });
  });

  it("shows an ordered purchase, paid or by transfer, only as its confirmation", () => {
    for (const view of [paidPurchase, pendingTransfer]) {
      expect(resolvePurchaseStep(view, "Pago")).toMatchObject({
        step: { key: "confirmation" },
        redirect: true,
      });
      expect(resolvePurchaseStep(view, "Confirmacion").redirect).toBe(false);
    }
  });
});

describe("the purchase's address and storage", () => {
  it("keeps a well-formed token, the compra session type and a payment id; drops the rest", () => {
    expect(
      validatePurchaseSearch({
        session: SAMPLE_TOKEN,
        sessionType: "compra",
        pago: "0b6c2f0e-7d1a-4c3b-9f7e-1a2b3c4d5e6f",
        otro: "x",
      }),
    ).toEqual({
      session: SAMPLE_TOKEN,
      sessionType: "compra",
      pago: "0b6c2f0e-7d1a-4c3b-9f7e-1a2b3c4d5e6f",
    });
    expect(
      validatePurchaseSearch({ session: "corto", sessionType: "otra", pago: "<script>" }),
    ).toEqual({});
  });

  it("keeps the token under the country's key and the plan's code", () => {
    expect(purchaseStorageKey({ storageKeys: { profile: "V1.7" } } as never, "ISA-13")).toBe(
      "V1.7_compra_ISA-13",
    );
  });

  it("asks the domain's health questions in their own words", () => {
    const texts = spanish.purchase.health.questions as Record<string, string>;
    for (const question of HEALTH_QUESTIONS) expect(texts[question.id]).toBe(question.text);
  });
});
