import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDemoCatalog } from "@qs/demo-catalog/index";
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
    /** The small catalogue's PGlite template with the demo catalogue loaded over it. */
    pgliteDemoTemplateDir: string;
    /** The same on PostgreSQL. */
    postgresDemoTemplateName: string | null;
  }
}

/**
 * Builds the starting databases once per run (migrations plus the small
 * catalogue; and the same with the demo catalogue loaded over it, which takes
 * 11 to 13 s on PGlite), so each test file copies one instead of creating and
 * filling its own: PGlite directories, and PostgreSQL template databases when
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
  const demo = await buildDemoCatalog();
  const pgliteDemoTemplateDir = mkdtempSync(join(tmpdir(), "qs-api-demo-template-"));
  cpSync(pgliteTemplateDir, pgliteDemoTemplateDir, { recursive: true });
  const pgliteDemo = await openDatabase({ dataDir: pgliteDemoTemplateDir });
  await loadCatalog(pgliteDemo, demo);
  await pgliteDemo.close();
  project.provide("pgliteDemoTemplateDir", pgliteDemoTemplateDir);

  const drops: Array<() => Promise<void>> = [];
  let postgresTemplateName: string | null = null;
  let postgresDemoTemplateName: string | null = null;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    const db = await openDatabase({ databaseUrl: scratch.url, dataDir: "unused" });
    await db.migrate();
    await loadCatalog(db, catalog);
    await db.close();
    postgresTemplateName = new URL(scratch.url).pathname.slice(1);
    const demoScratch = await createScratchDatabase(serverUrl, postgresTemplateName);
    const demoDb = await openDatabase({ databaseUrl: demoScratch.url, dataDir: "unused" });
    await loadCatalog(demoDb, demo);
    await demoDb.close();
    postgresDemoTemplateName = new URL(demoScratch.url).pathname.slice(1);
    drops.push(demoScratch.drop, scratch.drop);
  }
  project.provide("postgresTemplateName", postgresTemplateName);
  project.provide("postgresDemoTemplateName", postgresDemoTemplateName);

  return async () => {
    rmSync(pgliteTemplateDir, { recursive: true, force: true });
    rmSync(pgliteDemoTemplateDir, { recursive: true, force: true });
    for (const drop of drops) await drop();
  };
}
