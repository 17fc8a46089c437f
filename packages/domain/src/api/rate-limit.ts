/**
 * Per-client request limits: a client over the limit of a route family gets 429 with this
 * body and a `Retry-After` header in seconds, and may try again once the wait is over.
 */

export const RETRY_AFTER_HEADER = "Retry-After";

/** "Demasiadas solicitudes. Intenta nuevamente en N minutos." (whole minutes, at least one). */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Demasiadas solicitudes. Intenta nuevamente en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}
