import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** What both drivers have in common: the query builder over our schema. */
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Orm | Tx;

export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly orm: Orm;
  /**
   * Runs `work` in one transaction and commits before resolving. On PGlite
   * (one connection) transactions are queued so they never interleave.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Applies the migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Runs tasks one after another. */
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

/** The migrations folder: beside the bundle in dist/, or at the package root in development. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, "drizzle"),
    join(here, "..", "drizzle"),
    join(here, "../../drizzle"),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (created when missing); "memory://" keeps it in memory. */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { relaxedDurability: false });
  const orm = drizzlePglite({ client, schema }) as unknown as Orm;
  const mutex = new Mutex();
  return {
    kind: "pglite",
    orm,
    transaction: (work) => mutex.run(() => orm.transaction((tx) => work(tx as Tx))),
    migrate: () =>
      mutex.run(() =>
        migratePglite(orm as unknown as Parameters<typeof migratePglite>[0], {
          migrationsFolder: migrationsFolder(),
        }),
      ),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  const orm = drizzleNodePg({ client: pool, schema }) as unknown as Orm;
  return {
    kind: "postgres",
    orm,
    transaction: (work) => orm.transaction((tx) => work(tx as Tx)),
    migrate: () =>
      migrateNodePg(orm as unknown as Parameters<typeof migrateNodePg>[0], {
        migrationsFolder: migrationsFolder(),
      }),
    close: () => pool.end(),
  };
}
