import {
  assumedYearlyAdjustment,
  BASE_ADJUSTMENT_SOURCE,
} from "@qs/catalogs/isapre-base-adjustments";
import { type CostProjection, PROJECTION_YEARS } from "@qs/domain/cost-projection";
import type { Coverage } from "@qs/domain/coverage";
import { agedProfile, insuredAges, projectCost } from "@qs/pricing/project-cost";
import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { products } from "../../db/schema";
import {
  type PricingInput,
  type ProductPricingData,
  priceOneProduct,
  pricingContext,
  readPricingData,
} from "./product-price";

/** What projecting one product's cost needs besides its pricing data. */
export interface ProjectionInput {
  profile: PricingInput["profile"];
  productType: PricingInput["productType"];
  storedUfValue: number | null | undefined;
  /** The plan's coverages (its expected care); an empty list leaves care at zero. */
  coverages: readonly Coverage[];
  startYear: number;
  /** How many years to price (the projection's ten, or the five the sort adds up). */
  years: number;
}

/**
 * One product's next `years` years for a household from its pricing data: the price engine's
 * yearly cost of each year, the household a year older each time, grown by the Isapre's
 * assumed adjustment (`@qs/pricing` project-cost). The ten-year cost and the 'Menor costo a 5
 * años' order both come from here.
 */
export function projectPricedProduct(
  product: ProductPricingData,
  input: ProjectionInput,
): CostProjection {
  const profiles = Array.from({ length: input.years }, (_, years) =>
    agedProfile(input.profile, years),
  );
  const costs = profiles.map(
    (profile) =>
      priceOneProduct(
        product,
        pricingContext(profile, input.productType, input.storedUfValue),
        input.coverages,
      ).yearlyCost,
  );
  const isapreCode =
    product.organizationType === "ISAPRE" ? Number(product.organizationCode) : null;
  const first = costs.find(Boolean);
  return projectCost({
    startYear: input.startYear,
    years: profiles.map((profile, index) => ({ ages: insuredAges(profile), cost: costs[index] })),
    adjustmentPercent: assumedYearlyAdjustment(
      isapreCode !== null && Number.isInteger(isapreCode) ? isapreCode : null,
    ),
    adjustmentSource: BASE_ADJUSTMENT_SOURCE,
    currency: String(first?.currency ?? product.rows[0]?.unit ?? "USD"),
    ufValue: first?.assumptions.ufValue ?? null,
  });
}

/**
 * A plan's next ten years for a household (`projectPricedProduct`), its data read once. Null
 * when the product is not an active product of the country.
 */
export async function projectProductCost(
  db: Executor,
  input: PricingInput & { id: number },
): Promise<CostProjection | null> {
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
  return projectPricedProduct(product, {
    profile: input.profile,
    productType: input.productType,
    storedUfValue,
    coverages: coveragesOf?.get(product.id) ?? [],
    startYear: input.now.getUTCFullYear(),
    years: PROJECTION_YEARS,
  });
}
