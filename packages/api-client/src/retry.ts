import { RETRY_ATTEMPTS, RETRY_DELAY_MS, retryExhaustedMessage } from "@qs/domain/retry-message";
import { ApiError } from "./api-client";

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

/** Client errors (4xx) are answers, not failures: they are not retried. */
function isRetryable(error: unknown): boolean {
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
      log(options.message, error);
      if (!isRetryable(error)) throw error;
      if (attempt < attempts) await sleep(delayMs);
    }
  }
  throw new RetryExhaustedError(attempts, lastError);
}
