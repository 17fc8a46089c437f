import type { CountryConfig } from "@qs/domain/country-config";

/**
 * Where this browser keeps the token of a purchase it started: under the country's key and
 * the plan's code (`V1.6_CO_compra_P-1001`), so coming back to `/Compra-Online/{code}` the
 * next day, without the token in the address, finds the same draft. The token opens only
 * that draft, which expires on the server; storage that is full or blocked keeps nothing.
 */

export function purchaseStorageKey(
  config: Pick<CountryConfig, "storageKeys">,
  productCode: string,
): string {
  return `${config.storageKeys.profile}_compra_${productCode}`;
}

export function readStoredToken(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function storeToken(key: string, token: string): void {
  try {
    globalThis.localStorage?.setItem(key, token);
  } catch {
    // Private mode or full storage: the token stays in the address only.
  }
}

/** Forgets the kept token when it is `token` (an expired draft), leaving a newer one alone. */
export function forgetToken(key: string, token: string): void {
  try {
    if (globalThis.localStorage?.getItem(key) === token) globalThis.localStorage.removeItem(key);
  } catch {
    // Nothing kept that could be removed.
  }
}
