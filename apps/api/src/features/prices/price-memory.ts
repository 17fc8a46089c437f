import { createHash } from "node:crypto";
import type { Coverage } from "@qs/domain/coverage";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Executor } from "../../db/database";
import { offers, organizations, priceRows, products } from "../../db/schema";
import { canonicalJson } from "../../platform/canonical-json";
import { readPlanCoverages } from "./plan-coverages";
import {
  activeDiscounts,
  groupByProduct,
  type ProductPricingData,
  parsePriceRows,
} from "./product-price";
import { readUfValue } from "./read-uf-value";

/** A product's pricing data as kept, with where it is listed (a batch prices only those). */
export interface KeptPricing extends ProductPricingData {
  countryId: number;
  active: boolean;
}

/** What is kept: one product's pricing data or coverages, an id list, or the day's UF value. */
interface KeptValues {
  pricing: KeptPricing;
  coverages: readonly Coverage[];
  ids: readonly number[];
  list: ListData;
  uf: number | null;
}

/**
 * The data of a matching list, aligned with its ids: what one ordering reads, in one lookup.
 * It shares the objects of the per-product entries.
 */
export interface ListData {
  ids: readonly number[];
  /** Undefined for an id whose product is gone. */
  pricing: ReadonlyArray<ProductPricingData | undefined>;
  /** Each product's coverages; null when not asked for. */
  coverages: ReadonlyArray<readonly Coverage[]> | null;
  /** Some price table of the list is in UF (the UF value is needed). */
  anyUf: boolean;
}
type Kind = keyof KeptValues;
type Kept = { [K in Kind]: { kind: K; version: number; value: KeptValues[K] } }[Kind];

export interface PriceMemoryOptions {
  /** Bound of everything kept, as estimated by `sizeOf`; 0 keeps nothing. */
  maxBytes: number;
  /** Lifetime of an id list (a matching list, an ordered list), in ms. */
  listTtlMs: number;
  /** The server's clock, in milliseconds. */
  now: () => number;
}

/** Bytes counted for an entry besides its data. */
const ENTRY_OVERHEAD = 64;

/**
 * What a process keeps of the catalogue to order listings by a household's price without
 * reading price rows: each product's price table, active offers and kind (`pricing`), its
 * coverages for the yearly cost (`coverages`), the day's UF value, the ids the comparator's
 * filters match and the ordered ids of one (filters, household, order). Every entry carries the
 * catalogue version read before its data was: an entry of another version is a miss, and the
 * server empties the whole memory when it sees a newer version (as it does the read cache).
 * One LRU bounded in bytes holds them all; an id list also expires after `listTtlMs`.
 *
 * Sizes are estimates: a product's data counts the length of its JSON text (about what V8
 * holds for it: 12 MB of heap against 12.4 million characters for the 2,184 products of the
 * 10,000-product catalogue that Colombia's sorts read, price tables, offers and coverages), and a matching list's data (`listData`) counts the
 * whole of the products it references again, though it shares their objects: what is counted
 * is an upper bound of what is held.
 */
export class PriceMemory {
  readonly #lru: LRUCache<string, Kept> | null;
  readonly #listTtlMs: number;

  constructor(options: PriceMemoryOptions) {
    this.#listTtlMs = Math.max(1, options.listTtlMs);
    this.#lru =
      options.maxBytes > 0
        ? new LRUCache<string, Kept>({
            maxSize: options.maxBytes,
            sizeCalculation: (kept, key) => key.length * 2 + this.#sizeOf(kept),
            perf: { now: options.now },
            ttlResolution: 0,
          })
        : null;
  }

  get enabled(): boolean {
    return this.#lru !== null;
  }

  clear(): void {
    this.#lru?.clear();
  }

  /** Bytes kept, as counted for the bound. */
  get bytes(): number {
    return this.#lru?.calculatedSize ?? 0;
  }

  get entries(): number {
    return this.#lru?.size ?? 0;
  }

  /** Sizes of kept objects, each worked out once. */
  readonly #sizes = new WeakMap<object, number>();

