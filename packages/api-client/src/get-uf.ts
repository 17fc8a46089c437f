import { DEFAULT_UF_VALUE } from "@qs/catalogs/countries";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { UfValue } from "@qs/domain/api/reference-answers";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { RETRY_ATTEMPTS, RETRY_MESSAGES } from "@qs/domain/retry-message";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { RESPONSE_CACHE_MS } from "./cache";
import { withRetry } from "./retry";

/**
 * The UF value in pesos and its day (profile spec §7 `GET /api/globales/uf`; §8 "The UF retry
 * is 1 s, 3 tries, message 'Error al obtener el valor de la UF'; if it fails a secondary source
 * is used, then the stored value"; §9 default UF value 39214.8). Chile's prices are in UF and
 * shown in pesos, so the sites always need some value: every step down the chain is a value
 * a visitor can still trust more than none. See the package README for the choice of the
 * secondary source.
 */

/** The UF call waits 1 s between its 3 tries (the other calls wait 1.5 s). */
export const UF_RETRY_DELAY_MS = 1000;
export const UF_ERROR_MESSAGE = RETRY_MESSAGES.ufValue;

/** Where the value came from, in the order they are tried. */
export type UfSource = "api" | "price" | "stored" | "default";

export interface LoadedUfValue {
  value: number;
  /** The day it applies to (YYYY-MM-DD); null when the source does not say (price, default). */
  date: string | null;
  source: UfSource;
}

/** A UF value a fallback offers; its day may be unknown. */
export interface UfCandidate {
  value: number;
  date: string | null;
}

/** The part of `Storage` the stored value needs (localStorage in the browser). */
export type UfStorage = Pick<Storage, "getItem" | "setItem">;

export interface UfFallbacks {
  /** The secondary source, asked after the API failed: see `ufFromPriceAnswer`. */
  secondary?: () => UfCandidate | null | undefined;
  /** Where the last good value of the API is kept; null on the server. */
  storage?: UfStorage | null;
  /** The country's key for that value (`ufStorageKey`). */
  storageKey: string;
  /** Waits between tries (tests pass a recorder). */
  sleep?: (ms: number) => Promise<void>;
  /** Told of each failed try with 'Error al obtener el valor de la UF'. */
  log?: (message: string, error: unknown) => void;
}

/** The country's storage key of the last good UF value: 'uf_cl' beside 'pets_cl'. */
export function ufStorageKey(countryCode: string): string {
  return `uf_${countryCode.toLowerCase()}`;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function positive(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/**
 * The UF value a price answer was computed with: the simulation's value (Isapre plans), else
 * the rate of its UF-to-pesos conversion. Null for an answer without UF.
 */
export function ufFromPriceAnswer(price: ProfilePrice | null | undefined): number | null {
  if (!price) return null;
  if (positive(price.simulation?.ufValue)) return price.simulation.ufValue;
  const { from, to } = price.conversion ?? {};
  if (from?.code === "UF" && to?.code === "CLP" && positive(from.value) && positive(to?.value)) {
    return to.value / from.value;
  }
  return null;
}

/** The stored value, when it is one: a positive number and a YYYY-MM-DD day. */
export function readStoredUf(storage: UfStorage | null | undefined, key: string): UfValue | null {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? "null") as Partial<UfValue> | null;
    return parsed &&
      positive(parsed.value) &&
      typeof parsed.date === "string" &&
      ISO_DAY.test(parsed.date)
      ? { value: parsed.value, date: parsed.date }
      : null;
  } catch {
    // Unreadable storage (private mode) or a broken value: as if nothing was kept.
    return null;
  }
}

function store(storage: UfStorage | null | undefined, key: string, value: UfValue): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the fallback of a later visit.
  }
}

/**
 * `GET /api/globales/uf`, tried 3 times 1 s apart; throws when every try failed. An answer that
 * is not a UF value counts as a failed try, like a server error.
 */
export async function getUf(
  client: ApiClient,
  options: Pick<UfFallbacks, "sleep" | "log"> = {},
  signal?: AbortSignal,
): Promise<UfValue> {
  // The schemas load while the first request is on its way.
  const schemas = Promise.all([
    import("@qs/domain/api/envelope"),
    import("@qs/domain/api/reference-answers"),
  ]);
  return withRetry(
    async () => {
      const { json } = await client.request(apiPath(apiPaths.globalesUf), { signal });
      const [{ dataEnvelopeSchema }, { ufValueSchema }] = await schemas;
      return dataEnvelopeSchema(ufValueSchema).parse(json).data;
    },
    {
      message: UF_ERROR_MESSAGE,
      attempts: RETRY_ATTEMPTS,
      delayMs: UF_RETRY_DELAY_MS,
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.log ? { log: options.log } : {}),
    },
  );
}

/**
 * The UF value to show: the API's (kept in storage for later visits); when it fails, the
 * secondary source; then the value kept from an earlier visit; then 39214.8. Never throws,
 * except when the caller cancels.
 */
export async function loadUfValue(
  client: ApiClient,
  fallbacks: UfFallbacks,
  signal?: AbortSignal,
): Promise<LoadedUfValue> {
  try {
    const fresh = await getUf(client, fallbacks, signal);
    store(fallbacks.storage, fallbacks.storageKey, fresh);
    return { ...fresh, source: "api" };
  } catch (error) {
    // Each failed try was logged with 'Error al obtener el valor de la UF'.
    if (signal?.aborted) throw error;
  }
  const secondary = fallbacks.secondary?.();
  if (secondary && positive(secondary.value)) {
    return { value: secondary.value, date: secondary.date, source: "price" };
  }
  const stored = readStoredUf(fallbacks.storage, fallbacks.storageKey);
  if (stored) return { ...stored, source: "stored" };
  return { value: DEFAULT_UF_VALUE, date: null, source: "default" };
}

export function ufValueQueryOptions(client: ApiClient, fallbacks: UfFallbacks) {
  return queryOptions({
    queryKey: ["uf-value", client.options.countryCode],
    queryFn: ({ signal }) => loadUfValue(client, fallbacks, signal),
    staleTime: RESPONSE_CACHE_MS,
    retry: false,
  });
}
