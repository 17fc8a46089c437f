import { failureReasonById, failureReasonLabel } from "@qs/catalogs/failure-reasons";
import type { LeadTimelineEntry } from "@qs/domain/api/back-office";
import { leadStatusById, leadSubStatusById } from "@qs/domain/lead-status";
import { and, count, desc, eq, gte, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/database";
import {
  chatConversations,
  chatMessages,
  leadEvents,
  type leads,
  mailOutbox,
  orders,
  staffMembers,
} from "../../db/schema";
import { mailState } from "../../platform/mail-outbox";
import { referrerEmail } from "../leads/lead-status";

/**
 * A lead's timeline, oldest first: its arrival (from the lead's own record and payload), the
 * status changes and assignments of `lead_events` with who made them, its orders and their
 * payments, the e-mails written to its address since it arrived and the chats opened with that
 * address since then (each source at most `PER_SOURCE` entries: the newest of them).
 */

type LeadRow = typeof leads.$inferSelect;

const PER_SOURCE = 100;

const named = (value: { id: number; name: string } | undefined) =>
  value ? { id: value.id, name: value.name } : null;

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** The page, the arrival and the campaign of the lead's first attribution entry. */
function arrival(payload: Record<string, unknown>) {
  const attribution = Array.isArray(payload.leadAttributionInfo)
    ? (payload.leadAttributionInfo[0] as
        | { referrer?: unknown; infoGA?: { objUrlParams?: unknown } | null }
        | undefined)
    : undefined;
  const params = attribution?.infoGA?.objUrlParams;
  const campaign: Record<string, string> = {};
  if (params && typeof params === "object") {
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === "string") campaign[key] = value;
    }
  }
  return {
    page: text(payload.origin) ?? text(payload.origin_url) ?? text(payload.origen),
    arrivedFrom: text(attribution?.referrer),
    campaign,
  };
}

export async function leadTimeline(db: Executor, lead: LeadRow): Promise<LeadTimelineEntry[]> {
  const payload = (lead.payload ?? {}) as Record<string, unknown>;
  const entries: LeadTimelineEntry[] = [
    {
      kind: "created",
      at: lead.createdAt.toISOString(),
      origin: lead.kind,
      ...arrival(payload),
      referral: referrerEmail(payload),
      consentVersion: lead.consent ? lead.consentTextVersion : null,
    },
  ];

  const actors = alias(staffMembers, "actor");
  const assignees = alias(staffMembers, "assignee");
  const email = lead.email;
  const [events, orderRows, mails, chats] = await Promise.all([
    db
      .select({ event: leadEvents, actor: actors.email, assignee: assignees.email })
      .from(leadEvents)
      .leftJoin(actors, eq(actors.id, leadEvents.actorId))
      .leftJoin(assignees, eq(assignees.id, leadEvents.assigneeId))
      .where(eq(leadEvents.leadId, lead.id))
      .orderBy(desc(leadEvents.id))
      .limit(PER_SOURCE),
    db
      .select()
      .from(orders)
      .where(eq(orders.leadId, lead.id))
      .orderBy(desc(orders.createdAt))
      .limit(PER_SOURCE),
    email === null
      ? []
      : db
          .select()
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.toAddress, email),
              eq(mailOutbox.countryId, lead.countryId),
              gte(mailOutbox.createdAt, lead.createdAt),
            ),
          )
          .orderBy(desc(mailOutbox.id))
          .limit(PER_SOURCE),
    email === null
      ? []
      : db
          .select()
          .from(chatConversations)
          .where(
            and(
              eq(chatConversations.email, email),
              eq(chatConversations.countryId, lead.countryId),
              gte(chatConversations.createdAt, lead.createdAt),
            ),
          )
          .orderBy(desc(chatConversations.createdAt))
          .limit(PER_SOURCE),
  ]);

  for (const { event, actor, assignee } of events.toReversed()) {
    const at = event.at.toISOString();
    if (event.kind === "assignment") {
      entries.push({ kind: "assignment", at, actor, assignee });
      continue;
    }
    const statusId = event.statusId ?? 0;
    const reason = event.failureReasonId ? failureReasonById(event.failureReasonId) : undefined;
    entries.push({
      kind: "status",
      at,
      actor,
      status: named(leadStatusById(statusId)) ?? { id: statusId, name: "" },
      subStatus: event.subStatusId ? named(leadSubStatusById(event.subStatusId)) : null,
      failureReason: reason ? { id: reason.id, name: failureReasonLabel(reason) } : null,
    });
  }
  for (const order of orderRows) {
    entries.push({
      kind: "order",
      at: order.createdAt.toISOString(),
      number: order.number,
      amount: order.amount,
      currency: order.currency,
    });
    if (order.paidAt) {
      entries.push({ kind: "payment", at: order.paidAt.toISOString(), number: order.number });
    }
  }
  for (const mail of mails) {
    entries.push({
      kind: "mail",
      at: mail.createdAt.toISOString(),
      subject: mail.subject,
      state: mailState(mail),
    });
  }
  const counts =
    chats.length === 0
      ? []
      : await db
          .select({ id: chatMessages.conversationId, messages: count() })
          .from(chatMessages)
          .where(
            inArray(
              chatMessages.conversationId,
              chats.map((chat) => chat.id),
            ),
          )
          .groupBy(chatMessages.conversationId);
  for (const chat of chats) {
    entries.push({
      kind: "chat",
      at: chat.createdAt.toISOString(),
      conversationId: chat.id,
      topic: chat.topic,
      messages: counts.find((row) => row.id === chat.id)?.messages ?? 0,
      closedAt: chat.closedAt?.toISOString() ?? null,
    });
  }
  // Oldest first; at the same instant, in the order written (arrival, then events as recorded).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
