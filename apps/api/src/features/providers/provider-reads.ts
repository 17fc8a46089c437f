import type {
  PlanNetworkEntry,
  Provider,
  ProviderMatch,
  ProviderSearchQuery,
} from "@qs/domain/provider";
import {
  type NetworkLevel,
  networkLevels,
  PROVIDER_SEARCH_LIMIT,
  providerSearchText,
} from "@qs/domain/provider-rules";
import { and, asc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { coverageOrganizations, productNetwork, products } from "../../db/schema";

/**
 * The provider directory's reads. A search word matches a provider when its trigrams are
 * close enough to one of the provider's words (`<%`, word similarity, served by the trigram
 * index), so 'alemna' finds 'Clínica Alemana'; every word must match, and the closest come
 * first.
 */

/** How close a word must be to count as found: 'davla' is 0.50 from 'davila', 'lima' 0.20. */
export const WORD_MATCH_THRESHOLD = 0.45;
/** Words that say nothing about which provider is meant. */
const STOP_WORDS = new Set(["de", "del", "la", "las", "los", "el", "y", "en"]);
/**
 * Words most providers' names hold: they rank the providers found but do not choose them,
 * unless nothing else is asked ('hospital' alone), so a search reads the trigram index by
 * its rarest words ('clinica alemna' looks for 'alemna' among the clinics' names).
 */
const GENERIC_WORDS = new Set([
  "clinica",
  "clinicas",
  "hospital",
  "hospitales",
  "centro",
  "centros",
  "medico",
  "medica",
  "policlinico",
  "red",
  "salud",
]);

const providerColumns = {
  id: coverageOrganizations.id,
  displayName: coverageOrganizations.displayName,
  kind: coverageOrganizations.kind,
  address: coverageOrganizations.address,
  hours: coverageOrganizations.hours,
  city: coverageOrganizations.city,
  region: coverageOrganizations.region,
  regionNumber: coverageOrganizations.regionNumber,
  latitude: coverageOrganizations.latitude,
  longitude: coverageOrganizations.longitude,
  specialties: coverageOrganizations.specialties,
  url: sql<string | null>`${coverageOrganizations.data}->>'url'`,
};

interface ProviderRow {
  id: number;
  displayName: string;
  kind: string | null;
  address: string | null;
  hours: string | null;
  city: string | null;
  region: string | null;
  regionNumber: number | null;
  latitude: number | null;
  longitude: number | null;
  specialties: string[];
  url: string | null;
}

function toProvider(row: ProviderRow): Provider {
  return {
    id: row.id,
    displayName: row.displayName,
    kind: (row.kind ?? "clinica") as Provider["kind"],
    address: row.address ?? "",
    hours: row.hours ?? "",
    city: row.city ?? "",
    region: row.region ?? "",
    regionNumber: row.regionNumber,
    latitude: row.latitude ?? 0,
    longitude: row.longitude ?? 0,
    specialties: row.specialties,
    url: row.url,
  };
}

/** The words of a search that can tell providers apart, normalized. */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return [
    ...new Set(
      providerSearchText(text)
        .split(" ")
        .filter((word) => word.length > 0 && !STOP_WORDS.has(word)),
    ),
  ].slice(0, 6);
}

/** The providers of a country matching the search, closest first (at most PROVIDER_SEARCH_LIMIT). */
export async function searchProviders(
  db: Executor,
  countryId: number,
  query: ProviderSearchQuery,
): Promise<ProviderMatch[]> {
  const words = searchWords(query.q);
  const telling = words.filter((word) => !GENERIC_WORDS.has(word));
  const required = telling.length > 0 ? telling : words;
  const conditions: Array<SQL | undefined> = [
    eq(coverageOrganizations.countryId, countryId),
    isNotNull(coverageOrganizations.kind),
    ...required.map((word) => sql`${word} <% ${coverageOrganizations.searchText}`),
    query.ciudad === undefined
      ? undefined
      : eq(coverageOrganizations.cityKey, providerSearchText(query.ciudad)),
    query.regionNumero === undefined
      ? undefined
      : eq(coverageOrganizations.regionNumber, query.regionNumero),
    query.especialidad === undefined
      ? undefined
      : sql`${providerSearchText(query.especialidad)} = any(${coverageOrganizations.specialtyKeys})`,
  ];
  const match =
    words.length === 0
      ? sql<number>`1`
      : sql<number>`(${sql.join(
          words.map((word) => sql`word_similarity(${word}, ${coverageOrganizations.searchText})`),
          sql` + `,
        )}) / ${words.length}`;
  const read = (executor: Executor) =>
    executor
      .select({ ...providerColumns, match })
      .from(coverageOrganizations)
      .where(and(...conditions))
      .orderBy(sql`${match} desc`, asc(coverageOrganizations.displayName))
      .limit(PROVIDER_SEARCH_LIMIT);
  // `<%` compares with the session's threshold; it is set for this transaction only.
  const rows =
    words.length === 0
      ? await read(db)
      : await db.transaction(async (tx) => {
          await tx.execute(
            sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_MATCH_THRESHOLD)}, true)`,
          );
          return read(tx as Executor);
        });
  return rows.map((row) => ({
    ...toProvider(row),
    match: Math.min(1, Math.max(0, Number(row.match))),
  }));
}

/**
 * A plan's network: every provider it names with the level and copay, preferred first, then
 * free choice, then excluded, each by name. Null when the product is unknown or inactive in
 * the country.
 */
export async function planNetwork(
  db: Executor,
  countryId: number,
  productId: number,
  regionNumber: number | undefined,
): Promise<PlanNetworkEntry[] | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.id, productId), eq(products.countryId, countryId), eq(products.active, true)),
    )
    .limit(1);
  if (!product) return null;
  const rows = await db
    .select({
      ...providerColumns,
      level: productNetwork.level,
      copayPercent: productNetwork.copayPercent,
    })
    .from(productNetwork)
    .innerJoin(coverageOrganizations, eq(coverageOrganizations.id, productNetwork.organizationId))
    .where(
      and(
        eq(productNetwork.productId, productId),
        isNotNull(coverageOrganizations.kind),
        regionNumber === undefined
          ? undefined
          : eq(coverageOrganizations.regionNumber, regionNumber),
      ),
    )
    .orderBy(asc(coverageOrganizations.displayName));
  const rank = (level: string) => networkLevels.indexOf(level as NetworkLevel);
  return rows
    .map((row) => ({
      ...toProvider(row),
      level: row.level as NetworkLevel,
      copayPercent: row.copayPercent,
    }))
    .sort((a, b) => rank(a.level) - rank(b.level));
}
