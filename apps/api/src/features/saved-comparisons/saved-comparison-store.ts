import { randomUUID } from "node:crypto";
import {
  SAVED_PLAN_UNKNOWN_MESSAGE,
  type SaveComparisonRequest,
  type SavedComparison,
} from "@qs/domain/api/saved-comparisons";
import type { Language } from "@qs/domain/country-config";
import { formatCodedAmount } from "@qs/domain/format-money";
import { MARKET_COUNTRIES } from "@qs/domain/market-countries";
import type { VisitorProfile } from "@qs/domain/profile";
import { paidPrice } from "@qs/pricing/comparable-price";
import { and, asc, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database, Executor } from "../../db/database";
import { catalogueVersion, productDetails, products, savedComparisons } from "../../db/schema";
import { logger } from "../../logger";
import { hashToken, newCapability } from "../../platform/capability";
import type { Clock } from "../../platform/clock";
import { InvalidInputError, NotFoundError } from "../../platform/errors";
import { queueMail } from "../../platform/mail-outbox";
import { type PeriodicJob, schedulePeriodicJob } from "../../platform/periodic-job";
import { priceOneProduct, pricingContext, readPricingData } from "../prices/product-price";
import { type ConsentTextRow, recordConsent } from "../privacy/consent-registry";

/**
 * Saved comparisons and their price alerts (`@qs/domain/api/saved-comparisons`). What a plan
 * costs is decided here, from the catalogue, for the profile the visitor saved: never taken from
 * the browser. A snapshot keeps what the visitor was last told; an alert goes when today's
 * differs, and the snapshot then becomes today's, so each change is told once.
 */

export type SavedRow = typeof savedComparisons.$inferSelect;

/** What a plan cost when the visitor was last told: amount in the plan's own unit. */
interface SnapshotEntry {
  name: string;
  amount: number | null;
  unit: string | null;
}
type Snapshot = Record<string, SnapshotEntry>;

/** Today's price of each plan of `codes` in the country for `profile`, by code. */
async function priceCodes(
  db: Executor,
  countryId: number,
  codes: readonly string[],
  profile: VisitorProfile | null,
  now: Date,
): Promise<Snapshot> {
  const { priced, storedUfValue } = await readPricingData(db, {
    countryId,
    profile,
    productType: null,
    now,
    withYearlyCost: false,
    where: and(
      inArray(products.productCode, [...codes]),
      eq(products.countryId, countryId),
      eq(products.active, true),
    ) as SQL,
  });
  const ids = priced.map((product) => product.id);
  const details =
    ids.length === 0
      ? []
      : await db
          .select({ id: products.id, code: products.productCode, item: productDetails.item })
          .from(products)
          .innerJoin(productDetails, eq(productDetails.productId, products.id))
          .where(inArray(products.id, ids));
  const context = pricingContext(profile, null, storedUfValue);
  const snapshot: Snapshot = {};
  for (const product of priced) {
    const detail = details.find((row) => row.id === product.id);
    if (!detail) continue;
    const paid = paidPrice(priceOneProduct(product, context, null));
    snapshot[detail.code] = {
      name: (detail.item as { displayName?: string }).displayName ?? detail.code,
      amount: paid?.amount ?? null,
      unit: product.rows[0]?.unit ?? null,
    };
  }
  return snapshot;
}

/** The link of the visitor's data page that reaches `token` (as a lead's confirmation does). */
function dataPageLink(siteUrl: string, token: string, extra = ""): string {
  return `${siteUrl.replace(/\/$/, "")}/mis-datos#codigo=${token}${extra}`;
}

const amountText = (entry: SnapshotEntry | undefined) =>
  entry?.amount == null ? "sin precio" : formatCodedAmount(entry.amount, entry.unit, "es-CL");

/**
 * Stores a saved comparison with its consent record and writes to the address: the link that
 * confirms it and reaches it on 'Mis datos'. Run it inside a transaction. 400 when a code is
 * not an active plan of the country.
 */
