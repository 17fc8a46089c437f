import { describe, expect, it } from "vitest";
import {
  cardTypes,
  defaultProviderFor,
  normalizeCardType,
  PAYMENT_ORIGIN_LABEL,
  paymentFlowTypes,
  paymentMethodKinds,
  paymentProviderById,
  paymentProviderByKey,
  paymentProviders,
  providerCardTypes,
  transactionFees,
} from "./payments";

describe("payment flow types", () => {
  it("has the 13 flow types of the spec", () => {
    expect(paymentFlowTypes).toEqual([
      "t-one-time",
      "tdc-one-time",
      "t-subscriptions",
      "t-subscriptions-one-click",
      "tdc-subscriptions",
      "tdd-one-time",
      "tdd-subscriptions",
      "transfer-one-time",
      "transfer-one-time-non-automated",
      "deferred_options",
      "no-payment-one-time",
      "changeDate",
      "requestRefund",
    ]);
  });

  it("defaults the one-time transfer to linkify", () => {
    expect(defaultProviderFor("transfer-one-time")).toBe("linkify");
  });

  it("defaults card and t one-time payments to kushki_ad", () => {
    expect(defaultProviderFor("t-one-time")).toBe("kushki_ad");
    expect(defaultProviderFor("tdc-one-time")).toBe("kushki_ad");
  });

  it("has no default for subscriptions or unknown flows", () => {
    expect(defaultProviderFor("tdc-subscriptions")).toBeNull();
    expect(defaultProviderFor("transfer-one-time-non-automated")).toBeNull();
    expect(defaultProviderFor("constructor")).toBeNull();
  });
});

describe("providers and methods", () => {
  it("lists the eight providers, kushki_ad with id 40", () => {
    expect(paymentProviders.map((p) => p.key)).toEqual([
      "kushki",
      "linkify",
      "linkify_qps",
      "queplan",
      "queseguro",
      "transbank",
      "mercadopago",
      "kushki_ad",
    ]);
    expect(paymentProviderByKey("kushki_ad")?.id).toBe(40);
    expect(paymentProviderById(40)?.key).toBe("kushki_ad");
    expect(paymentProviderByKey("paypal")).toBeUndefined();
  });

  it("has the method kinds t, tdd, tdc, transfer, transfer_non_automated, no_payment, tdc-token", () => {
    expect(paymentMethodKinds).toEqual([
      "t",
      "tdd",
      "tdc",
      "transfer",
      "transfer_non_automated",
      "no_payment",
      "tdc-token",
    ]);
  });

  it("has debit and credit card types, written debit_card and credit_card by one provider", () => {
    expect(cardTypes).toEqual(["debit", "credit"]);
    expect(providerCardTypes).toEqual({ debit: "debit_card", credit: "credit_card" });
    expect(normalizeCardType("credit_card")).toBe("credit");
    expect(normalizeCardType("debit")).toBe("debit");
    expect(normalizeCardType("prepaid_card")).toBeUndefined();
  });

  it("labels the payment origin 'Pasarela de pago'", () => {
    expect(PAYMENT_ORIGIN_LABEL).toBe("Pasarela de pago");
  });

  it("has the transaction fees 0.02 and 0.0038 (VAT)", () => {
    expect(transactionFees.fee).toBe(0.02);
    expect(transactionFees.vat).toBe(0.0038);
  });
});
