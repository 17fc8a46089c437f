import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEVELOPMENT_ALTCHA_KEY,
  DEVELOPMENT_TOKEN_ENCRYPTION_KEY,
  DEVELOPMENT_WEBHOOK_SECRET,
} from "./config";
import { developmentSecrets, secretsFileOf } from "./dev-secrets";

describe("developmentSecrets: each data directory's own keys", () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "qs-secrets-"));
    dirs.push(dir);
    return join(dir, "pglite");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("generates random keys on the first start, never the repository's placeholders", () => {
    const secrets = developmentSecrets(dataDir());
    expect(secrets.paymentWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.altchaHmacKey).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.tokenEncryptionKey).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.paymentWebhookSecret).not.toBe(DEVELOPMENT_WEBHOOK_SECRET);
    expect(secrets.altchaHmacKey).not.toBe(DEVELOPMENT_ALTCHA_KEY);
    expect(secrets.tokenEncryptionKey).not.toBe(DEVELOPMENT_TOKEN_ENCRYPTION_KEY);
  });

  it("adds a key an older file lacks, keeping the keys it has", () => {
    const dir = dataDir();
    const older = { paymentWebhookSecret: "p".repeat(64), altchaHmacKey: "h".repeat(64) };
    writeFileSync(secretsFileOf(dir), JSON.stringify(older), { mode: 0o600 });
    const secrets = developmentSecrets(dir);
    expect(secrets).toMatchObject(older);
    expect(secrets.tokenEncryptionKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(readFileSync(secretsFileOf(dir), "utf8"))).toEqual(secrets);
    expect(developmentSecrets(dir)).toEqual(secrets);
  });

  it("keeps them across restarts, readable by their owner only, and differs between directories", () => {
    const dir = dataDir();
    const first = developmentSecrets(dir);
    expect(developmentSecrets(dir)).toEqual(first);
    expect(statSync(secretsFileOf(dir)).mode & 0o777).toBe(0o600);
    expect(developmentSecrets(dataDir()).paymentWebhookSecret).not.toBe(first.paymentWebhookSecret);
  });
});
