import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature of a provider's notification, in the form payment providers use:
 * `X-Pasarela-Firma: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`.
 * The timestamp is signed with the body, so a captured notification cannot be replayed later
 * than the tolerance, and the body cannot be changed without the secret. Several `v1` values
 * may be sent (a secret being rotated); one matching is enough.
 */

export const SIGNATURE_HEADER = "X-Pasarela-Firma";

/** How old a signed notification may be: 5 minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/**
 * How far ahead of our clock a provider's may run: a minute of skew between two servers is
 * ordinary; a timestamp further ahead is refused.
 */
export const SIGNATURE_CLOCK_SKEW_SECONDS = 60;

export type SignatureCheck = "ok" | "missing" | "malformed" | "mismatch" | "stale" | "future";

const hmac = (secret: string, timestamp: string, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();

/** The header value that signs `body` at `now`. */
export function signNotification(secret: string, body: string, now: Date): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return `t=${timestamp},v1=${hmac(secret, timestamp, body).toString("hex")}`;
}

/**
 * Checks a signature header against the raw body at `now`: the HMAC compared in constant
 * time, then the timestamp (older than the tolerance: stale; more than the clock skew ahead of now: future).
 */
export function checkSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  if (header === undefined || header.trim() === "") return "missing";
  let timestamp: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const [key, value, ...rest] = part.trim().split("=");
    if (rest.length > 0 || value === undefined) return "malformed";
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = value;
    else if (key === "v1" && /^[0-9a-f]{64}$/.test(value))
      signatures.push(Buffer.from(value, "hex"));
    else return "malformed";
  }
  if (timestamp === undefined || signatures.length === 0 || signatures.length > 4)
    return "malformed";
  const expected = hmac(secret, timestamp, body);
  // Every candidate is compared, so the time taken does not tell which one matched.
  const matched = signatures
    .map((candidate) => timingSafeEqual(candidate, expected))
    .reduce((any, one) => any || one, false);
  if (!matched) return "mismatch";
  const age = Math.floor(now.getTime() / 1000) - Number(timestamp);
  if (age < -SIGNATURE_CLOCK_SKEW_SECONDS) return "future";
  if (age > SIGNATURE_TOLERANCE_SECONDS) return "stale";
  return "ok";
}
