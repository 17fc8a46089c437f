import { DEFAULT_UF_VALUE } from "@qs/catalogs/countries";
import { type UfValue, ufValueSchema } from "@qs/domain/api/reference-answers";
import { RETRY_ATTEMPTS, RETRY_MESSAGES, UF_RETRY_DELAY_MS } from "@qs/domain/retry-message";

/**
 * The UF value (profile spec §7 GET /api/globales/uf, §8 UF retry, §9 default UF value;
 * reference-data spec §9 "UF is converted to CLP using the current UF value").
 */

export const UF_ERROR_MESSAGE = RETRY_MESSAGES.ufValue;

/** Where the value came from, in the order they are tried. */
export type UfSource = "primary" | "secondary" | "stored" | "default";

export type LoadedUfValue = {
  value: number;
  /** Day the value applies to (YYYY-MM-DD); null for the default value. */
  date: string | null;
  source: UfSource;
  /** Tries made at the primary source (3 when it kept failing). */
  primaryAttempts: number;
};

type MaybePromise<T> = T | Promise<T>;

export type UfValueSources = {
  /** The API's UF value (GET /api/globales/uf): tried 3 times, 1 s apart. */
  fetchPrimary: () => Promise<UfValue>;
  /** A second indicator source, tried once after the primary failed. */
  fetchSecondary: () => Promise<UfValue>;
  /** The last value stored on this device, if any. */
  readStored: () => MaybePromise<UfValue | null | undefined>;
  /** Keeps a freshly fetched value for later visits. */
  store: (value: UfValue) => MaybePromise<void>;
  /** Waits the given milliseconds between tries. */
  sleep: (ms: number) => Promise<void>;
  /** Told of each failed fetch: 'Error al obtener el valor de la UF' and the cause. */
  onError?: (message: string, cause: unknown) => void;
};

/** A value as a source gives it, checked: a positive number and a YYYY-MM-DD day. */
function checked(value: unknown): UfValue {
  return ufValueSchema.parse(value);
}

/**
 * Loads the UF value: the primary source, retried every 1 s up to 3 tries; then the
 * secondary source; then the stored value; then 39214.8. A value fetched from either source
 * is stored. A source answering with something that is not a UF value counts as a failure.
 */
export async function loadUfValue(sources: UfValueSources): Promise<LoadedUfValue> {
  const report = (cause: unknown) => sources.onError?.(UF_ERROR_MESSAGE, cause);
  const fresh = async (
    value: UfValue,
    source: UfSource,
    primaryAttempts: number,
  ): Promise<LoadedUfValue> => {
    try {
      await sources.store(value);
    } catch {
      // The value is good even when it cannot be kept; the next visit fetches again.
    }
    return { value: value.value, date: value.date, source, primaryAttempts };
  };

  let primaryAttempts = 0;
  while (primaryAttempts < RETRY_ATTEMPTS) {
    primaryAttempts += 1;
    try {
      return await fresh(checked(await sources.fetchPrimary()), "primary", primaryAttempts);
    } catch (cause) {
      report(cause);
      if (primaryAttempts < RETRY_ATTEMPTS) await sources.sleep(UF_RETRY_DELAY_MS);
    }
  }

  try {
    return await fresh(checked(await sources.fetchSecondary()), "secondary", primaryAttempts);
  } catch (cause) {
    report(cause);
  }

  try {
    const stored = ufValueSchema.safeParse(await sources.readStored());
    if (stored.success) {
      return {
        value: stored.data.value,
        date: stored.data.date,
        source: "stored",
        primaryAttempts,
      };
    }
  } catch {
    // An unreadable stored value is treated as none.
  }

  return { value: DEFAULT_UF_VALUE, date: null, source: "default", primaryAttempts };
}
