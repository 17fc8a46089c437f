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
  type PricingContext,
  type PricingInput,
  type ProductPricingData,
  priceOneProduct,
  pricingContext,
  readPricingData,
} from "./product-price";

/** One year of a projection: the household that year and the price engine's context for it. */
export interface ProjectionYear {
  ages: number[];
  context: PricingContext;
}

/**
 * The household's next `years` years, each person a year older each time, with the engine's
 * context of each: computed once per request, whatever the number of products projected.
 */
export function projectionYears(input: {
  profile: PricingInput["profile"];
  productType: PricingInput["productType"];
  storedUfValue: number | null | undefined;
  years: number;
}): ProjectionYear[] {
  return Array.from({ length: input.years }, (_, years) => {
    const profile = agedProfile(input.profile, years);
    return {
      ages: insuredAges(profile),
      context: pricingContext(profile, input.productType, input.storedUfValue),
    };
  });
}

/**
 * One product's projection over `years` (`projectionYears`) from its pricing data: the price
 * engine's yearly cost of each year, grown by the Isapre's assumed adjustment (`@qs/pricing`
 * project-cost). The ten-year cost and the 'Menor costo a 5 años' order both come from here.
 */
export function projectPricedProduct(
  product: ProductPricingData,
  input: {
    /** The plan's coverages (its expected care); an empty list leaves care at zero. */
    coverages: readonly Coverage[];
    startYear: number;
    years: readonly ProjectionYear[];
  },
): CostProjection {
  const costs = input.years.map(
    (year) => priceOneProduct(product, year.context, input.coverages).yearlyCost,
  );
  const isapreCode =
    product.organizationType === "ISAPRE" ? Number(product.organizationCode) : null;
  const first = costs.find(Boolean);
  return projectCost({
    startYear: input.startYear,
    years: input.years.map((year, index) => ({ ages: year.ages, cost: costs[index] })),
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
    coverages: coveragesOf?.get(product.id) ?? [],
    startYear: input.now.getUTCFullYear(),
    years: projectionYears({
      profile: input.profile,
      productType: input.productType,
      storedUfValue,
      years: PROJECTION_YEARS,
    }),
  });
}
