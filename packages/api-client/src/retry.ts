import { RETRY_ATTEMPTS, RETRY_DELAY_MS, retryExhaustedMessage } from "@qs/domain/retry-message";
import { ApiError, RequestTimeoutError } from "./api-client";

export interface RetryOptions {
  attempts?: number;
  delayMs?: number;
  /** Logged on each failed try ('Error al obtener los paises'...). */
  message: string;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, error: unknown) => void;
}

/** Thrown after the last try: 'Se ha sobrepasado el limite de intentos (3), Intente mas tarde.' */
export class RetryExhaustedError extends Error {
  override readonly cause: unknown;
  readonly attempts: number;

  constructor(attempts: number, cause: unknown) {
    super(retryExhaustedMessage(attempts));
    this.name = "RetryExhaustedError";
    this.attempts = attempts;
    this.cause = cause;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The caller cancelled the request (an AbortError, or whatever reason its signal carried). */
function isCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "AbortError" || name === "TimeoutError";
}

/**
 * Only failures to get an answer (network errors) and server errors (5xx) are tried again.
 * A client error (4xx) is the API's verdict; a request that timed out or that its caller
 * cancelled (TanStack Query on unmount) is abandoned, and trying it again would only repeat
 * the wait or do work nobody reads.
 */
function isRetryable(error: unknown): boolean {
  if (error instanceof RequestTimeoutError || isCancelled(error)) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** Tries a call up to 3 times, 1500 ms apart (profile spec §8). */
export async function withRetry<T>(call: () => Promise<T>, options: RetryOptions): Promise<T> {
  const attempts = options.attempts ?? RETRY_ATTEMPTS;
  const delayMs = options.delayMs ?? RETRY_DELAY_MS;
  const sleep = options.sleep ?? defaultSleep;
  const log = options.log ?? ((message: string, error: unknown) => console.warn(message, error));
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await call();
    } catch (error) {
      lastError = error;
      // A cancellation is no failure: nothing to log.
      if (!isCancelled(error)) log(options.message, error);
      if (!isRetryable(error)) throw error;
      if (attempt < attempts) await sleep(delayMs);
    }
  }
  throw new RetryExhaustedError(attempts, lastError);
}
