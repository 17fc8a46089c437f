import type { ProfilePrice } from "@qs/domain/profile-price";
import type { Executor } from "../../db/database";
import type { ServerDeps } from "../../server-deps";
import type { PriceMemory } from "./price-memory";
import {
  type PricingInput,
  priceOneProduct,
  priceProductsForProfile,
  pricingContext,
} from "./product-price";

/** The process's price memory at the catalogue version it serves. */
export interface PriceMemoryAt {
  memory: PriceMemory;
  version: number;
}

export async function priceMemoryAt(deps: ServerDeps): Promise<PriceMemoryAt> {
  const { priceMemory, catalogueVersion } = deps.state;
  return { memory: priceMemory, version: await catalogueVersion.current() };
}

/**
 * `priceProductsForProfile` from the process's price memory when it is on: each product's
 * price table, offers and coverages and the day's UF value are read once per catalogue
 * version, so a page's batch (the listing's cards, a comparison) reads no price row once they
 * are known. Same engine, same answers: a product that is not an active product of the country
 * gets null.
 */
export async function priceProducts(
  db: Executor,
  input: PricingInput & { ids: readonly number[] },
  at: PriceMemoryAt,
): Promise<Map<number, ProfilePrice | null>> {
  const { memory, version } = at;
  if (!memory.enabled) return priceProductsForProfile(db, input);
  const ids = [...new Set(input.ids)];
  const [pricing, coverages] = await Promise.all([
    memory.pricing(db, version, ids),
    memory.coverages(db, version, ids),
  ]);
  const listed = ids.flatMap((id) => {
    const data = pricing.get(id);
    return data && data.active && data.countryId === input.countryId ? [{ id, data }] : [];
  });
  const anyUf = listed.some(({ data }) => data.rows.some((row) => row.unit === "UF"));
  const stored = anyUf ? await memory.ufValue(db, version, input.now) : null;
  const context = pricingContext(input.profile, input.productType, stored);
  const prices = new Map<number, ProfilePrice | null>(ids.map((id) => [id, null]));
  for (const { id, data } of listed) {
    prices.set(id, priceOneProduct(data, context, coverages.get(id) ?? []));
  }
  return prices;
}
