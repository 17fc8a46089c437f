import {
  assumedYearlyAdjustment,
  BASE_ADJUSTMENT_SOURCE,
} from "@qs/catalogs/isapre-base-adjustments";
import { type CostProjection, PROJECTION_YEARS } from "@qs/domain/cost-projection";
import { agedProfile, insuredAges, projectCost } from "@qs/pricing/project-cost";
import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { products } from "../../db/schema";
import {
  type PricingInput,
  priceOneProduct,
  pricingContext,
  readPricingData,
} from "./product-price";

/**
 * A plan's next ten years for a household: the price engine's yearly cost of each year (its
 * data read once), the household a year older each time, grown by the Isapre's assumed adjustment (`@qs/pricing`
 * project-cost). Null when the product is not an active product of the country.
 */
export async function projectProductCost(
  db: Executor,
  input: PricingInput & { id: number },
): Promise<CostProjection | null> {
  // The product, its price table, offers and coverages are read once; each year is then
  // priced from them for the household that year.
  const { priced, coveragesOf, storedUfValue } = await readPricingData(db, {
    ...input,
    where: and(
      eq(products.id, input.id),
      eq(products.countryId, input.countryId),
      eq(products.active, true),
    ) as SQL,
  });
  const product = priced[0];
  if (!product) return null;
  const profiles = Array.from({ length: PROJECTION_YEARS }, (_, years) =>
    agedProfile(input.profile, years),
  );
  const costs = profiles.map(
    (profile) =>
      priceOneProduct(
        product,
        pricingContext(profile, input.productType, storedUfValue),
        coveragesOf?.get(product.id) ?? [],
      ).yearlyCost,
  );
  const isapreCode =
    product.organizationType === "ISAPRE" ? Number(product.organizationCode) : null;
  const first = costs.find(Boolean);
  return projectCost({
    startYear: input.now.getUTCFullYear(),
    years: profiles.map((profile, index) => ({ ages: insuredAges(profile), cost: costs[index] })),
    adjustmentPercent: assumedYearlyAdjustment(
      isapreCode !== null && Number.isInteger(isapreCode) ? isapreCode : null,
    ),
    adjustmentSource: BASE_ADJUSTMENT_SOURCE,
    currency: String(first?.currency ?? product.rows[0]?.unit ?? "USD"),
    ufValue: first?.assumptions.ufValue ?? null,
  });
}
