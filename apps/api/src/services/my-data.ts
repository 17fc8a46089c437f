import type { LeadKind } from "@qs/domain/api/leads";
import type { ConsentPurpose, MyData } from "@qs/domain/api/privacy";
import type { Language } from "@qs/domain/country-config";
import { MARKET_COUNTRIES } from "@qs/domain/market-countries";
import { asc, eq, inArray, or } from "drizzle-orm";
import type { Config } from "../config";
import type { Executor } from "../db/database";
import { consentRecords, consentTexts, feedbacks, leads, mailOutbox } from "../db/schema";
import { hashToken } from "./capability";

/**
 * The visitor's privacy rights over what a token reaches: see and export it (one JSON
 * document), and delete it. A lead's token reaches the lead, its feedback, its consent
 * record and the messages written about that lead (`mail_outbox.reference` is the lead's
 * id); a consent's token that consent; a feedback's token that feedback.
 *
 * A token never reaches a record only because it shares the lead's e-mail address: anyone
 * can send a request with someone else's address and get a token for it, so matching by
 * address would let a stranger read or erase that person's mail and download links. Mail
 * written for other requests, and download links (asked for with an e-mail alone, no
 * token), stay until the retention job removes them.
 */

export type Access =
  | { kind: "lead"; lead: typeof leads.$inferSelect }
  | { kind: "feedback"; feedback: typeof feedbacks.$inferSelect }
  | { kind: "consent"; record: typeof consentRecords.$inferSelect };

/** What `token` reaches, or null (unknown, wrong, or already deleted). */
export async function findAccess(db: Executor, token: string): Promise<Access | null> {
  const hash = hashToken(token);
  const [lead] = await db.select().from(leads).where(eq(leads.accessTokenHash, hash));
  if (lead) return { kind: "lead", lead };
  const [feedback] = await db.select().from(feedbacks).where(eq(feedbacks.accessTokenHash, hash));
  if (feedback) return { kind: "feedback", feedback };
  const [record] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.accessTokenHash, hash));
  return record ? { kind: "consent", record } : null;
}

/** How long each kind of record is kept, as the visitor reads it. */
export function retentionPeriods(config: Config): MyData["retention"] {
  const days = (n: number) => (n === 1 ? "1 día" : `${n} días`);
  const { retentionDays } = config;
  return [
    {
      record: "Tu solicitud, tus comentarios y tus consentimientos",
      period: "Hasta que los borres",
    },
    { record: "Correos que te enviamos", period: days(retentionDays.mail) },
    {
      record: "Enlaces de descarga de documentos",
      period: `${days(retentionDays.downloadLinks)} después de vencer`,
    },
    { record: "Respuestas guardadas para reintentos", period: "24 horas" },
    {
      record: "Marcas de tráfico automatizado de tu conexión",
      period: days(retentionDays.robotFlags),
    },
  ];
}

const countryCode = (countryId: number) =>
  MARKET_COUNTRIES.find((market) => market.id === countryId)?.code ?? String(countryId);

type FeedbackData = {
  rating: number;
  comment?: string | null;
  email?: string | null;
  origin?: string | null;
};

/** Everything `access` reaches, as GET /api/privacidad/mis-datos answers it. */
export async function readMyData(db: Executor, access: Access, config: Config): Promise<MyData> {
  const lead = access.kind === "lead" ? access.lead : null;
  const feedbackRows =
    access.kind === "feedback"
      ? [access.feedback]
      : lead
        ? await db
            .select()
            .from(feedbacks)
            .where(eq(feedbacks.leadId, lead.id))
            .orderBy(asc(feedbacks.createdAt))
        : [];
  const recordRows =
    access.kind === "consent"
      ? [access.record]
      : lead
        ? await db
            .select()
            .from(consentRecords)
            .where(leadConsents(lead))
            .orderBy(asc(consentRecords.grantedAt))
        : [];
  // The messages written for this lead, never those that only share its address.
  const messages = lead
    ? await db
        .select({
          kind: mailOutbox.kind,
          subject: mailOutbox.subject,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.reference, lead.id))
        .orderBy(asc(mailOutbox.createdAt))
    : [];
  return {
    lead: lead
      ? {
          kind: lead.kind as LeadKind,
          country: countryCode(lead.countryId),
          nombre: lead.name,
          email: lead.email,
          telefono: lead.phone,
          productCode: lead.productCode,
          payload: lead.payload as Record<string, unknown>,
          createdAt: lead.createdAt.toISOString(),
          updatedAt: lead.updatedAt.toISOString(),
        }
      : null,
    feedbacks: feedbackRows.map((row) => {
      const data = row.data as FeedbackData;
      return {
        rating: data.rating,
        comment: data.comment ?? null,
        email: data.email ?? null,
        origin: data.origin ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    consents: await withTexts(db, recordRows),
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    retention: retentionPeriods(config),
  };
}

/**
 * The consent records of a lead: the one given with it, and any other its token reaches (a
 * lead found by its token always has a hash; "" matches no record).
 */
const leadConsents = (lead: typeof leads.$inferSelect) =>
  or(
    eq(consentRecords.accessTokenHash, lead.accessTokenHash ?? ""),
    lead.consentRecordId ? eq(consentRecords.id, lead.consentRecordId) : undefined,
  );

/** Each record with the text it agreed to, in the language it was shown in. */
async function withTexts(
  db: Executor,
  records: Array<typeof consentRecords.$inferSelect>,
): Promise<MyData["consents"]> {
  if (records.length === 0) return [];
  const texts = await db
    .select()
    .from(consentTexts)
    .where(inArray(consentTexts.version, [...new Set(records.map((r) => r.version))]));
  return records.map((record) => {
    const text = texts.find(
      (t) =>
        t.purpose === record.purpose &&
        t.version === record.version &&
        t.countryId === record.countryId,
    );
    return {
      purpose: record.purpose as ConsentPurpose,
      version: record.version,
      language: record.language as Language,
      text: (text?.texts as Record<string, string> | undefined)?.[record.language] ?? "",
      law: text?.law ?? "",
      grantedAt: record.grantedAt.toISOString(),
      withdrawnAt: record.withdrawnAt?.toISOString() ?? null,
    };
  });
}

/** Erases everything `access` reaches; run it inside a transaction. */
export async function deleteMyData(tx: Executor, access: Access): Promise<void> {
  if (access.kind === "feedback") {
    await tx.delete(feedbacks).where(eq(feedbacks.id, access.feedback.id));
    return;
  }
  if (access.kind === "consent") {
    await tx.delete(consentRecords).where(eq(consentRecords.id, access.record.id));
    return;
  }
  const { lead } = access;
  await tx.delete(feedbacks).where(eq(feedbacks.leadId, lead.id));
  await tx.delete(consentRecords).where(leadConsents(lead));
  // Only the messages written for this lead: another request's mail to the same address
  // (its owner's confirmation, a download link) is not the token holder's to erase.
  await tx.delete(mailOutbox).where(eq(mailOutbox.reference, lead.id));
  await tx.delete(leads).where(eq(leads.id, lead.id));
}
