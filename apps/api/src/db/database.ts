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
  /**
   * Calls `handler` with the payload of each NOTIFY on `channel` (PostgreSQL: on a dedicated
   * connection, reconnected after a loss; PGlite: the embedded engine's own listener).
   */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
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
    listen: async (channel, handler) => {
      await client.listen(channel, handler);
    },
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
  const listener = new NotificationListener(url);
  return {
    kind: "postgres",
    orm,
    transaction: (work) => orm.transaction((tx) => work(tx as Tx)),
    listen: (channel, handler) => listener.listen(channel, handler),
    migrate: () =>
      migrateNodePg(orm as unknown as Parameters<typeof migrateNodePg>[0], {
        migrationsFolder: migrationsFolder(),
      }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN on PostgreSQL: one connection outside the pool carries every channel. When it is lost
 * it reconnects after a second and listens again; meanwhile readers fall back on polling.
 */
class NotificationListener {
  readonly #handlers = new Map<string, Array<(payload: string) => void>>();
  #client: Promise<pg.Client> | null = null;
  #closed = false;

  constructor(readonly url: string) {}

  async listen(channel: string, handler: (payload: string) => void): Promise<void> {
    const known = this.#handlers.get(channel);
    if (known) {
      known.push(handler);
      return;
    }
    this.#handlers.set(channel, [handler]);
    const client = await this.#connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  #connect(): Promise<pg.Client> {
    this.#client ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on("notification", (message) => {
        for (const handler of this.#handlers.get(message.channel) ?? []) {
          handler(message.payload ?? "");
        }
      });
      const lost = () => {
        if (this.#closed) return;
        this.#client = null;
        setTimeout(() => void this.#reconnect(), 1000).unref();
      };
      client.on("error", (error) => {
        console.error("PostgreSQL listener error:", error.message);
        lost();
      });
      client.on("end", lost);
      await client.connect();
      return client;
    })();
    this.#client.catch(() => {
      this.#client = null;
    });
    return this.#client;
  }

  async #reconnect(): Promise<void> {
    if (this.#closed || this.#client) return;
    try {
      const client = await this.#connect();
      for (const channel of this.#handlers.keys()) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      console.error("PostgreSQL listener could not reconnect:", (error as Error).message);
      this.#client = null;
      setTimeout(() => void this.#reconnect(), 1000).unref();
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = await this.#client?.catch(() => null);
    await client?.end().catch(() => undefined);
  }
}
