import { randomUUID } from "node:crypto";
import { LEAD_NOT_FOUND_MESSAGE, type LeadKind, type LeadReceipt } from "@qs/domain/api/leads";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/database";
import { leads } from "../db/schema";
import { fail } from "../http/reply";

export interface NewLead {
  kind: LeadKind;
  countryId: number;
  payload: Record<string, unknown> & {
    email?: string | null;
    nombre?: string | null;
    telefono?: string | null;
    productCode?: string | null;
    consentVersion?: string | null;
  };
  /** Version of the consent text when the payload names none. */
  defaultConsentVersion: string;
  idempotencyKey?: string | undefined;
  now: Date;
}

const receipt = (row: {
  id: string;
  kind: string;
  createdAt: Date;
  updatedAt: Date;
}): LeadReceipt => ({
  id: row.id,
  kind: row.kind as LeadKind,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Stores a lead with its consent (flag, text version and time); commits with the caller's transaction. */
export async function storeLead(db: Executor, lead: NewLead): Promise<LeadReceipt> {
  const { payload } = lead;
  const [row] = await db
    .insert(leads)
    .values({
      id: randomUUID(),
      kind: lead.kind,
      countryId: lead.countryId,
      email: payload.email?.toLowerCase() ?? null,
      name: payload.nombre ?? null,
      phone: payload.telefono ?? null,
      productCode: payload.productCode ?? null,
      payload,
      consent: true,
      consentTextVersion: payload.consentVersion ?? lead.defaultConsentVersion,
      consentedAt: lead.now,
      idempotencyKey: lead.idempotencyKey ?? null,
      createdAt: lead.now,
      updatedAt: lead.now,
    })
    .returning({
      id: leads.id,
      kind: leads.kind,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
    });
  if (!row) throw new Error("The lead was not stored");
  return receipt(row);
}

/** Merges changed fields into a stored lead of the same kind and country. */
export async function updateLead(
  db: Executor,
  input: {
    id: string;
    kind: LeadKind;
    countryId: number;
    changes: Record<string, unknown>;
    now: Date;
  },
): Promise<LeadReceipt> {
  const [current] = await db
    .select({ payload: leads.payload })
    .from(leads)
    .where(
      and(eq(leads.id, input.id), eq(leads.kind, input.kind), eq(leads.countryId, input.countryId)),
    );
  if (!current) throw fail(404, LEAD_NOT_FOUND_MESSAGE);
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
    .where(eq(leads.id, input.id))
    .returning({
      id: leads.id,
      kind: leads.kind,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
    });
  if (!row) throw fail(404, LEAD_NOT_FOUND_MESSAGE);
  return receipt(row);
}
