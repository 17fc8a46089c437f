import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { z } from "zod";

/**
 * The keys a server started outside production uses when the environment names none: the
 * payment provider's notification secret, the robot challenge's HMAC key and the key that
 * encrypts what the database keeps of visitors' tokens. Each data directory gets its own,
 * generated on its first start and kept beside it (readable by its owner only), so nobody can
 * sign a payment notification, forge a challenge or open a sealed answer with a value published
 * in the repository, and a restart keeps what was signed or sealed before readable.
 */

const secret = z.string().min(32);
const secretsSchema = z.object({
  paymentWebhookSecret: secret,
  altchaHmacKey: secret,
  tokenEncryptionKey: secret,
});
export type DevelopmentSecrets = z.infer<typeof secretsSchema>;

/** The file the secrets of `dataDir` are kept in. */
export const secretsFileOf = (dataDir: string) => `${dataDir}.secrets.json`;

const fresh = (): DevelopmentSecrets => ({
  paymentWebhookSecret: randomBytes(32).toString("hex"),
  altchaHmacKey: randomBytes(32).toString("hex"),
  tokenEncryptionKey: randomBytes(32).toString("hex"),
});

/** What the file holds, or nothing when it is missing or unreadable. */
function stored(file: string): Partial<DevelopmentSecrets> {
  try {
    return secretsSchema.partial().parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return {};
  }
}

/**
 * The secrets of `dataDir`: read from their file, or generated and written there. A file
 * written before a key existed keeps its other keys and gets the missing one.
 */
export function developmentSecrets(dataDir: string): DevelopmentSecrets {
  const file = secretsFileOf(dataDir);
  const kept = stored(file);
  const secrets: DevelopmentSecrets = { ...fresh(), ...kept };
  if (Object.keys(secrets).some((name) => kept[name as keyof DevelopmentSecrets] === undefined)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}
