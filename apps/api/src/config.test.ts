import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEVELOPMENT_ALTCHA_KEY,
  DEVELOPMENT_TOKEN_ENCRYPTION_KEY,
  DEVELOPMENT_WEBHOOK_SECRET,
  loadConfig,
  packageRoot,
} from "./config";

/** A valid production environment (every secret set), less the variables named. */
function productionWithout(...names: string[]): Record<string, string> {
  const production: Record<string, string> = {
    NODE_ENV: "production",
    PUBLIC_API_URL: "https://api.queseguro.example",
    PUBLIC_BACK_OFFICE_URL: "https://backoffice.queseguro.example",
    PUBLIC_SITE_URLS:
      "CO=https://www.queseguro.com,CL=https://www.queplan.cl,PE=https://www.queplan.pe,INT=https://www.internationalhealth.com",
    ALTCHA_HMAC_KEY: "k".repeat(32),
    PAYMENT_WEBHOOK_SECRET: "s".repeat(32),
    SITE_SERVICE_TOKEN: "v".repeat(32),
    TOKEN_ENCRYPTION_KEY: "e".repeat(32),
  };
  for (const name of names) delete production[name];
  return production;
}

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      downloadLinksPerDay: 5,
      robotMaxRequests: 120,
      robotWindowSeconds: 60,
      corsOrigins: [],
      dataDir: resolve(packageRoot, ".data", "pglite"),
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sharedLinkHosts).toContain("localhost");
  });

  it("reads lists, numbers and the database URL", () => {
    const config = loadConfig({
      PORT: "4100",
      CORS_ORIGINS: "https://a.com, https://b.com",
      DATABASE_URL: "postgres://u@127.0.0.1:5432/db",
      DOWNLOAD_LINKS_PER_DAY: "2",
      DATA_DIR: "/tmp/qs-data",
    });
    expect(config).toMatchObject({
      port: 4100,
      corsOrigins: ["https://a.com", "https://b.com"],
      databaseUrl: "postgres://u@127.0.0.1:5432/db",
      downloadLinksPerDay: 2,
      dataDir: "/tmp/qs-data",
    });
  });

  it("limits referral lookups per client, 30 an hour unless told", () => {
    expect(loadConfig({}).rateLimits.referralLookupsPerHour).toBe(30);
    expect(
      loadConfig({ REFERRAL_LOOKUPS_PER_CLIENT_PER_HOUR: "5" }).rateLimits.referralLookupsPerHour,
    ).toBe(5);
    expect(() => loadConfig({ REFERRAL_LOOKUPS_PER_CLIENT_PER_HOUR: "0" })).toThrow(
      /REFERRAL_LOOKUPS_PER_CLIENT_PER_HOUR/,
    );
  });

  it("treats an empty DATABASE_URL as none", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("reads the online purchase's settings: staff, reminder delays, the sandbox and its secret", () => {
    const config = loadConfig({
      STAFF_TOKENS:
        "BACKOFFICE:Ana@QueSeguro.test:token-de-prueba-0123456789abcdefghij;ejecutivo de soporte:luis@queseguro.test:otro-token-0123456789abcdefghijklmn",
      RESUME_REMINDER_DELAYS_MS: "0,86400000,259200000",
      JOBS_INTERVAL_MS: "1000",
    });
    expect(config.staffTokens).toEqual([
      {
        role: "BACKOFFICE",
        email: "ana@queseguro.test",
        token: "token-de-prueba-0123456789abcdefghij",
      },
      {
        role: "EJECUTIVO DE SOPORTE",
        email: "luis@queseguro.test",
        token: "otro-token-0123456789abcdefghijklmn",
      },
    ]);
    expect(config.resumeReminderDelaysMs).toEqual([0, 86_400_000, 259_200_000]);
    expect(config.jobsIntervalMs).toBe(1000);
    expect(config.paymentSandbox).toBe(true);
    expect(loadConfig({}).purchaseDraftDays).toBe(30);
    expect(() => loadConfig({ STAFF_TOKENS: "BACKOFFICE:ana@x.test:corto" })).toThrow(
      /STAFF_TOKENS/,
    );
    expect(() => loadConfig({ RESUME_REMINDER_DELAYS_MS: "1,2" })).toThrow(
      /RESUME_REMINDER_DELAYS_MS/,
    );
  });

  it("reads a member's countries after the token, and keeps the three-part entry valid", () => {
    const config = loadConfig({
      STAFF_TOKENS:
        "JEFATURA_SAC_CHILE:jefa@queplan.test:token-de-chile-0123456789abcdefghij:cl;EJECUTIVO:eva@queseguro.test:token-de-eva-0123456789abcdefghijkl: CO , PE ,co;GERENTE:gus@queseguro.test:token-de-gus-0123456789abcdefghijkl",
    });
    expect(config.staffTokens.map(({ email, countries }) => ({ email, countries }))).toEqual([
      { email: "jefa@queplan.test", countries: ["CL"] },
      { email: "eva@queseguro.test", countries: ["CO", "PE"] },
      { email: "gus@queseguro.test", countries: undefined },
    ]);
    for (const list of ["", "MX", "CO,XX", "CO:CL"]) {
      expect(
        () =>
          loadConfig({
            STAFF_TOKENS: `EJECUTIVO:eva@queseguro.test:token-de-eva-0123456789abcdefghijkl:${list}`,
          }),
        list,
      ).toThrow(/STAFF_TOKENS/);
    }
  });

  it("keeps the staff audit a year unless told otherwise", () => {
    expect(loadConfig({}).retentionDays.audit).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: "90" }).retentionDays.audit).toBe(90);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "0" })).toThrow(/AUDIT_RETENTION_DAYS/);
  });

  it("needs the payment providers' secret in production, and turns the sandbox off there", () => {
    const production = productionWithout("PAYMENT_WEBHOOK_SECRET");
    expect(() => loadConfig(production)).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    const config = loadConfig({ ...production, PAYMENT_WEBHOOK_SECRET: "s".repeat(32) });
    expect(config.paymentSandbox).toBe(false);
    expect(
      loadConfig({ ...production, PAYMENT_WEBHOOK_SECRET: "s".repeat(32), PAYMENT_SANDBOX: "true" })
        .paymentSandbox,
    ).toBe(true);
  });

  it("refuses in production a key published in the repository", () => {
    const production = productionWithout("ALTCHA_HMAC_KEY", "PAYMENT_WEBHOOK_SECRET");
    expect(() =>
      loadConfig({
        ...production,
        ALTCHA_HMAC_KEY: "k".repeat(32),
        PAYMENT_WEBHOOK_SECRET: DEVELOPMENT_WEBHOOK_SECRET,
      }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET in production is a value published in the repository/);
    expect(() =>
      loadConfig({
        ...production,
        ALTCHA_HMAC_KEY: DEVELOPMENT_ALTCHA_KEY,
        PAYMENT_WEBHOOK_SECRET: "s".repeat(32),
      }),
    ).toThrow(/ALTCHA_HMAC_KEY/);
    expect(() =>
      loadConfig({
        ...production,
        ALTCHA_HMAC_KEY: "k".repeat(32),
        PAYMENT_WEBHOOK_SECRET: "s".repeat(32),
        TOKEN_ENCRYPTION_KEY: DEVELOPMENT_TOKEN_ENCRYPTION_KEY,
      }),
    ).toThrow(/TOKEN_ENCRYPTION_KEY in production is a value published in the repository/);
  });

  it("needs the token encryption key in production; elsewhere a placeholder main.ts replaces", () => {
    const production = productionWithout("TOKEN_ENCRYPTION_KEY");
    expect(() => loadConfig(production)).toThrow(/production needs TOKEN_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...production, TOKEN_ENCRYPTION_KEY: "short" })).toThrow(
      /TOKEN_ENCRYPTION_KEY/,
    );
    expect(loadConfig({ ...production, TOKEN_ENCRYPTION_KEY: "e".repeat(32) })).toMatchObject({
      tokenEncryptionKey: "e".repeat(32),
      // No mail transport in production unless one is named.
      mailPickupDir: null,
    });
    expect(loadConfig({}).tokenEncryptionKey).toBe(DEVELOPMENT_TOKEN_ENCRYPTION_KEY);
  });

  it("delivers e-mail beside the data directory outside production, or where MAIL_PICKUP_DIR says", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/qs-data" }).mailPickupDir).toBe("/tmp/qs-data.mail");
    expect(loadConfig({ MAIL_PICKUP_DIR: "/var/spool/qs-mail" }).mailPickupDir).toBe(
      "/var/spool/qs-mail",
    );
  });

  it("needs the site service credential in production, of at least 32 characters", () => {
    const production = productionWithout("SITE_SERVICE_TOKEN");
    expect(() => loadConfig(production)).toThrow(/SITE_SERVICE_TOKEN/);
    expect(() => loadConfig({ ...production, SITE_SERVICE_TOKEN: "corto" })).toThrow(
      /SITE_SERVICE_TOKEN/,
    );
    const token = "v".repeat(32);
    expect(loadConfig({ ...production, SITE_SERVICE_TOKEN: token }).siteServiceToken).toBe(token);
    expect(loadConfig({}).siteServiceToken).toBeUndefined();
  });

  it("listens on loopback unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("refuses invalid values, naming them", () => {
    expect(() => loadConfig({ PORT: "port" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ROBOT_MAX_REQUESTS: "0" })).toThrow(/ROBOT_MAX_REQUESTS/);
  });
});
