import { randomUUID } from "node:crypto";
import type { PortalReferral } from "@qs/domain/api/portal";
import { leadStatusById, leadSubStatusById } from "@qs/domain/lead-status";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Executor } from "../../db/database";
import { advisors, clientAccounts, leads } from "../../db/schema";
import { countryCodeOf } from "../purchase/purchase-store";
import { sendPasswordLink } from "./client-accounts";

/**
 * Referrers' accounts: a referral advisor of the catalogue (the e-mail a visitor's referral
 * names) asks for access with that e-mail and gets a link to set a password there, so only the
 * mailbox's owner gets in; their portal lists the requests that named them and where each
 * stands in its lifecycle.
 */

/** Ours: the same answer whether the address is a referrer's or not, so it tells nothing. */
export const REFERRER_ACCESS_MESSAGE =
  "Si tu correo es el de un referidor registrado, te enviamos un enlace para crear tu contraseña.";

/** The referrer's e-mail a lead carries, as `referrerEmail` reads it (and the index holds). */
const leadReferrer = sql`lower(trim(coalesce(${leads.payload} #>> '{profile,referido,email}', ${leads.payload} #>> '{datosingresados,referido,email}')))`;

/**
 * Opens (or re-sends the link of) a referrer's account for an advisor's e-mail: nothing for an
 * address that is not an active advisor's, nor for one whose account already has a password
 * or another role.
 */
export async function requestReferrerAccess(
  tx: Executor,
  config: Config,
  email: string,
  now: Date,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const [advisor] = await tx.select().from(advisors).where(eq(advisors.email, address));
  const data = advisor?.data as { name?: unknown; status?: unknown } | undefined;
  if (!advisor || data?.status === "Inactivo") return;
  const name = typeof data?.name === "string" && data.name.trim() ? data.name.trim() : address;
  const [existing] = await tx
    .select()
    .from(clientAccounts)
    .where(eq(clientAccounts.email, address))
    .for("update");
  if (existing && (existing.passwordHash || !existing.role.startsWith("REFERIDOR"))) return;
  const account = existing ?? {
    id: randomUUID(),
    email: address,
    name,
  };
  if (!existing) {
    await tx.insert(clientAccounts).values({
      id: account.id,
      email: address,
      name,
      role: "REFERIDOR",
      createdAt: now,
    });
  }
  const [lead] = await tx
    .select({ countryId: leads.countryId })
    .from(leads)
    .where(eq(leadReferrer, address))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  await sendPasswordLink(
    tx,
    config,
    account,
    {
      subject: "Tu acceso de referidor",
      lead: "Con tu cuenta de referidor ves las solicitudes que refieres y en qué estado está cada una.",
    },
    lead?.countryId ?? 3,
    now,
  );
}

export const REFERRALS_PAGE_SIZE = 50;

/** The requests that named the referrer, newest first, each with its status. */
export async function referralsOf(
  db: Executor,
  email: string,
  page: number,
): Promise<{ items: PortalReferral[]; total: number }> {
  const where = and(eq(leadReferrer, email.trim().toLowerCase()));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: leads.id,
        name: leads.name,
        productCode: leads.productCode,
        countryId: leads.countryId,
        statusId: leads.statusId,
        subStatusId: leads.subStatusId,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(REFERRALS_PAGE_SIZE)
      .offset((page - 1) * REFERRALS_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(leads)
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      productCode: row.productCode,
      country: countryCodeOf(row.countryId),
      createdAt: row.createdAt.toISOString(),
      status: leadStatusById(row.statusId)?.name ?? String(row.statusId),
      subStatus: row.subStatusId ? (leadSubStatusById(row.subStatusId)?.name ?? null) : null,
    })),
    total: counted?.n ?? 0,
  };
}