  #dataSize(value: object): number {
    let size = this.#sizes.get(value);
    if (size === undefined) {
      size = JSON.stringify(value).length;
      this.#sizes.set(value, size);
    }
    return size;
  }

  #sizeOf(kept: Kept): number {
    switch (kept.kind) {
      case "ids":
        return kept.value.length * 8 + ENTRY_OVERHEAD;
      case "uf":
        return ENTRY_OVERHEAD;
      case "list": {
        let size = kept.value.ids.length * 24 + ENTRY_OVERHEAD;
        for (const data of kept.value.pricing) if (data) size += this.#dataSize(data);
        for (const list of kept.value.coverages ?? []) size += this.#dataSize(list);
        return size;
      }
      default:
        return this.#dataSize(kept.value) + ENTRY_OVERHEAD;
    }
  }

  /**
   * The pricing data (and coverages when `withCoverages`) of the products of a matching list,
   * aligned with its ids, kept under the list's key: one lookup for a whole ordering.
   */
  async listData(
    db: Executor,
    version: number,
    key: string,
    ids: readonly number[],
    withCoverages: boolean,
  ): Promise<ListData> {
    const listKey = `${key}:${withCoverages ? "coverages" : "prices"}`;
    const kept = this.#get("list", listKey, version);
    if (kept) return kept;
    const [pricing, coverages] = await Promise.all([
      this.pricing(db, version, ids),
      withCoverages ? this.coverages(db, version, ids) : null,
    ]);
    const value: ListData = {
      ids,
      pricing: ids.map((id) => pricing.get(id)),
      anyUf: [...pricing.values()].some((data) => data.rows.some((row) => row.unit === "UF")),
      coverages: coverages ? ids.map((id) => coverages.get(id) ?? []) : null,
    };
    this.#set({ kind: "list", version, value }, listKey, this.#listTtlMs);
    return value;
  }

  #get<K extends Kind>(kind: K, key: string, version: number): KeptValues[K] | undefined {
    const kept = this.#lru?.get(`${kind}:${key}`);
    if (!kept || kept.kind !== kind) return undefined;
    if (kept.version !== version) {
      this.#lru?.delete(`${kind}:${key}`);
      return undefined;
    }
    return kept.value as KeptValues[K];
  }

  #set(kept: Kept, key: string, ttl?: number): void {
    this.#lru?.set(`${kept.kind}:${key}`, kept, ttl ? { ttl } : {});
  }

  /**
   * The id list kept under `key` (see `listKey`) at this version, else `compute`d and kept.
   */
  async ids(
    key: string,
    version: number,
    compute: () => Promise<readonly number[]>,
  ): Promise<readonly number[]> {
    const kept = this.#get("ids", key, version);
    if (kept) return kept;
    const value = await compute();
    this.#set({ kind: "ids", version, value }, key, this.#listTtlMs);
    return value;
  }

  /** The stored UF value of a day (null: none stored), read once per day and version. */
  async ufValue(db: Executor, version: number, now: Date): Promise<number | null> {
    const day = now.toISOString().slice(0, 10);
    const kept = this.#get("uf", day, version);
    if (kept !== undefined) return kept;
    const value = (await readUfValue(db, now))?.value ?? null;
    this.#set({ kind: "uf", version, value }, day);
    return value;
  }

  /**
   * The pricing data of each product of `ids`: from memory, the missing ones read in one query
   * each for the products, their price rows and their active offers, then kept. A product that
   * does not exist is left out.
   */
  async pricing(
    db: Executor,
    version: number,
    ids: readonly number[],
  ): Promise<Map<number, KeptPricing>> {
    const found = new Map<number, KeptPricing>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.#get("pricing", String(id), version);
      if (kept) found.set(id, kept);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const [rows, tables, offerRows] = await Promise.all([
      db
        .select({
          id: products.id,
          typeName: products.insuranceTypeName,
          upperType: products.upperType,
          organizationType: products.organizationType,
          organizationCode: organizations.organizationCode,
          countryId: products.countryId,
          active: products.active,
        })
        .from(products)
        .innerJoin(organizations, eq(organizations.id, products.organizationId))
        .where(inArray(products.id, missing)),
      // Every row of the table (any household may come next), as one JSON array per product.
      db
        .select({
          productId: priceRows.productId,
          rows: sql<string>`json_agg(json_build_array(${priceRows.sex}, ${priceRows.ageMin}, ${priceRows.ageMax}, ${priceRows.species}, ${priceRows.breed}, ${priceRows.price}, ${priceRows.unit}) order by ${priceRows.ageMin}, ${priceRows.id})::text`,
        })
        .from(priceRows)
        .where(inArray(priceRows.productId, missing))
        .groupBy(priceRows.productId),
      db
        .select({ productId: offers.productId, stock: offers.stock, data: offers.data })
        .from(offers)
        .where(and(inArray(offers.productId, missing), eq(offers.active, true)))
        .orderBy(asc(offers.id)),
    ]);
    const rowsOf = new Map(tables.map((table) => [table.productId, parsePriceRows(table.rows)]));
    const offersOf = groupByProduct(offerRows);
    for (const row of rows) {
      const value: KeptPricing = {
        countryId: row.countryId,
        active: row.active,
        typeName: row.typeName,
        upperType: row.upperType,
        organizationType: row.organizationType,
        organizationCode: row.organizationCode,
        rows: rowsOf.get(row.id) ?? [],
        discounts: activeDiscounts(offersOf.get(row.id) ?? []),
      };
      found.set(row.id, value);
      this.#set({ kind: "pricing", version, value }, String(row.id));
    }
    return found;
  }

  /** The coverages of each product of `ids` (empty when it states none), as `pricing` does. */
  async coverages(
    db: Executor,
    version: number,
    ids: readonly number[],
  ): Promise<Map<number, readonly Coverage[]>> {
    const found = new Map<number, readonly Coverage[]>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.#get("coverages", String(id), version);
      if (kept) found.set(id, kept);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const read = await readPlanCoverages(db, missing);
    for (const id of missing) {
      const value = read.get(id) ?? [];
      found.set(id, value);
      this.#set({ kind: "coverages", version, value }, String(id));
    }
    return found;
  }
}

/**
 * The key of an id list: a SHA-256 of the canonical JSON of what decides it, so equal requests
 * share an entry, and no household is kept as written.
 */
export function listKey(parts: unknown): string {
  return createHash("sha256").update(canonicalJson(parts)).digest("base64url");
}
