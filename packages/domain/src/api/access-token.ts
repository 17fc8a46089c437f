import { z } from "zod";

/**
 * The capability tokens of the API: 32 random bytes in base64url (43 characters), handed
 * once to whoever created a lead, a feedback, a consent or a shared link. Holding the token
 * is the only way to read or change what it names; ids never leave the server. Its own
 * module so the lead, feedback, shared-link and privacy contracts share it without cycles.
 */

export const ACCESS_TOKEN_MESSAGE = "Código de acceso inválido";

/** A capability token: 32 random bytes in base64url. */
export const accessTokenSchema = z
  .string({ error: ACCESS_TOKEN_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{43}$/, ACCESS_TOKEN_MESSAGE);
