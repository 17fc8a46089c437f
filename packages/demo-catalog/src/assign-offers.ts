import type { OfferTypeName } from "@qs/domain/offer";
import { OFFER_TYPES } from "@qs/domain/offer-state";
import type { DemoProduct } from "./catalog-contract";
import type { PriceUnitCode } from "./catalog-specs";
import { buildOffer } from "./offers";
import type { CatalogBuild } from "./products";
import { createRandom } from "./random";

/**
 * Gives offers to part of a market's products: one of each of the five
 * types, one exhausted stock offer (the only offer of its product, so the
 * offers call answers 204), then more offers of random types, a few products
 * with two. Offered products are flagged hasOffer.
 */
export function assignOffers(
  products: readonly DemoProduct[],
  build: CatalogBuild,
  marketCode: string,
): void {
  const random = createRandom(`${build.seed}:offers:${marketCode}`);
  const candidates = random.sample(
    products.filter((product) => product.active !== false),
    products.length,
  );
  const plan: Array<{ types: OfferTypeName[]; stock?: number }> = [
    ...OFFER_TYPES.map((type) => ({ types: [type] })),
    { types: ["STOCK"], stock: 0 },
  ];
  const extra = Math.round(candidates.length * 0.14);
  for (let i = 0; i < extra; i++) {
    const first = random.pick(OFFER_TYPES);
    const second = random.chance(0.25)
      ? random.pick(OFFER_TYPES.filter((type) => type !== first && type !== "STOCK"))
      : null;
    plan.push({ types: second ? [first, second] : [first] });
  }
  plan.forEach((entry, index) => {
    const product = candidates[index];
    if (!product) return;
    const unit = (product.item.price?.unit?.code ?? "USD") as PriceUnitCode;
    for (const type of entry.types) {
      product.offers.push(
        buildOffer(
          type,
          {
            id: build.offerId(),
            productName: product.item.displayName,
            productCode: product.item.productCode ?? String(product.item.id),
            unit,
            minPrice: product.item.price?.minPrice ?? 0,
          },
          random,
          entry.stock,
        ),
      );
    }
    const metadata = product.item.insuranceMetadata?.metadata;
    if (metadata) metadata.hasOffer = true;
  });
}
