import { failureReasonsFor } from "@qs/catalogs/failure-reasons";
import {
  checkLeadChange,
  failureNeedsReason,
  type LeadChange,
  type LeadChangeRefusal,
  type LeadState,
} from "@qs/domain/lead-lifecycle";
import { LEAD_STATUS } from "@qs/domain/lead-status";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { leadEvents, leads } from "../../db/schema";
import { logger } from "../../logger";

/** The referring advisor a request names, and the executive whose queue its lead goes to. */
export { referralExecutive, referrerEmail } from "./referral-assignment";

/**
 * Every write of a lead's status goes through here, and every one is checked by the domain's
 * state machine (`checkLeadChange`): the purchase's automatic moves, the reminder job's
 * abandonment and a member of staff's change alike. A failure reason is kept only while the
 * lead is failed (Fallido), as the table's check constraint also demands.
 */

/** The state a request from the site starts in: 8 Web (a call request, a contact form). */
export const NEW_REQUEST_STATE: LeadState = { statusId: LEAD_STATUS.web, subStatusId: null };

/**
 * The request type a lead counts as (reference-data spec §9: 1 Seguros, 2 Planes,
 * 3 Contactos, 6 Colectivos, 7 International Health), which decides its failure reasons.
 * Ours: the international site's leads are International Health; a company purchase is
 * Colectivos; a plan request is Planes; a contact form Contactos; the rest Seguros.
 */
export function requestTypeOf(lead: { kind: string; countryId: number; payload: unknown }): number {
  if (lead.kind === "contact") return 3;
  if (lead.countryId === 4) return 7;
  if ((lead.payload as { collective?: unknown } | null)?.collective === true) return 6;
  if (lead.kind === "plan") return 2;
  return 1;
}

/** Whether a failure reason may be recorded for this lead at this sub-status (type, sub-status and country). */
export function failureReasonApplies(
  lead: { kind: string; countryId: number; payload: unknown },
  subStatusId: number | null,
  failureReasonId: number,
): boolean {
  if (subStatusId === null) return false;
  return failureReasonsFor({
    requestType: requestTypeOf(lead),
    subStatus: subStatusId,
    countryId: lead.countryId,
  }).some((reason) => reason.id === failureReasonId);
}

type LeadRow = typeof leads.$inferSelect;

/** The lead, locked until the transaction ends (two changes of one lead never interleave). */
export async function lockLead(tx: Executor, leadId: string): Promise<LeadRow | undefined> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
  return lead;
}

/**
 * Moves a lead to `to` when the state machine allows it, and writes the move to the lead's
 * timeline with who made it (`actorId`, a member of staff; null: the product itself);
 * answers the refusal otherwise (and writes nothing). Run it inside a transaction.
 */
export async function changeLeadStatus(
  tx: Executor,
  lead: Pick<LeadRow, "id" | "statusId" | "subStatusId" | "failureReasonId">,
  to: LeadChange,
  now: Date,
  actorId: number | null,
): Promise<LeadChangeRefusal | null> {
  const refusal = checkLeadChange({ statusId: lead.statusId, subStatusId: lead.subStatusId }, to);
  if (refusal) return refusal;
  const failureReasonId = failureNeedsReason(to.statusId) ? (to.failureReasonId ?? null) : null;
  const same = lead.statusId === to.statusId && lead.subStatusId === to.subStatusId;
  await tx
    .update(leads)
    .set({
      statusId: to.statusId,
      subStatusId: to.subStatusId,
      failureReasonId,
      ...(same ? {} : { statusChangedAt: now }),
      updatedAt: now,
    })
    .where(eq(leads.id, lead.id));
  if (!same || failureReasonId !== lead.failureReasonId) {
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      at: now,
      kind: "status",
      actorId,
      statusId: to.statusId,
      subStatusId: to.subStatusId,
      failureReasonId,
    });
  }
  return null;
}

/** Writes an assignment to the lead's timeline: to `assigneeId` (null: back to no queue), by `actorId`. */
export async function recordAssignment(
  tx: Executor,
  leadId: string,
  assigneeId: number | null,
  actorId: number | null,
  now: Date,
): Promise<void> {
  await tx.insert(leadEvents).values({ leadId, at: now, kind: "assignment", actorId, assigneeId });
}

/**
 * An automatic move along the purchase (a step saved, a payment's outcome, an abandonment):
 * applied when legal; a refused one is logged and leaves the lead as it is, since the buyer's
 * own action (the data saved, the payment made) stands either way.
 */
export async function moveLeadAlong(
  tx: Executor,
  leadId: string | null,
  to: LeadChange,
  now: Date,
  why: string,
): Promise<boolean> {
  if (!leadId) return false;
  const lead = await lockLead(tx, leadId);
  if (!lead) return false;
  const refusal = await changeLeadStatus(tx, lead, to, now, null);
  if (refusal) {
    logger.info(
      { leadId, from: lead.statusId, fromSub: lead.subStatusId, to: to.statusId, refusal, why },
      "Lead left in its status: the lifecycle refuses the move",
    );
    return false;
  }
  return true;
}
