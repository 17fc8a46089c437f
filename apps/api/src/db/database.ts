import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "../logger";
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
   * Resolves to a function that stops calling it.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
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
  /** PostgreSQL: longest wait for a connection, in ms (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** PostgreSQL: longest statement, in ms (DB_STATEMENT_TIMEOUT_MS); 0 for none (the seed). */
  statementTimeoutMs?: number;
}

/** The defaults of DB_CONNECT_TIMEOUT_MS and DB_STATEMENT_TIMEOUT_MS, for callers without a config. */
const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/** A pooled connection unused this long is closed. */
const IDLE_TIMEOUT_MS = 30_000;

/**
 * Opens the database. Timeouts apply to PostgreSQL only: PGlite runs in this process on one
 * connection, so there is no connection to wait for and a statement cannot be cancelled from
 * outside (readiness bounds its own check; see features/health/health-routes.ts).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, {
        max: options.poolSize ?? 10,
        connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      })
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the provider search (migration 0021 creates the extension).
  const client = await PGlite.create(dataDir, {
    relaxedDurability: false,
    extensions: { pg_trgm },
  });
  const orm = drizzlePglite({ client, schema }) as unknown as Orm;
  const mutex = new Mutex();
  return {
    kind: "pglite",
    orm,
    transaction: (work) => mutex.run(() => orm.transaction((tx) => work(tx as Tx))),
    listen: (channel, handler) => client.listen(channel, handler),
    migrate: () =>
      mutex.run(() =>
        migratePglite(orm as unknown as Parameters<typeof migratePglite>[0], {
          migrationsFolder: migrationsFolder(),
        }),
      ),
    close: () => client.close(),
  };
}

interface PostgresOptions {
  max: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

async function openPostgres(url: string, options: PostgresOptions): Promise<Database> {
  const statementLimit = options.statementTimeoutMs > 0 ? options.statementTimeoutMs : undefined;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    // A database that does not answer fails the request after this wait, not never.
    connectionTimeoutMillis: options.connectTimeoutMs,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    // The server cancels a statement past the limit; the client stops waiting a little later
    // (a lost connection never answers the cancel).
    ...(statementLimit
      ? {
          statement_timeout: statementLimit,
          query_timeout: statementLimit + 1000,
          idle_in_transaction_session_timeout: statementLimit,
        }
      : {}),
    keepAlive: true,
    application_name: "qs-api",
  });
  // An idle connection that breaks (the server restarted, a network cut) is dropped from the
  // pool and logged; without this handler it would crash the process.
  pool.on("error", (error) => logger.warn({ err: error }, "PostgreSQL pool error"));
  const orm = drizzleNodePg({ client: pool, schema }) as unknown as Orm;
  const listener = new NotificationListener(url, options.connectTimeoutMs);
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

  constructor(
    readonly url: string,
    readonly connectTimeoutMs: number,
  ) {}

  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    const unlisten = async () => {
      const handlers = this.#handlers.get(channel)?.filter((known) => known !== handler) ?? [];
      if (handlers.length > 0) {
        this.#handlers.set(channel, handlers);
        return;
      }
      this.#handlers.delete(channel);
      const client = await this.#client?.catch(() => null);
      await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
    const known = this.#handlers.get(channel);
    if (known) {
      known.push(handler);
      return unlisten;
    }
    this.#handlers.set(channel, [handler]);
    const client = await this.#connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return unlisten;
  }

  #connect(): Promise<pg.Client> {
    this.#client ??= (async () => {
      const client = new pg.Client({
        connectionString: this.url,
        connectionTimeoutMillis: this.connectTimeoutMs,
        keepAlive: true,
        application_name: "qs-api-listener",
      });
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
        logger.warn({ err: error }, "PostgreSQL listener error");
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
      logger.warn({ err: error }, "PostgreSQL listener could not reconnect");
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
