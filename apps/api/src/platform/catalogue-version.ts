import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { catalogueVersion } from "../db/schema";
import { logger } from "../logger";

const CHANNEL = "catalogue_version";

/**
 * The catalogue version this process believes current. Every catalogue write bumps the
 * `catalogue_version` row in its own transaction (a trigger, migration 0002) and notifies
 * the `catalogue_version` channel. This process learns of it by the notification (LISTEN, at
 * once) or by reading the row again once `checkMs` has passed since the last read, whichever
 * comes first: a cached answer outlives a write by at most `checkMs` even if a notification
 * is lost. `checkMs` 0 reads the row on every call.
 */
export class CatalogueVersion {
  #known: number | null = null;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<number> | null = null;
  readonly #onChange: Array<(version: number) => void> = [];
  #unlisten: (() => Promise<void>) | null = null;
  #closed = false;

  constructor(
    readonly db: Database,
    readonly checkMs: number,
  ) {}

  /** Subscribes to the write notifications; reading still works if that fails. */
  async listen(): Promise<void> {
    try {
      const unlisten = await this.db.listen(CHANNEL, (payload) => {
        const version = Number(payload);
        if (Number.isSafeInteger(version)) this.#observe(version);
      });
      if (this.#closed) await unlisten();
      else this.#unlisten = unlisten;
    } catch (error) {
      if (!this.#closed)
        logger.warn({ err: error }, "Catalogue version: LISTEN failed, polling only");
    }
  }

  /** Stops listening (shutdown): the database is about to close. */
  async close(): Promise<void> {
    this.#closed = true;
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    await unlisten?.().catch(() => undefined);
  }

  /** Calls `handler` whenever a newer version is seen. */
  onChange(handler: (version: number) => void): void {
    this.#onChange.push(handler);
  }

  /** The newest version seen; read from the database when the last read is older than checkMs. */
  current(): Promise<number> | number {
    if (this.#known !== null && performance.now() - this.#checkedAt < this.checkMs) {
      return this.#known;
    }
    if (this.checkMs > 0 && this.#reading) return this.#reading;
    const reading = this.#read().finally(() => {
      if (this.#reading === reading) this.#reading = null;
    });
    this.#reading = reading;
    return reading;
  }

  /**
   * Reads the version now, after a write this process made: its own cached answers go at once
   * (the other processes learn of the write by the notification or within checkMs).
   */
  refresh(): Promise<number> {
    return this.#read();
  }

  async #read(): Promise<number> {
    const startedAt = performance.now();
    const [row] = await this.db.orm
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    this.#checkedAt = startedAt;
    this.#observe(row?.version ?? 0, true);
    return this.#known ?? 0;
  }

  /** A read is the truth (even lower: a restored database); notifications only move forward. */
  #observe(version: number, read = false): void {
    if (this.#known === version || (!read && this.#known !== null && version < this.#known)) {
      return;
    }
    this.#known = version;
    for (const handler of this.#onChange) handler(version);
  }
}
