import { randomUUID } from "node:crypto";
import { consentTextVersions } from "@qs/catalogs/consent-texts";
import {
  CONSENT_VERSION_MESSAGE,
  type ConsentPurpose,
  type ConsentText,
} from "@qs/domain/api/privacy";
import type { Language } from "@qs/domain/country-config";
import { marketByCode } from "@qs/domain/market-countries";
import { and, asc, eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/database";
import { consentRecords, consentTexts } from "../../db/schema";
import { ConflictError } from "../../platform/errors";

/**
 * The consent registry: the texts a visitor agrees to (table `consent_texts`, copied from
 * `@qs/catalogs/consent-texts` at every start) and the record of each consent given
 * (`consent_records`). The server, never the client, decides which version is current: the
 * newest one of the country and purpose already in effect. A request naming another
 * version is refused, so every record points at a text the visitor was really shown.
 */

export type ConsentTextRow = typeof consentTexts.$inferSelect;

/** The texts of one version, by language. */
type Texts = Record<Language, string>;

/**
 * Copies the catalogue into the registry: inserts new versions and marks each version
 * retired when the next one takes effect. A stored version's text never changes: a
 * catalogue that edits one refuses to start (publish a new version instead).
 */
export async function syncConsentRegistry(db: Executor): Promise<void> {
  const groups = new Map<string, typeof consentTextVersions>();
  for (const entry of consentTextVersions) {
    const group = `${entry.countryCode}/${entry.purpose}`;
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  for (const versions of groups.values()) {
    const ordered = [...versions].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
    for (const [index, entry] of ordered.entries()) {
      const next = ordered[index + 1];
      const row = {
        purpose: entry.purpose,
        version: entry.version,
        countryId: marketByCode(entry.countryCode).id,
        texts: entry.texts,
        law: entry.law,
        publishedAt: new Date(entry.publishedAt),
        retiredAt: next ? new Date(next.publishedAt) : null,
      };
      const [stored] = await db
        .insert(consentTexts)
        .values(row)
        .onConflictDoUpdate({
          target: [consentTexts.purpose, consentTexts.version, consentTexts.countryId],
          set: { retiredAt: row.retiredAt },
        })
        .returning({ texts: consentTexts.texts, law: consentTexts.law });
      if (!stored || !sameTexts(stored.texts as Texts, entry.texts) || stored.law !== entry.law) {
        throw new Error(
          `Consent text ${entry.version} of ${entry.countryCode} differs from the one already published: give the new text a new version.`,
        );
      }
    }
  }
}

const sameTexts = (a: Texts, b: Texts) =>
  (Object.keys(b) as Language[]).every((language) => a[language] === b[language]) &&
  Object.keys(a).length === Object.keys(b).length;

const synced = new WeakMap<Database, Promise<void>>();

/**
 * Syncs the registry once per database and process (the server does it at start; a server
 * built in tests does it on the first request that needs a text). Runs outside any
 * transaction: call it from a route's guard.
 */
export function ensureConsentRegistry(db: Database): Promise<void> {
  let done = synced.get(db);
  if (!done) {
    done = db.transaction((tx) => syncConsentRegistry(tx));
    synced.set(db, done);
    done.catch(() => synced.delete(db));
  }
  return done;
}

/** The version in effect at `now`: the newest already published (the first one before any). */
export async function currentConsentText(
  db: Executor,
  purpose: ConsentPurpose,
  countryId: number,
  now: Date,
): Promise<ConsentTextRow> {
  const versions = await db
    .select()
    .from(consentTexts)
    .where(and(eq(consentTexts.purpose, purpose), eq(consentTexts.countryId, countryId)))
    .orderBy(asc(consentTexts.publishedAt));
  const current = versions.filter((v) => v.publishedAt <= now).at(-1) ?? versions[0];
  if (!current) throw new Error(`No consent text for ${purpose} in country ${countryId}`);
  return current;
}

/**
 * The current text when `version` is it (or absent); 409 with CONSENT_VERSION_MESSAGE for
 * any other version, old or unknown: the visitor must read and accept the current one.
 */
export async function requireCurrentConsent(
  db: Executor,
  input: { purpose: ConsentPurpose; countryId: number; version?: string | null; now: Date },
): Promise<ConsentTextRow> {
  const current = await currentConsentText(db, input.purpose, input.countryId, input.now);
  if (input.version && input.version !== current.version) {
    throw new ConflictError(CONSENT_VERSION_MESSAGE);
  }
  return current;
}

/** A registry text as the API answers it, in `language`. */
export function consentTextOut(row: ConsentTextRow, language: Language): ConsentText {
  return {
    purpose: row.purpose as ConsentPurpose,
    version: row.version,
    law: row.law,
    language,
    text: (row.texts as Texts)[language],
    publishedAt: row.publishedAt.toISOString(),
  };
}

/**
 * Writes the record of a consent to `text`, reached by the token behind `tokenHash`, given
 * at `origin` (a page's path) when known; its id.
 */
export async function recordConsent(
  tx: Executor,
  input: {
    text: ConsentTextRow;
    tokenHash: string;
    language: Language;
    now: Date;
    origin?: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(consentRecords).values({
    id,
    accessTokenHash: input.tokenHash,
    purpose: input.text.purpose,
    version: input.text.version,
    countryId: input.text.countryId,
    language: input.language,
    grantedAt: input.now,
    origin: input.origin ?? null,
  });
  return id;
}
