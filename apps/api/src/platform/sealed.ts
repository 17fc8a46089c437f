import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Sealing: what the server must keep for a while but nobody reading the database may use (an
 * idempotent answer that carries a visitor's token, the text of an e-mail with a private link)
 * is stored encrypted with AES-256-GCM under `TOKEN_ENCRYPTION_KEY`, which only the server
 * holds. Each purpose gets its own key (HKDF-SHA256 of the configured one), and each sealed
 * value is bound to the row it belongs to (`context`, authenticated but not stored in it): a
 * value copied to another row, altered or sealed under another key does not open.
 *
 * Written as `v1.<base64url(iv ‖ ciphertext ‖ tag)>`, a 12-byte random IV and a 16-byte tag.
 */

export type SealPurpose = "idempotent-answer" | "mail-outbox" | "staff-totp";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that does not open: another key, another row, or altered. */
export class SealError extends Error {
  override name = "SealError";
}

const derived = new Map<string, Buffer>();

function keyFor(secret: string, purpose: SealPurpose): Buffer {
  const id = `${purpose}\n${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", `qs ${purpose} ${VERSION}`, 32));
    derived.set(id, key);
  }
  return key;
}

/** `plaintext` encrypted for `purpose`, bound to `context` (the row it is stored in). */
export function seal(
  secret: string,
  purpose: SealPurpose,
  plaintext: string,
  context: string,
): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const encrypted = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const packed = Buffer.concat([iv, encrypted, cipher.getAuthTag()]);
  return `${VERSION}.${packed.toString("base64url")}`;
}

/** The plaintext of a value `seal` wrote with the same key, purpose and context; else SealError. */
export function unseal(
  secret: string,
  purpose: SealPurpose,
  sealed: string,
  context: string,
): string {
  const [version, data, ...rest] = sealed.split(".");
  if (version !== VERSION || data === undefined || rest.length > 0) {
    throw new SealError("Not a sealed value");
  }
  const packed = Buffer.from(data, "base64url");
  if (packed.length < IV_BYTES + TAG_BYTES) throw new SealError("Sealed value too short");
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyFor(secret, purpose),
      packed.subarray(0, IV_BYTES),
    );
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(packed.subarray(packed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(packed.subarray(IV_BYTES, packed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new SealError("The sealed value does not open with this key and context");
  }
}
