import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/database";
import { loadCatalog } from "../../src/db/seed/load-catalog";
import { buildSmallCatalog } from "../fixtures/small-catalog";
import { createScratchDatabase, testPostgresUrl } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory holding the small catalogue; test files copy it. */
    pgliteTemplateDir: string;
    /** Name of a migrated PostgreSQL database holding the small catalogue; test files clone it. */
    postgresTemplateName: string | null;
  }
}

/**
 * Builds the starting database once per run (migrations plus the small
 * catalogue), so each test file copies it instead of creating and filling
 * its own: a PGlite directory, and a PostgreSQL template database when
 * TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const serverUrl = testPostgresUrl();
  const catalog = await buildSmallCatalog();

  const pgliteTemplateDir = mkdtempSync(join(tmpdir(), "qs-api-template-"));
  const pglite = await openDatabase({ dataDir: pgliteTemplateDir });
  await pglite.migrate();
  await loadCatalog(pglite, catalog);
  await pglite.close();
  project.provide("pgliteTemplateDir", pgliteTemplateDir);

  let dropTemplate: (() => Promise<void>) | null = null;
  let postgresTemplateName: string | null = null;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    const db = await openDatabase({ databaseUrl: scratch.url, dataDir: "unused" });
    await db.migrate();
    await loadCatalog(db, catalog);
    await db.close();
    postgresTemplateName = new URL(scratch.url).pathname.slice(1);
    dropTemplate = scratch.drop;
  }
  project.provide("postgresTemplateName", postgresTemplateName);

  return async () => {
    rmSync(pgliteTemplateDir, { recursive: true, force: true });
    await dropTemplate?.();
  };
}
