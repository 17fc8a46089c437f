import { profilePriceQueryOptions } from "@qs/api-client/calculate-profile-price";
import {
  calculateProfilePrices,
  profilePricesQueryOptions,
} from "@qs/api-client/calculate-profile-prices";
import { isCollectiveProduct } from "@qs/domain/collective";
import type { ProductItem } from "@qs/domain/product";
import type { AssumptionUf, ProductKind } from "@qs/pricing/price-assumptions";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { type ProfileKind, profileKindOf } from "./product-kind";
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
  const pagePricesPending = useContext(PagePricesPending);
  const query = useQuery({
    ...profilePriceQueryOptions(client, priceRequest(product, enabled ? stored : null)),
    // Inside a listing the page's one batch fills this query: wait for it.
    enabled: enabled && !pagePricesPending,
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

/** What a card's own price query asks: its key is where a page's batch leaves the answer. */
function priceRequest(product: ProductItem, profile: StoredProfileValue) {
  return {
    productId: product.id,
    productType: product.insuranceType?.name ?? null,
    upperType: product.insuranceType?.upperType?.name ?? null,
    profile,
  };
}

type StoredProfileValue = ReturnType<typeof useStoredProfile>;

/**
 * The stored profile a listing can be sorted by ('Menor precio para mi perfil'): the profile
 * of the kind the listing's product type is priced with (persons unless the type says pets,
 * company...), once the visitor entered its data; null otherwise, and then the sort is not
 * offered.
 */
export function useListingProfile(
  productType: string | null | undefined,
  collective = false,
): StoredProfileValue {
  const config = useCountryConfig();
  const kind: ProfileKind = collective ? "collective" : profileKindOf(productType);
  const stored = useStoredProfile(storageKeyFor(config, kind));
  return stored?.ingresodatos === true ? stored : null;
}

/** True while a listing's batch of prices is on its way: its cards wait instead of asking one by one. */
export const PagePricesPending = createContext(false);

const KINDS: readonly ProfileKind[] = ["persons", "pets", "collective", "sctr", "international"];

/**
 * Prices a page of products with one request per kind of stored profile (a listing usually
 * has one kind) and leaves each answer where that card's own price query looks, so no card
 * asks on its own. Returns true while a batch is on its way (provide it as
 * `PagePricesPending` around the cards).
 */
export function usePagePrices(products: readonly ProductItem[]): boolean {
  const client = useApiClient();
  const config = useCountryConfig();
  const queryClient = useQueryClient();
  const stored: Record<ProfileKind, StoredProfileValue> = {
    persons: useStoredProfile(storageKeyFor(config, "persons")),
    pets: useStoredProfile(storageKeyFor(config, "pets")),
    collective: useStoredProfile(storageKeyFor(config, "collective")),
    sctr: useStoredProfile(storageKeyFor(config, "sctr")),
    international: useStoredProfile(storageKeyFor(config, "international")),
  };
  const groups = KINDS.map((kind) => ({
    kind,
    products: products.filter((product) => profileKindOf(product.insuranceType?.name) === kind),
  })).filter((group) => group.products.length > 0);
  const results = useQueries({
    queries: groups.map(({ kind, products: members }) => {
      const request = { productIds: members.map((product) => product.id), profile: stored[kind] };
      return {
        ...profilePricesQueryOptions(client, request),
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          const prices = await calculateProfilePrices(client, request, signal);
          for (const product of members) {
            const price = prices.get(product.id);
            if (price) {
              queryClient.setQueryData(
                profilePriceQueryOptions(client, priceRequest(product, stored[kind])).queryKey,
                price,
              );
            }
          }
          return prices;
        },
      };
    }),
  });
  return results.some((result) => result.isPending);
}
