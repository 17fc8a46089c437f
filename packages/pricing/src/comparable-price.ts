import type { ProfilePrice } from "@qs/domain/profile-price";

/**
 * The amount a profile price is ordered by ("Menor precio para mi perfil"): what the visitor
 * pays a month after the product's offers (`discount.final`, else the total), in the
 * country's currency, so a plan priced in UF compares with one priced in pesos (the UF
 * total is converted at the rate the answer's `conversion` used). Null when the engine could
 * not price every insured person of the profile: such a product cannot be placed by price.
 */
export function comparablePrice(price: ProfilePrice | null | undefined): number | null {
  const total = price?.total;
  if (!price || !total?.arePricesDefined || total.minPrice == null) return null;
  const paid = price.discount?.final ?? total.minPrice;
  const from = price.conversion?.from?.value;
  const to = price.conversion?.to.value;
  return from && to != null ? paid * (to / from) : paid;
}
