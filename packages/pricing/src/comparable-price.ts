import type { ProfilePrice } from "@qs/domain/profile-price";

/**
 * The amount a profile price is ordered by ("Menor precio para mi perfil"): what the visitor
 * pays a month after the product's offers (`discount.final`, else the total), in the
 * country's currency, so a plan priced in UF compares with one priced in pesos (the UF
 * total is converted at the rate the answer's `conversion` used). Null when the engine could
 * not price every insured person of the profile: such a product cannot be placed by price.
 */
export function comparablePrice(price: ProfilePrice | null | undefined): number | null {
  const paid = paidPrice(price)?.amount;
  if (!price || paid == null) return null;
  const from = price.conversion?.from?.value;
  const to = price.conversion?.to.value;
  return from && to != null ? paid * (to / from) : paid;
}

/** What a household pays a month, in the product's unit, and what it would pay without offers. */
export interface PaidPrice {
  amount: number;
  /** The total before the offers' discounts; null when no offer takes anything off. */
  before: number | null;
}

/**
 * The monthly price a card, a comparison and a plan page show for a profile: the total after
 * the product's offers (comparator spec §7: the DISCOUNT offers are taken off), with the
 * undiscounted total beside it when an offer took something off. Null unless every insured
 * person has a price.
 */
export function paidPrice(price: ProfilePrice | null | undefined): PaidPrice | null {
  const total = price?.total;
  if (!price || !total?.arePricesDefined || total.minPrice == null) return null;
  const discount = price.discount;
  if (discount && discount.discount > 0 && discount.final < discount.base) {
    return { amount: discount.final, before: discount.base };
  }
  return { amount: total.minPrice, before: null };
}
