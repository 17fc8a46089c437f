import {
  type DiscountLike,
  discountAmount,
  installmentDiscount,
  parseInstallmentDiscounts,
} from "@qs/domain/discounts";

/**
 * Discounts applied to a price (profile spec §3 Offers: discount.unitCode percent or
 * currency, discount.amount, parceledDiscounts as 'installments;value' strings;
 * reference-data spec §3 Discount). Reading the discount is @qs/domain/discounts' work;
 * this module takes it off a price.
 */

export type PriceDiscount = DiscountLike & {
  /** 'installments;value' strings; the value is in the discount's unit. */
  parceledDiscounts?: readonly string[] | null;
};

export type DiscountedPrice = {
  base: number;
  /** Amount taken off, between 0 and the base price. */
  discount: number;
  final: number;
};

function bounded(amount: number, base: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.min(amount, Math.max(0, base));
}

/**
 * The amount one discount takes off a price. Without an installment count, or for a
 * discount without installment entries, it is the discount's amount (a percent of the
 * price, or a fixed amount). With an installment count and installment entries, it is the
 * value of the entry for that count in the discount's unit, and nothing when no entry has
 * that count.
 */
export function priceDiscountAmount(
  price: number,
  discount: PriceDiscount,
  options: { installments?: number | null } = {},
): number {
  const installments = options.installments;
  const hasEntries = parseInstallmentDiscounts(discount.parceledDiscounts ?? []).length > 0;
  if (installments === null || installments === undefined || !hasEntries) {
    return discountAmount(price, discount);
  }
  const value = installmentDiscount(discount.parceledDiscounts, installments);
  return value === null ? 0 : discountAmount(price, { unitCode: discount.unitCode, amount: value });
}

/**
 * A price after its discounts. Each discount is worked out on the base price (they do not
 * compound); the total taken off is never negative and never more than the price.
 */
export function applyDiscounts(
  price: number,
  discounts: readonly (PriceDiscount | null | undefined)[],
  options: { installments?: number | null } = {},
): DiscountedPrice {
  const total = discounts.reduce<number>(
    (sum, discount) =>
      discount ? sum + bounded(priceDiscountAmount(price, discount, options), price) : sum,
    0,
  );
  const discount = bounded(total, price);
  return { base: price, discount, final: price - discount };
}
