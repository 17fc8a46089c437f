import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, packageRoot } from "./config";

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

  it("treats an empty DATABASE_URL as none", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("refuses invalid values, naming them", () => {
    expect(() => loadConfig({ PORT: "port" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ROBOT_MAX_REQUESTS: "0" })).toThrow(/ROBOT_MAX_REQUESTS/);
  });
});
