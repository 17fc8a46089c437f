import { profilePriceQueryOptions } from "@qs/api-client/calculate-profile-price";
import { isCollectiveProduct } from "@qs/domain/collective";
import type { ProductItem } from "@qs/domain/product";
import type { AssumptionUf, ProductKind } from "@qs/pricing/price-assumptions";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useQuery } from "@tanstack/react-query";
import { profileKindOf } from "./product-kind";
import { storageKeyFor, useStoredProfile } from "./profile-store";

/**
 * The price of a product for the stored profile of its kind (persons, pets, company), as the
 * cards and the plan detail show it: requested only once `enabled`, cached per product and
 * profile, re-requested when a saved profile changes. `amount` is null until the API prices
 * the profile; `uf` is the UF value a UF price was converted with, read from the answer.
 */
export function useProfilePrice(product: ProductItem, enabled: boolean) {
  const client = useApiClient();
  const config = useCountryConfig();
  const kind = profileKindOf(product.insuranceType?.name);
  const stored = useStoredProfile(storageKeyFor(config, kind));
  const query = useQuery({
    ...profilePriceQueryOptions(client, {
      productId: product.id,
      productType: product.insuranceType?.name ?? null,
      upperType: product.insuranceType?.upperType?.name ?? null,
      profile: enabled ? stored : null,
    }),
    enabled,
  });
  const total = query.data?.total;
  const amount = total?.arePricesDefined ? (total.minPrice ?? null) : null;
  const conversion = query.data?.conversion;
  const uf: AssumptionUf | null =
    amount != null && conversion?.from?.code === "UF" && conversion.from.value
      ? { value: conversion.to.value / conversion.from.value, date: null }
      : null;
  const collective = isCollectiveProduct(product.insuranceType);
  const tooltipKind: ProductKind = kind === "pets" ? "pets" : collective ? "collective" : "persons";
  return { query, profile: stored, kind, tooltipKind, amount, uf };
}
