import { z } from "zod";

/**
 * Idempotency of POST requests: a request carrying `Idempotency-Key` is
 * stored once; a retry with the same key and the same body gets the first
 * answer again (same status and body), the same key with another body is
 * refused with 409.
 */

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_CONFLICT_MESSAGE = "La clave de idempotencia ya se usó con otros datos";
export const IDEMPOTENCY_KEY_MESSAGE =
  "La clave de idempotencia debe tener entre 8 y 200 caracteres visibles";

export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,200}$/, IDEMPOTENCY_KEY_MESSAGE);

/** Header set on an answer that replays the first answer to the same key. */
export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";
