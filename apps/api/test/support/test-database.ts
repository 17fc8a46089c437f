import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/db/database";

/**
 * The databases every API suite runs on: embedded PGlite in a fresh temporary
 * data directory, and PostgreSQL when TEST_DATABASE_URL points at a server
 * (each test file then creates and drops its own database on it).
 */
export interface DatabaseTarget {
  name: "pglite" | "postgres";
  open(): Promise<OpenedDatabase>;
}

export interface OpenedDatabase {
  db: Database;
  /** True when the database came from the run's template: migrated, small catalogue loaded. */
  seeded: boolean;
  /** PostgreSQL URL of the file's own database (postgres target). */
  url?: string;
  /** PGlite data directory (pglite target). */
  dataDir?: string;
  cleanup(): Promise<void>;
}

/** PGlite in a fresh temporary directory: a copy of `templateDir` when given. */
export function pgliteTarget(templateDir?: string | null): DatabaseTarget {
  return {
    name: "pglite",
    async open() {
      const dataDir = mkdtempSync(join(tmpdir(), "qs-api-pglite-"));
      if (templateDir) cpSync(templateDir, dataDir, { recursive: true });
      const db = await openDatabase({ dataDir });
      return {
        db,
        dataDir,
        seeded: Boolean(templateDir),
        async cleanup() {
          await db.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

/**
 * Creates a database of its own on the server of `serverUrl` (a copy of the
 * `template` database when given); the returned URL points at it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `qs_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export function postgresTarget(serverUrl: string, template?: string | null): DatabaseTarget {
  return {
    name: "postgres",
    async open() {
      const scratch = await createScratchDatabase(serverUrl, template);
      const db = await openDatabase({ databaseUrl: scratch.url, dataDir: "unused" });
      return {
        db,
        url: scratch.url,
        seeded: Boolean(template),
        async cleanup() {
          await db.close();
          await scratch.drop();
        },
      };
    },
  };
}

/** The PostgreSQL server of the test run, if any. Fails when CI is set and none is given. */
export function testPostgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url) return url;
  if (process.env.CI) {
    throw new Error(
      "CI is set but TEST_DATABASE_URL is not: the API suites must also run on PostgreSQL. Run them through `npm test`, which starts a throw-away cluster.",
    );
  }
  return undefined;
}

/**
 * The targets of a suite, starting from the run's templates (see global-setup.ts): the small
 * catalogue, or the demo catalogue loaded over it.
 */
export function databaseTargets(catalogue: "small" | "demo" = "small"): DatabaseTarget[] {
  const url = testPostgresUrl();
  const demo = catalogue === "demo";
  const pglite = pgliteTarget(inject(demo ? "pgliteDemoTemplateDir" : "pgliteTemplateDir"));
  if (!url) return [pglite];
  return [
    pglite,
    postgresTarget(url, inject(demo ? "postgresDemoTemplateName" : "postgresTemplateName")),
  ];
}
