import { type CalculatePriceQuery, calculatePriceQuerySchema } from "@qs/domain/api/price-requests";
import type { VisitorProfile } from "@qs/domain/profile";
import {
  type CalculatePriceRequest,
  calculatePriceRequestSchema,
  type ProfilePrice,
  type ProfilePriceEntry,
  priceNotFoundMethodSchema,
} from "@qs/domain/profile-price";

/**
 * The price of a product for the visitor's profile (profile spec §7 "Prices": POST
 * /api/insurance/{id}/calculatePrice with profile and productType, a GET variant with
 * productType and comparator when no data was entered; §4 "Profile data is incomplete until
 * ingresodatos is true"; §3 "Profile price"; comparator spec §7 "Price for a profile").
 */

export type ProfilePriceRequest =
  | { method: "POST"; path: string; body: CalculatePriceRequest }
  | {
      method: "GET";
      path: string;
      query: CalculatePriceQuery;
      /** The query as a search string ('?productType=...&comparator=...'), or ''. */
      search: string;
      /** 'no-data' when ingresodatos is not true; 'invalid-profile' when the profile failed the contract. */
      reason: "no-data" | "invalid-profile";
    };

/** /api/insurance/{id}/calculatePrice; the id must be a positive whole number. */
export function calculatePricePath(insuranceId: number | string): string {
  const id = typeof insuranceId === "number" ? insuranceId : Number(insuranceId.trim());
  if (!Number.isInteger(id) || id <= 0)
    throw new RangeError(`Invalid insurance id: ${insuranceId}`);
  return `/api/insurance/${id}/calculatePrice`;
}

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The calculatePrice call for a profile. Once the visitor entered data (ingresodatos true)
 * it is a POST whose body holds the profile and productType (and the upper type when
 * given). Otherwise it is the GET variant with productType and comparator in the query. A
 * profile that does not pass the contract's schema is not sent: the GET variant is used.
 */
export function buildProfilePriceRequest(input: {
  insuranceId: number | string;
  profile: VisitorProfile | null | undefined;
  productType?: string | null;
  comparator?: string | null;
  upperType?: string | null;
}): ProfilePriceRequest {
  const path = calculatePricePath(input.insuranceId);
  const productType = present(input.productType);
  let reason: "no-data" | "invalid-profile" = "no-data";

  if (input.profile?.ingresodatos === true) {
    const upperType = present(input.upperType);
    const body = calculatePriceRequestSchema.safeParse({
      profile: input.profile,
      ...(productType === undefined ? {} : { productType }),
      ...(upperType === undefined ? {} : { upperType }),
    });
    if (body.success) return { method: "POST", path, body: body.data };
    reason = "invalid-profile";
  }

  const comparator = present(input.comparator);
  const query = calculatePriceQuerySchema.parse({
    ...(productType === undefined ? {} : { productType }),
    ...(comparator === undefined ? {} : { comparator }),
  });
  const pairs = Object.entries(query)
    .filter((pair): pair is [string, string] => typeof pair[1] === "string")
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  const search = pairs.length > 0 ? `?${pairs.join("&")}` : "";
  return { method: "GET", path, query, search, reason };
}

export type ProfilePriceSummary = {
  profilesWithPrice: number;
  profilesEvaluated: number;
  /** True when every evaluated person has a price (arePricesDefined, and the counts agree). */
  complete: boolean;
  minPrice: number | null;
  /** The total in the converted currency (UF total in pesos...), when the answer carries one. */
  converted: { value: number; code: string | null } | null;
  /** Entries priced. */
  priced: ProfilePriceEntry[];
  /** Entries whose method is 'PriceNotFound', with their profile number and person. */
  notFound: ProfilePriceEntry[];
};

/** Sums up a profile-price answer: how many persons have a price, and which have 'PriceNotFound'. */
export function summarizeProfilePrice(answer: ProfilePrice): ProfilePriceSummary {
  const notFoundMethod = priceNotFoundMethodSchema.value;
  const notFound = answer.profiles.filter((entry) => entry.method === notFoundMethod);
  const priced = answer.profiles.filter((entry) => entry.method !== notFoundMethod);
  const { profilesWithPrice, profilesEvaluated, arePricesDefined } = answer.total;
  const to = answer.conversion?.to;
  return {
    profilesWithPrice,
    profilesEvaluated,
    complete: arePricesDefined && profilesEvaluated > 0 && profilesWithPrice === profilesEvaluated,
    minPrice: answer.total.minPrice ?? null,
    converted: to ? { value: to.value, code: to.code ?? null } : null,
    priced,
    notFound,
  };
}
