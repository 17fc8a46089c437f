import { profilePriceQueryOptions } from "@qs/api-client/calculate-profile-price";
import { benefitCategoriesQueryOptions } from "@qs/api-client/get-benefit-categories";
import { featuresQueryOptions } from "@qs/api-client/get-features";
import { paymentInfoQueryOptions } from "@qs/api-client/get-payment-info";
import { productOffersQueryOptions } from "@qs/api-client/get-product-offers";
import type { ProductItem } from "@qs/domain/product";
import { profileKindOf } from "@qs/profile-forms/product-kind";
import { storageKeyFor, useStoredProfile } from "@qs/profile-forms/profile-store";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useQuery } from "@tanstack/react-query";

/**
 * Per-card information (comparator spec §3-§4): coverages, features, offers, payment info and
 * the profile price, loaded only once `enabled` (the card became visible) and cached per
 * product id by the query cache; the coverage-organization filter is part of the coverages'
 * key, so changing it reloads them. The profile price follows the stored profile of the
 * product's kind (persons, pets, company): a saved profile re-prices the visible cards, and
 * each product + profile pair is cached.
 */
export function useProductInformation(
  product: ProductItem,
  enabled: boolean,
  coverageOrganizations: readonly number[] = [],
) {
  const client = useApiClient();
  const config = useCountryConfig();
  const metadata = product.insuranceMetadata?.metadata;
  const kind = profileKindOf(product.insuranceType?.name);
  const stored = useStoredProfile(storageKeyFor(config, kind));
  const profile = enabled ? stored : null;
  const coverages = useQuery({
    ...benefitCategoriesQueryOptions(client, product.id, coverageOrganizations),
    enabled,
  });
  const features = useQuery({ ...featuresQueryOptions(client, product.id), enabled });
  const offers = useQuery({
    ...productOffersQueryOptions(client, product.productCode ?? "", metadata?.hasOffer === true),
    enabled: enabled && metadata?.hasOffer === true && Boolean(product.productCode),
  });
  const paymentInfo = useQuery({ ...paymentInfoQueryOptions(client, product.id), enabled });
  const profilePrice = useQuery({
    ...profilePriceQueryOptions(client, {
      productId: product.id,
      productType: product.insuranceType?.name ?? null,
      upperType: product.insuranceType?.upperType?.name ?? null,
      profile,
    }),
    enabled,
  });
  return { coverages, features, offers, paymentInfo, profilePrice, profile: stored, kind };
}