export async function saveComparison(
  tx: Executor,
  input: {
    request: SaveComparisonRequest;
    countryId: number;
    consent: ConsentTextRow;
    language: Language;
    siteUrl: string;
    mailKey: string;
    now: Date;
  },
): Promise<{ accessToken: string; alerts: SavedComparison["alerts"] }> {
  const { request, now } = input;
  const codes = [...new Set(request.productCodes)];
  const profile = (request.profile as VisitorProfile | null | undefined) ?? null;
  const snapshot = await priceCodes(tx, input.countryId, codes, profile, now);
  if (codes.some((code) => !snapshot[code]))
    throw new InvalidInputError(SAVED_PLAN_UNKNOWN_MESSAGE);
  const capability = newCapability();
  const consentRecordId = await recordConsent(tx, {
    text: input.consent,
    tokenHash: capability.hash,
    language: input.language,
    now,
  });
  const id = randomUUID();
  const [version] = await tx.select({ version: catalogueVersion.version }).from(catalogueVersion);
  await tx.insert(savedComparisons).values({
    id,
    countryId: input.countryId,
    email: request.email,
    productCodes: codes,
    profile,
    snapshot,
    accessTokenHash: capability.hash,
    consentRecordId,
    alerts: "pending",
    checkedVersion: version?.version ?? 0,
    createdAt: now,
  });
  const link = dataPageLink(input.siteUrl, capability.token);
  await queueMail(tx, input.mailKey, {
    kind: "comparacion-guardada",
    toAddress: request.email,
    subject: "Guardamos tu comparación",
    body: [
      "Hola,",
      `Guardamos tu comparación de ${codes.map((code) => snapshot[code]?.name).join(", ")}.`,
      `Para verla y recibir un aviso cuando cambie el precio de alguno de estos planes, abre este enlace y confirma los avisos:\n${link}`,
      "El enlace lleva tu código de acceso: guárdalo y no lo compartas. Si no guardaste esta comparación, ábrelo y bórrala; sin tu confirmación no te enviaremos avisos.",
    ].join("\n\n"),
    privateLinks: [link],
    reference: id,
    countryId: input.countryId,
    createdAt: now,
  });
  return { accessToken: capability.token, alerts: "pending" };
}

/** The saved comparison `token` reaches, or null. */
export async function findSavedComparison(db: Executor, token: string): Promise<SavedRow | null> {
  const [row] = await db
    .select()
    .from(savedComparisons)
    .where(eq(savedComparisons.accessTokenHash, hashToken(token)));
  return row ?? null;
}

/** The comparison as 'Mis datos' shows it: each plan's price last told and today's. */
export async function savedComparisonOut(
  db: Executor,
  row: SavedRow,
  now: Date,
): Promise<SavedComparison> {
  const snapshot = row.snapshot as Snapshot;
  const today = await priceCodes(
    db,
    row.countryId,
    row.productCodes,
    (row.profile as VisitorProfile | null) ?? null,
    now,
  );
  return {
    productCodes: row.productCodes,
    plans: row.productCodes.map((code) => ({
      productCode: code,
      name: today[code]?.name ?? snapshot[code]?.name ?? code,
      savedAmount: snapshot[code]?.amount ?? null,
      currentAmount: today[code]?.amount ?? null,
      unit: today[code]?.unit ?? snapshot[code]?.unit ?? null,
    })),
    email: row.email,
    alerts: row.alerts as SavedComparison["alerts"],
    createdAt: row.createdAt.toISOString(),
    lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
  };
}

/**
 * Confirms (alerts start) or stops the alerts of the comparison `token` reaches (its access
 * token; an alert's stop token stops only); else 404.
 */
export async function setAlerts(
  db: Executor,
  token: string,
  alerts: "active" | "stopped",
  notFound: string,
): Promise<SavedComparison["alerts"]> {
  const hash = hashToken(token);
  const [row] = await db
    .update(savedComparisons)
    .set({ alerts })
    .where(
      alerts === "stopped"
        ? or(eq(savedComparisons.accessTokenHash, hash), eq(savedComparisons.stopTokenHash, hash))
        : eq(savedComparisons.accessTokenHash, hash),
    )
    .returning({ alerts: savedComparisons.alerts });
  if (!row) throw new NotFoundError(notFound);
  return row.alerts as SavedComparison["alerts"];
}

/** Erases a saved comparison (the consent record goes with the privacy feature's deletion). */
export async function deleteSavedComparison(tx: Executor, row: SavedRow): Promise<void> {
  await tx.delete(savedComparisons).where(eq(savedComparisons.id, row.id));
}

