import {
  defaultProviderFor,
  paymentMethodKindLabels,
  paymentProviderByKey,
} from "@qs/catalogs/payments";
import { PRICE_UNAVAILABLE_MESSAGE, PURCHASE_NOT_ONLINE_MESSAGE } from "@qs/domain/api/purchase";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@qs/domain/api/reference-answers";
import { isCollectiveProduct } from "@qs/domain/collective";
import { unitCurrency } from "@qs/domain/format-money";
import { type PaymentInfo, paymentFlowTypeSchema } from "@qs/domain/payment-info";
import type { VisitorProfile } from "@qs/domain/profile";
import {
  isHostedPaymentFlow,
  isSubscriptionFlow,
  type PurchaseStep,
  purchaseStepsFor,
} from "@qs/domain/purchase";
import { comparablePrice } from "@qs/pricing/comparable-price";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { organizations, productDetails, products } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../platform/errors";
import { priceProductForProfile } from "../prices/product-price";

/**
 * What a purchase sells, fixed when it starts: the plan's names, its steps, the amount one
 * period costs for the buyer's profile (the price engine's answer after offers; a UF price in
 * Chilean pesos at the stored UF value, as the price routes convert it) and the payment
 * options the buyer may choose from. Kept with the draft, so a price change in the catalogue
 * does not change what a buyer half-way through agreed to pay.
 */

export const NON_AUTOMATED_TRANSFER = "transfer-one-time-non-automated";

export interface PaymentOption {
  flowType: z.infer<typeof paymentFlowTypeSchema>;
  label: string;
  kind: string;
  /** The provider that takes the payment; "" for a transfer staff confirm by hand. */
  provider: string;
  subscription: boolean;
  hosted: boolean;
}

export interface PurchasePlanSnapshot {
  productId: number;
  productCode: string;
  productName: string;
  insurerName: string;
  collective: boolean;
  needsHealthDeclaration: boolean;
  amount: number;
  currency: string;
  periodicity: string;
  steps: PurchaseStep[];
  paymentOptions: PaymentOption[];
}

/** Decimals each currency is charged in (pesos have none). */
const CURRENCY_DECIMALS: Readonly<Record<string, number>> = { CLP: 0, COP: 0, PEN: 2, USD: 2 };

export function roundToCurrency(amount: number, currency: string): number {
  const factor = 10 ** (CURRENCY_DECIMALS[currency] ?? 2);
  return Math.round(amount * factor) / factor;
}

const isPetType = (...names: Array<string | null>) =>
  names.some((name) => (name ?? "").toLowerCase().includes("mascota"));

/**
 * The payment options a buyer can use online: the plan's enabled methods paid on a
 * provider's page (its provider, else the flow's default provider) and non-automated
 * transfers; each flow type once, in the plan's order.
 */
export function paymentOptionsOf(paymentInfo: PaymentInfo | null): PaymentOption[] {
  const options: PaymentOption[] = [];
  for (const method of paymentInfo?.paymentInfoResponse?.paymentMethods ?? []) {
    if (method.enabled === false) continue;
    const flow = paymentFlowTypeSchema.safeParse(method.flowType);
    if (!flow.success || options.some((option) => option.flowType === flow.data)) continue;
    const hosted = isHostedPaymentFlow(flow.data);
    if (!hosted && flow.data !== NON_AUTOMATED_TRANSFER) continue;
    const named = method.provider && paymentProviderByKey(method.provider) ? method.provider : null;
    const provider = hosted ? (named ?? defaultProviderFor(flow.data)) : (method.provider ?? "");
    if (hosted && !provider) continue;
    const kind = method.kind ?? "";
    options.push({
      flowType: flow.data,
      label:
        method.displayName ??
        method.name ??
        paymentMethodKindLabels[kind as keyof typeof paymentMethodKindLabels] ??
        kind,
      kind,
      provider: provider ?? "",
      subscription: isSubscriptionFlow(flow.data),
      hosted,
    });
  }
  return options;
}

/**
 * What one period of the plan costs for `profile`, after offers, in the currency it is charged
 * in (a UF price in Chilean pesos at the stored UF value, as the price routes convert it); 409
 * when the plan has no price for it (a person outside its ages, say).
 */
export async function pricePurchase(
  db: Executor,
  input: {
    productId: number;
    countryId: number;
    profile: VisitorProfile | null;
    productType: string | null;
    now: Date;
  },
): Promise<{ amount: number; currency: string }> {
  const price = await priceProductForProfile(db, {
    id: input.productId,
    countryId: input.countryId,
    profile: input.profile,
    productType: input.productType,
    now: input.now,
  });
  const paid = comparablePrice(price);
  const unit = (price?.total as { unit?: unknown } | undefined)?.unit;
  const currency =
    price?.conversion?.to.code ?? (typeof unit === "string" ? unitCurrency(unit) : null);
  if (paid === null || paid <= 0 || !currency) throw new ConflictError(PRICE_UNAVAILABLE_MESSAGE);
  return { amount: roundToCurrency(paid, currency), currency };
}

/**
 * The plan of a purchase of `productCode` in the country, priced for `profile` (the default
 * person without one). 404 for a product the country does not sell, 409 when it is not sold
 * online or cannot be priced for the profile.
 */
export async function readPurchasePlan(
  db: Executor,
  input: { productCode: string; countryId: number; profile: VisitorProfile | null; now: Date },
): Promise<PurchasePlanSnapshot> {
  const [product] = await db
    .select({
      id: products.id,
      code: products.productCode,
      online: products.salesChannelOnline,
      typeName: products.insuranceTypeName,
      upperType: products.upperType,
      item: productDetails.item,
      paymentInfo: productDetails.paymentInfo,
      insurer: organizations.displayName,
    })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .innerJoin(organizations, eq(organizations.id, products.organizationId))
    .where(
      and(
        eq(products.productCode, input.productCode),
        eq(products.countryId, input.countryId),
        eq(products.active, true),
      ),
    );
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
  const paymentOptions = paymentOptionsOf(product.paymentInfo as PaymentInfo | null);
  if (!product.online || paymentOptions.length === 0)
    throw new ConflictError(PURCHASE_NOT_ONLINE_MESSAGE);

  const { amount, currency } = await pricePurchase(db, {
    productId: product.id,
    countryId: input.countryId,
    profile: input.profile,
    productType: product.typeName,
    now: input.now,
  });

  const item = product.item as {
    displayName?: string;
    price?: { paymentMode?: string | null } | null;
  };
  const collective = isCollectiveProduct({
    name: product.typeName,
    upperType: { name: product.upperType },
  });
  // Ours: every plan for people asks for the health declaration before it is paid; pet plans
  // and company plans (the employer signs for a group) do not.
  const needsHealthDeclaration = !collective && !isPetType(product.typeName, product.upperType);
  return {
    productId: product.id,
    productCode: product.code,
    productName: item.displayName ?? product.code,
    insurerName: product.insurer,
    collective,
    needsHealthDeclaration,
    amount,
    currency,
    periodicity: (item.price?.paymentMode ?? "Mensual").toLowerCase(),
    steps: purchaseStepsFor({ collective, needsHealthDeclaration }),
    paymentOptions,
  };
}
