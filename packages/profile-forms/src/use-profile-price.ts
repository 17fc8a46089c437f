import type { ApiClient } from "@qs/api-client/api-client";
import { RESPONSE_CACHE_MS } from "@qs/api-client/cache";
import { profilePriceQueryOptions } from "@qs/api-client/calculate-profile-price";
import { calculateProfilePrices } from "@qs/api-client/calculate-profile-prices";
import { isCollectiveProduct } from "@qs/domain/collective";
import { enteredProfile, hasEnteredProfile } from "@qs/domain/entered-profile";
import type { ProductItem } from "@qs/domain/product";
import { paidPrice } from "@qs/pricing/comparable-price";
import type { AssumptionUf, ProductKind } from "@qs/pricing/price-assumptions";
import { useApiClient } from "@qs/ui/api-client-context";
import { useCountryConfig } from "@qs/ui/country-config-context";
import {
  type QueryClient,
  queryOptions,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { type ProfileKind, profileKindOf } from "./product-kind";
import { useProfileConsent } from "./profile-consent";
import { type StoredProfile, storageKeyFor, useStoredProfile } from "./profile-store";

/**
 * The stored profile of a kind as it may be sent: only with the visitor's consent to the
 * current text (`useProfileConsent`); otherwise null, and prices are those of a visitor
 * without a profile. `waiting` is true while a kept consent is being checked against the
 * current version and there is a profile to send: price requests wait for the answer
 * rather than going out twice.
 */
export function useSendableProfile(kind: ProfileKind): {
  profile: StoredProfile | null;
  waiting: boolean;
} {
  const config = useCountryConfig();
  const stored = useStoredProfile(storageKeyFor(config, kind));
  const { status } = useProfileConsent();
  return {
    profile: status === "current" ? stored : null,
    waiting: status === "checking" && hasEnteredProfile(stored),
  };
}

/**
 * Every kind's stored profile as it may be sent (see `useSendableProfile`), for pages that
 * price products of several kinds (a listing's batch, the comparison).
 */
export function useSendableProfiles(): {
  profiles: Record<ProfileKind, StoredProfile | null>;
  waiting: boolean;
} {
  const config = useCountryConfig();
  const { status } = useProfileConsent();
  const stored: Record<ProfileKind, StoredProfile | null> = {
    persons: useStoredProfile(storageKeyFor(config, "persons")),
    pets: useStoredProfile(storageKeyFor(config, "pets")),
    collective: useStoredProfile(storageKeyFor(config, "collective")),
    sctr: useStoredProfile(storageKeyFor(config, "sctr")),
    international: useStoredProfile(storageKeyFor(config, "international")),
  };
  const allowed = status === "current";
  return {
    profiles: {
      persons: allowed ? stored.persons : null,
      pets: allowed ? stored.pets : null,
      collective: allowed ? stored.collective : null,
      sctr: allowed ? stored.sctr : null,
      international: allowed ? stored.international : null,
    },
    waiting:
      status === "checking" && Object.values(stored).some((profile) => hasEnteredProfile(profile)),
  };
}

/**
 * The price of a product for the stored profile of its kind (persons, pets, company), as the
 * cards and the plan detail show it: requested only once `enabled`, cached per product and
 * profile, re-requested when a saved profile changes. The profile is sent only with the
 * visitor's consent (`useSendableProfile`): without it the price and `profile` are those of a
 * visitor without a profile. `amount` is null until the API prices the profile; `uf` is the
 * UF value a UF price was converted with, read from the answer.
 */
export function useProfilePrice(product: ProductItem, enabled: boolean) {
  const client = useApiClient();
  const kind = profileKindOf(product.insuranceType?.name);
  const { profile, waiting } = useSendableProfile(kind);
  const pagePricesPending = useContext(PagePricesPending);
  const query = useQuery({
    ...profilePriceQueryOptions(client, priceRequest(product, enabled ? profile : null)),
    // Inside a listing the page's one batch fills this query: wait for it.
    enabled: enabled && !pagePricesPending && !waiting,
  });
  const paid = paidPrice(query.data);
  const amount = paid?.amount ?? null;
  /** The price before the offers' discounts, shown struck through beside `amount`. */
  const before = paid?.before ?? null;
  const conversion = query.data?.conversion;
  const uf: AssumptionUf | null =
    amount != null && conversion?.from?.code === "UF" && conversion.from.value
      ? { value: conversion.to.value / conversion.from.value, date: null }
      : null;
  const collective = isCollectiveProduct(product.insuranceType);
  const tooltipKind: ProductKind = kind === "pets" ? "pets" : collective ? "collective" : "persons";
  return { query, profile, kind, tooltipKind, amount, before, uf };
}

/**
 * A product's own price query for a profile (null: a visitor without one), as the cards and the
 * plan detail read it: what a plan page's loader loads.
 */
export function productPriceQueryOptions(
  client: ApiClient,
  product: ProductItem,
  profile: StoredProfile | null,
) {
  return profilePriceQueryOptions(client, priceRequest(product, profile));
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

type StoredProfileValue = StoredProfile | null;

/**
 * The stored profile a listing can be sorted by ('Menor precio para mi perfil'): the profile
 * of the kind the listing's product type is priced with (persons unless the type says pets,
 * company...), once the visitor entered its data and agreed to its use; null otherwise, and
 * then the sort is not offered.
 */
export function useListingProfile(
  productType: string | null | undefined,
  collective = false,
): StoredProfileValue {
  const kind: ProfileKind = collective ? "collective" : profileKindOf(productType);
  const { profile } = useSendableProfile(kind);
  return enteredProfile(profile);
}

/** True while a listing's batch of prices is on its way: its cards wait instead of asking one by one. */
export const PagePricesPending = createContext(false);

const KINDS: readonly ProfileKind[] = ["persons", "pets", "collective", "sctr", "international"];

/** No stored profile of any kind: what the server prices a page with. */
export const NO_PROFILES: Readonly<Record<ProfileKind, StoredProfile | null>> = {
  persons: null,
  pets: null,
  collective: null,
  sctr: null,
  international: null,
};

/**
 * The queries that price a page of products: one request per kind of stored profile (a listing
 * usually has one kind), each leaving every product's answer where that card's own price query
 * looks, and keeping only which products it priced (the answers are the cards' queries: kept
 * twice, a server-rendered page would carry each price twice). The same for the listing's
 * loader (without profiles, on the server) and the page.
 */
export function pagePricesQueries(
  client: ApiClient,
  queryClient: QueryClient,
  products: readonly ProductItem[],
  profiles: Readonly<Record<ProfileKind, StoredProfile | null>>,
) {
  const groups = KINDS.map((kind) => ({
    kind,
    products: products.filter((product) => profileKindOf(product.insuranceType?.name) === kind),
  })).filter((group) => group.products.length > 0);
  return groups.map(({ kind, products: members }) => {
    const request = { productIds: members.map((product) => product.id), profile: profiles[kind] };
    return queryOptions({
      queryKey: ["page-prices", client.options.countryCode, request],
      queryFn: async ({ signal }): Promise<readonly number[]> => {
        const prices = await calculateProfilePrices(client, request, signal);
        const priced: number[] = [];
        for (const product of members) {
          const price = prices.get(product.id);
          if (price) {
            queryClient.setQueryData(
              profilePriceQueryOptions(client, priceRequest(product, profiles[kind])).queryKey,
              price,
            );
            priced.push(product.id);
          }
        }
        return priced;
      },
      staleTime: RESPONSE_CACHE_MS,
      retry: false,
    });
  });
}

/**
 * Prices a page of products with one request per kind of stored profile (`pagePricesQueries`),
 * so no card asks on its own. Returns true while a batch is on its way (provide it as
 * `PagePricesPending` around the cards).
 */
export function usePagePrices(products: readonly ProductItem[]): boolean {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { profiles: stored, waiting } = useSendableProfiles();
  const results = useQueries({
    queries: pagePricesQueries(client, queryClient, products, stored).map((query) => ({
      ...query,
      // A kept consent is being checked: the batch waits rather than going out twice.
      ...(waiting ? { enabled: false } : {}),
    })),
  });
  return results.some((result) => result.isPending);
}
