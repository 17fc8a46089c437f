import { randomUUID } from "node:crypto";
import { LEAD_NOT_FOUND_MESSAGE, type LeadKind, type LeadReceipt } from "@qs/domain/api/leads";
import type { CountryRef } from "@qs/domain/api/request-headers";
import type { Language } from "@qs/domain/country-config";
import { checkLeadChange } from "@qs/domain/lead-lifecycle";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { leads } from "../../db/schema";
import { hashToken, newCapability } from "../../platform/capability";
import { NotFoundError } from "../../platform/errors";
import { queueMail } from "../../platform/mail-outbox";
import { type ConsentTextRow, recordConsent } from "../privacy/consent-registry";
import { NEW_REQUEST_STATE, recordAssignment } from "./lead-status";
import { referralExecutive } from "./referral-assignment";

/**
 * Leads behind capabilities. Creating a lead hands its creator a random token (only its
 * SHA-256 is stored); the token, never the lead's id, is what updates the lead, ties
 * feedback to it and opens "Mis datos". The lead is stored with its consent record (the
 * registry's current `solicitud` text) and a confirmation message carrying the link to the
 * visitor's data page, all in the caller's transaction.
 */

export interface NewLead {
  kind: LeadKind;
  country: CountryRef;
  payload: Record<string, unknown> & {
    email?: string | null;
    nombre?: string | null;
    telefono?: string | null;
    productCode?: string | null;
    consentLanguage?: Language | null;
  };
  /** The current `solicitud` text of the country, checked against the request's version. */
  consent: ConsentTextRow;
  /** The scoped idempotency key of the request that creates it, if any. */
  idempotencyKey?: string | undefined;
  /** The country's public site address: the base of the link in the confirmation. */
  siteUrl: string;
  /** TOKEN_ENCRYPTION_KEY: the confirmation, whose link holds the token, is queued sealed. */
  mailKey: string;
  now: Date;
}

type ReceiptRow = { kind: string; createdAt: Date; updatedAt: Date };

const receipt = (accessToken: string, row: ReceiptRow): LeadReceipt => ({
  accessToken,
  kind: row.kind as LeadKind,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const receiptColumns = { kind: leads.kind, createdAt: leads.createdAt, updatedAt: leads.updatedAt };

/** The visitor's data page, with the token in the fragment (a fragment never reaches a server). */
export function myDataLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}/mis-datos#codigo=${token}`;
}

/**
 * Stores a lead with its consent record and its confirmation, in the queue of its referral's
 * executive when it has one (`referral-assignment.ts`); run it inside a transaction.
 */
export async function storeLead(tx: Executor, lead: NewLead): Promise<LeadReceipt> {
  const { payload, now } = lead;
  const capability = newCapability();
  const id = randomUUID();
  const consentRecordId = await recordConsent(tx, {
    text: lead.consent,
    tokenHash: capability.hash,
    language: payload.consentLanguage ?? "es",
    now,
  });
  if (lead.idempotencyKey) {
    // A key reused after it expired runs again: the earlier lead lets go of it.
    await tx
      .update(leads)
      .set({ idempotencyKey: null })
      .where(eq(leads.idempotencyKey, lead.idempotencyKey));
  }
  const email = payload.email?.toLowerCase() ?? null;
  // A request from the site starts at 8 Web; the state machine has the last word on any status.
  const refusal = checkLeadChange(null, NEW_REQUEST_STATE);
  if (refusal) throw new Error(`A new request cannot start at status 8: ${refusal}`);
  const executive = await referralExecutive(tx, payload, lead.country.id);
  const [row] = await tx
    .insert(leads)
    .values({
      id,
      kind: lead.kind,
      countryId: lead.country.id,
      email,
      name: payload.nombre ?? null,
      phone: payload.telefono ?? null,
      productCode: payload.productCode ?? null,
      payload,
      consent: true,
      consentTextVersion: lead.consent.version,
      consentedAt: now,
      idempotencyKey: lead.idempotencyKey ?? null,
      accessTokenHash: capability.hash,
      consentRecordId,
      statusId: NEW_REQUEST_STATE.statusId,
      subStatusId: NEW_REQUEST_STATE.subStatusId,
      statusChangedAt: now,
      assignedTo: executive,
      assignedAt: executive === null ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .returning(receiptColumns);
  if (!row) throw new Error("The lead was not stored");
  if (executive !== null) await recordAssignment(tx, id, executive, null, now);
  if (email) {
    const link = myDataLink(lead.siteUrl, capability.token);
    await queueMail(tx, lead.mailKey, {
      kind: "lead-confirmation",
      toAddress: email,
      subject: "Recibimos tu solicitud",
      body: confirmationBody(payload.nombre ?? null, link),
      privateLinks: [link],
      reference: id,
      countryId: lead.country.id,
      createdAt: now,
    });
  }
  return receipt(capability.token, row);
}

function confirmationBody(name: string | null, link: string): string {
  return [
    `Hola${name ? ` ${name}` : ""},`,
    "Recibimos tu solicitud. Un asesor te contactará para revisarla contigo.",
    `Para ver, descargar o borrar los datos que nos dejaste, abre este enlace:\n${link}`,
    "El enlace lleva tu código de acceso: guárdalo y no lo compartas. Si no enviaste esta solicitud, ábrelo y bórrala.",
  ].join("\n\n");
}

/** Merges changed fields into the lead the token reaches (same kind and country); else 404. */
export async function updateLead(
  db: Executor,
  input: {
    token: string;
    kind: LeadKind;
    countryId: number;
    changes: Record<string, unknown>;
    now: Date;
  },
): Promise<LeadReceipt> {
  const reached = and(
    eq(leads.accessTokenHash, hashToken(input.token)),
    eq(leads.kind, input.kind),
    eq(leads.countryId, input.countryId),
  );
  const [current] = await db
    .select({ id: leads.id, payload: leads.payload })
    .from(leads)
    .where(reached);
  if (!current) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
  const changes = Object.fromEntries(
    Object.entries(input.changes).filter(([, v]) => v !== undefined),
  );
  const payload = { ...(current.payload as Record<string, unknown>), ...changes };
  const [row] = await db
    .update(leads)
    .set({
      payload,
      email: typeof payload.email === "string" ? payload.email.toLowerCase() : null,
      name: typeof payload.nombre === "string" ? payload.nombre : null,
      phone: typeof payload.telefono === "string" ? payload.telefono : null,
      productCode: typeof payload.productCode === "string" ? payload.productCode : null,
      updatedAt: input.now,
    })
    .where(eq(leads.id, current.id))
    .returning(receiptColumns);
  if (!row) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
  return receipt(input.token, row);
}
