import { type PaymentFlowType, paymentFlowTypeSchema } from "@qs/domain/payment-info";
import { z } from "zod";

/**
 * Payment flow types, providers, method kinds and fees
 * (reference-data spec §4 and §9).
 */

/** Payment flow types are the domain's (`@qs/domain/payment-info`). */
export const paymentFlowTypes = paymentFlowTypeSchema.options;
export type { PaymentFlowType };

export const paymentProviderKeys = [
  "kushki",
  "linkify",
  "linkify_qps",
  "queplan",
  "queseguro",
  "transbank",
  "mercadopago",
  "kushki_ad",
] as const;
export const paymentProviderKeySchema = z.enum(paymentProviderKeys);
export type PaymentProviderKey = z.infer<typeof paymentProviderKeySchema>;

export const paymentProviderSchema = z.object({
  key: paymentProviderKeySchema,
  name: z.string().min(1),
  /** Provider id where the spec gives one (kushki_ad is 40). */
  id: z.number().int().positive().nullable(),
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const paymentProviders = [
  { key: "kushki", name: "Kushki", id: null },
  { key: "linkify", name: "Linkify", id: null },
  { key: "linkify_qps", name: "Linkify QPS", id: null },
  { key: "queplan", name: "QuePlan", id: null },
  { key: "queseguro", name: "QueSeguro", id: null },
  { key: "transbank", name: "Transbank", id: null },
  { key: "mercadopago", name: "Mercado Pago", id: null },
  { key: "kushki_ad", name: "Kushki AD", id: 40 },
] as const satisfies readonly PaymentProvider[];

export function paymentProviderByKey(key: string): PaymentProvider | undefined {
  return paymentProviders.find((provider) => provider.key === key);
}

export function paymentProviderById(id: number): PaymentProvider | undefined {
  return paymentProviders.find((provider) => provider.id === id);
}

/** Provider a flow uses when none is configured: one-time transfers go through linkify, one-time card payments through kushki_ad. */
export const defaultProviderByFlow = {
  "transfer-one-time": "linkify",
  "t-one-time": "kushki_ad",
  "tdc-one-time": "kushki_ad",
  "tdd-one-time": "kushki_ad",
} as const satisfies Partial<Record<PaymentFlowType, PaymentProviderKey>>;

export function defaultProviderFor(flowType: string): PaymentProviderKey | null {
  return Object.hasOwn(defaultProviderByFlow, flowType)
    ? defaultProviderByFlow[flowType as keyof typeof defaultProviderByFlow]
    : null;
}

/** Payment method kinds with their Spanish labels (t is any card, tdd debit, tdc credit). */
export const paymentMethodKindLabels = {
  t: "Tarjeta",
  tdd: "Tarjeta de débito",
  tdc: "Tarjeta de crédito",
  transfer: "Transferencia",
  transfer_non_automated: "Transferencia manual",
  no_payment: "Sin pago",
  "tdc-token": "Tarjeta de crédito guardada",
} as const;
export const paymentMethodKinds = Object.keys(paymentMethodKindLabels) as [
  keyof typeof paymentMethodKindLabels,
  ...(keyof typeof paymentMethodKindLabels)[],
];
export const paymentMethodKindSchema = z.enum(paymentMethodKinds);

export const cardTypes = ["debit", "credit"] as const;
export const cardTypeSchema = z.enum(cardTypes);
export type CardType = z.infer<typeof cardTypeSchema>;

/** Card types as one provider writes them (debit_card, credit_card). */
export const providerCardTypes = { debit: "debit_card", credit: "credit_card" } as const;

/** Reads either spelling of a card type. */
export function normalizeCardType(value: string): CardType | undefined {
  const plain = value
    .trim()
    .toLowerCase()
    .replace(/_card$/, "");
  const parsed = cardTypeSchema.safeParse(plain);
  return parsed.success ? parsed.data : undefined;
}

/** Origin label of payments made online. */
export const PAYMENT_ORIGIN_LABEL = "Pasarela de pago";

/** Transaction fee rates: 0.02, and 0.0038 which the spec marks as VAT. */
export const transactionFees = { fee: 0.02, vat: 0.0038 } as const;
