import type { Feedback } from "@qs/domain/api/feedback";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/database";
import { advisors, feedbacks, leads } from "../db/schema";

/** Feedback on leads, the lead lookup a visitor does with their e-mail, and advisors. */

const feedbackOut = (row: typeof feedbacks.$inferSelect): Feedback => ({
  ...(row.data as Omit<Feedback, "id" | "leadId" | "createdAt" | "updatedAt">),
  id: row.id,
  leadId: row.leadId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A lead by its id and the e-mail it was sent with (any case); undefined when they do not match. */
export async function leadByIdAndEmail(db: Executor, id: string, email: string) {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.email, email.toLowerCase())));
  return lead;
}

export async function leadExists(db: Executor, id: string): Promise<boolean> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
  return lead !== undefined;
}

export async function findFeedback(db: Executor, id: number): Promise<Feedback | undefined> {
  const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id));
  return row ? feedbackOut(row) : undefined;
}

export async function storeFeedback(
  db: Executor,
  input: { leadId: string | null; countryId: number; data: object; now: Date },
): Promise<Feedback> {
  const [row] = await db
    .insert(feedbacks)
    .values({
      leadId: input.leadId,
      countryId: input.countryId,
      data: input.data,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return feedbackOut(row!);
}

/** Merges changes into a feedback, locking its row; undefined when there is no such feedback. */
export async function updateFeedback(
  tx: Executor,
  id: number,
  changes: object,
  now: Date,
): Promise<Feedback | undefined> {
  const [current] = await tx.select().from(feedbacks).where(eq(feedbacks.id, id)).for("update");
  if (!current) return undefined;
  const [updated] = await tx
    .update(feedbacks)
    .set({ data: { ...(current.data as object), ...changes }, updatedAt: now })
    .where(eq(feedbacks.id, id))
    .returning();
  return feedbackOut(updated!);
}

/** An advisor's data by id, or by e-mail (any case). */
export async function findAdvisor(
  db: Executor,
  by: { id: number } | { email: string },
): Promise<unknown> {
  const [row] = await db
    .select({ data: advisors.data })
    .from(advisors)
    .where("id" in by ? eq(advisors.id, by.id) : eq(advisors.email, by.email.toLowerCase()));
  return row?.data;
}
