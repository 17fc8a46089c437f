import { buildDemoCatalog } from "@qs/demo-catalog/index";
import { loadConfig } from "../../config";
import { openDatabase } from "../database";
import { loadCatalog } from "./load-catalog";

/** `pnpm --filter @qs/api seed`: migrates and replaces the catalogue with the demo catalogue. */
const config = loadConfig();
const productsArg = process.argv.find((arg) => arg.startsWith("--products="));
const products = productsArg ? Number(productsArg.split("=")[1]) : undefined;
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await db.migrate();
  const started = Date.now();
  const catalog = await buildDemoCatalog(products ? { products } : {});
  await loadCatalog(db, catalog);
  console.info(
    `Catalogue loaded into ${db.kind === "pglite" ? config.dataDir : "PostgreSQL"}: ${catalog.products.length} products in ${Date.now() - started} ms.`,
  );
} finally {
  await db.close();
}
