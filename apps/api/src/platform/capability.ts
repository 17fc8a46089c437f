import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Capabilities: personal data (a lead, a feedback, a consent, the right to change a shared
 * link) is reached only through a random token handed to its creator. 32 random bytes
 * (256 bits) written as base64url, 43 characters. Only the token's SHA-256 is stored, so
 * a copy of the database does not hand out access either.
 */

export const CAPABILITY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Capability {
  /** Given once to the creator; never stored. */
  token: string;
  /** Stored; looked up with `hashToken(token)`. */
  hash: string;
}

export function newCapability(): Capability {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `token` is the one behind `hash`, compared in constant time. */
export function tokenMatches(token: string, hash: string): boolean {
  const candidate = Buffer.from(hashToken(token), "hex");
  const stored = Buffer.from(hash, "hex");
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of `Authorization: Bearer <token>`, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  const token = BEARER.exec(header ?? "")?.[1];
  return token && CAPABILITY_TOKEN_PATTERN.test(token) ? token : null;
}
