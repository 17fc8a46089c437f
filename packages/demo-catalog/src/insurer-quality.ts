import { regulatorOf } from "@qs/catalogs/regulators";
import type { InsurerQuality } from "@qs/domain/insurer-quality";
import { MARKET_COUNTRIES } from "@qs/domain/market-countries";
import type { OrganizationSpec } from "./catalog-specs";
import { createRandom } from "./random";

/**
 * Each insurer's quality figures in the regulators' shape: DEMO VALUES, drawn from the
 * insurer's id within the ranges the regulators publish (complaints per 10,000 policies,
 * claims paid, days to answer a complaint), dated at the close of the last half-year and
 * marked as demonstration values. Reviews likewise: a rating out of 10 and a count under
 * 1,000 (reference-data spec §9 caps the aggregate count under 1000).
 */

/** The day the demo figures close: the last half-year the regulators have published. */
export const QUALITY_AS_OF = "2026-06-30";

const round1 = (value: number) => Math.round(value * 10) / 10;

export function demoQuality(
  spec: Pick<OrganizationSpec, "id" | "countryId" | "type">,
): InsurerQuality {
  const random = createRandom(`quality:${spec.id}`);
  const code = MARKET_COUNTRIES.find((country) => country.id === spec.countryId)?.code ?? "INT";
  const regulator = regulatorOf(code, spec.type);
  return {
    regulator: regulator && {
      complaintIndex: round1(random.between(0.6, 6.5)),
      claimsPaidPercent: round1(random.between(82, 98.5)),
      resolutionDays: random.int(6, 34),
      source: regulator.name,
      sourceUrl: regulator.url,
      asOf: QUALITY_AS_OF,
      demo: true,
    },
    reviews: { rating: round1(random.between(6.2, 9.6)), count: random.int(38, 980), demo: true },
  };
}