/** How many comparisons one pass of the alerts checks at most. */
const ALERTS_BATCH = 200;
/** The price alerts' advisory lock: one process at a time checks a batch. */
const PRICE_ALERTS_LOCK_KEY = 748_201_915;

/**
 * One pass of the price alerts: each active comparison not yet checked at the current
 * catalogue version is priced again; where a plan's price (or its presence) differs from what
 * the visitor was last told, one e-mail says what changed and the snapshot becomes today's, in
 * the same transaction. Answers how many alerts went.
 */
export async function runPriceAlerts(
  db: Database,
  config: Pick<Config, "publicSiteUrls" | "tokenEncryptionKey">,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PRICE_ALERTS_LOCK_KEY}) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!lock.rows[0]?.locked) return 0;
    const [current] = await tx.select({ version: catalogueVersion.version }).from(catalogueVersion);
    const version = current?.version ?? 0;
    const due = await tx
      .select()
      .from(savedComparisons)
      .where(
        and(eq(savedComparisons.alerts, "active"), lt(savedComparisons.checkedVersion, version)),
      )
      .orderBy(asc(savedComparisons.createdAt))
      .limit(ALERTS_BATCH);
    let sent = 0;
    for (const row of due) {
      let stop: ReturnType<typeof newCapability> | null = null;
      const before = row.snapshot as Snapshot;
      const today = await priceCodes(
        tx,
        row.countryId,
        row.productCodes,
        (row.profile as VisitorProfile | null) ?? null,
        now,
      );
      const changed = row.productCodes.filter(
        (code) =>
          (before[code]?.amount ?? null) !== (today[code]?.amount ?? null) ||
          Boolean(before[code]) !== Boolean(today[code]),
      );
      if (changed.length > 0) {
        const code = MARKET_COUNTRIES.find((market) => market.id === row.countryId)?.code;
        const siteUrl = code ? config.publicSiteUrls[code] : undefined;
        if (siteUrl) {
          // Each alert carries a one-click stop link of its own; the saved link keeps reaching
          // the comparison.
          stop = newCapability();
          const stopLink = `${siteUrl.replace(/\/$/, "")}/mis-datos#baja=${stop.token}`;
          const lines = changed.map((changedCode) => {
            const name = today[changedCode]?.name ?? before[changedCode]?.name ?? changedCode;
            return today[changedCode]
              ? `- ${name}: antes ${amountText(before[changedCode])}, ahora ${amountText(today[changedCode])} al mes.`
              : `- ${name}: ya no está disponible.`;
          });
          await queueMail(tx, config.tokenEncryptionKey, {
            kind: "aviso-precio",
            toAddress: row.email,
            subject: "Cambió el precio de un plan que guardaste",
            body: [
              "Hola,",
              "Cambió el precio de planes de la comparación que guardaste, para el perfil que guardaste con ella:",
              lines.join("\n"),
              "Para ver la comparación o borrarla, usa el enlace del correo en que la guardaste.",
              `Para no recibir más avisos de esta comparación, abre este enlace:\n${stopLink}`,
            ].join("\n\n"),
            privateLinks: [stopLink],
            reference: row.id,
            countryId: row.countryId,
            createdAt: now,
          });
          sent += 1;
        }
      }
      await tx
        .update(savedComparisons)
        .set({
          snapshot: { ...before, ...today },
          checkedVersion: version,
          ...(changed.length > 0 ? { lastAlertAt: now } : {}),
          ...(stop ? { stopTokenHash: stop.hash } : {}),
        })
        .where(eq(savedComparisons.id, row.id));
    }
    if (sent > 0) logger.info({ sent }, "Price alerts sent");
    return sent;
  });
}

/** Runs the price alerts every `config.jobsIntervalMs` (0: never). */
export function schedulePriceAlerts(
  db: Database,
  config: Pick<Config, "publicSiteUrls" | "tokenEncryptionKey" | "jobsIntervalMs">,
  clock: Clock,
): PeriodicJob {
  return schedulePeriodicJob(
    config.jobsIntervalMs,
    () => runPriceAlerts(db, config, clock.now()),
    "Price alerts failed",
  );
}
