import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { z } from "zod";

/**
 * The keys a server started outside production signs with when the environment names none:
 * the payment provider's notification secret and the robot challenge's HMAC key. Each data
 * directory gets its own, generated on its first start and kept beside it (readable by its
 * owner only), so nobody can sign a payment notification or forge a challenge with a value
 * published in the repository, and a restart keeps the challenges already handed out valid.
 */

const secretsSchema = z.object({
  paymentWebhookSecret: z.string().min(32),
  altchaHmacKey: z.string().min(32),
});
export type DevelopmentSecrets = z.infer<typeof secretsSchema>;

/** The file the secrets of `dataDir` are kept in. */
export const secretsFileOf = (dataDir: string) => `${dataDir}.secrets.json`;

const fresh = (): DevelopmentSecrets => ({
  paymentWebhookSecret: randomBytes(32).toString("hex"),
  altchaHmacKey: randomBytes(32).toString("hex"),
});

/** The secrets of `dataDir`: read from their file, or generated and written there. */
export function developmentSecrets(dataDir: string): DevelopmentSecrets {
  const file = secretsFileOf(dataDir);
  try {
    return secretsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    const secrets = fresh();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    return secrets;
  }
}
