import {
  assumedYearlyAdjustment,
  BASE_ADJUSTMENT_SOURCE,
} from "@qs/catalogs/isapre-base-adjustments";
import { type CostProjection, PROJECTION_YEARS } from "@qs/domain/cost-projection";
import { agedProfile, insuredAges, projectCost } from "@qs/pricing/project-cost";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { organizations, products } from "../../db/schema";
import { type PricingInput, priceProductForProfile } from "./product-price";

/**
 * A plan's next ten years for a household: the price engine's yearly cost of each year, the
 * household a year older each time, grown by the Isapre's assumed adjustment (`@qs/pricing`
 * project-cost). Null when the product is not an active product of the country.
 */
export async function projectProductCost(
  db: Executor,
  input: PricingInput & { id: number },
): Promise<CostProjection | null> {
  const [product] = await db
    .select({ type: organizations.organizationType, code: organizations.organizationCode })
    .from(products)
    .innerJoin(organizations, eq(organizations.id, products.organizationId))
    .where(
      and(
        eq(products.id, input.id),
        eq(products.countryId, input.countryId),
        eq(products.active, true),
      ),
    );
  if (!product) return null;
  const profiles = Array.from({ length: PROJECTION_YEARS }, (_, years) =>
    agedProfile(input.profile, years),
  );
  const prices = await Promise.all(
    profiles.map((profile) => priceProductForProfile(db, { ...input, profile })),
  );
  const isapreCode = product.type === "ISAPRE" ? Number(product.code) : null;
  const first = prices.find((price) => price?.yearlyCost)?.yearlyCost;
  return projectCost({
    startYear: input.now.getUTCFullYear(),
    years: profiles.map((profile, index) => ({
      ages: insuredAges(profile),
      cost: prices[index]?.yearlyCost,
    })),
    adjustmentPercent: assumedYearlyAdjustment(
      isapreCode !== null && Number.isInteger(isapreCode) ? isapreCode : null,
    ),
    adjustmentSource: BASE_ADJUSTMENT_SOURCE,
    currency: String(first?.currency ?? prices[0]?.total.unit ?? "USD"),
    ufValue: first?.assumptions.ufValue ?? null,
  });
}
