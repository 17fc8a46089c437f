import { benefitCategoriesQueryOptions } from "@qs/api-client/get-benefit-categories";
import { featuresQueryOptions } from "@qs/api-client/get-features";
import { paymentInfoQueryOptions } from "@qs/api-client/get-payment-info";
import { productOffersQueryOptions } from "@qs/api-client/get-product-offers";
import type { ProductItem } from "@qs/domain/product";
import { useProfilePrice } from "@qs/profile-forms/use-profile-price";
import { useApiClient } from "@qs/ui/api-client-context";
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
  const metadata = product.insuranceMetadata?.metadata;
  const price = useProfilePrice(product, enabled);
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
  return { coverages, features, offers, paymentInfo, price };
}
