import type { Feedback, FeedbackReceipt } from "@qs/domain/api/feedback";
import type { Advisor } from "@qs/domain/api/reference-answers";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { advisors, feedbacks, leads } from "../../db/schema";
import { hashToken, newCapability } from "../../platform/capability";

/**
 * Feedback on leads behind capabilities, the lead lookup of the feedback page, and
 * advisors. A feedback is reached by the token its creator received; answers carry
 * neither its serial id, nor the lead's id, nor the e-mail left with it.
 */

type FeedbackData = { rating: number; comment?: string | null; origin?: string | null };

const feedbackOut = (row: typeof feedbacks.$inferSelect): Feedback => {
  const data = row.data as FeedbackData;
  return {
    rating: data.rating,
    ...(data.comment !== undefined ? { comment: data.comment } : {}),
    ...(data.origin !== undefined ? { origin: data.origin } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/**
 * The lead the token reaches when `email` is the lead's (any case); undefined otherwise.
 * Knowing a lead's e-mail is not enough: the token is needed too.
 */
export async function leadByTokenAndEmail(db: Executor, token: string, email: string) {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.accessTokenHash, hashToken(token)), eq(leads.email, email.toLowerCase())));
  return lead;
}

/** The id of the lead a token reaches, kept inside the server. */
export async function leadIdByToken(db: Executor, token: string): Promise<string | undefined> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.accessTokenHash, hashToken(token)));
  return lead?.id;
}

export async function findFeedback(db: Executor, token: string): Promise<Feedback | undefined> {
  const [row] = await db
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.accessTokenHash, hashToken(token)));
  return row ? feedbackOut(row) : undefined;
}

/** Stores a feedback; its token is in the receipt, only its hash in the row. */
export async function storeFeedback(
  db: Executor,
  input: { leadId: string | null; countryId: number; data: object; now: Date },
): Promise<FeedbackReceipt> {
  const capability = newCapability();
  const [row] = await db
    .insert(feedbacks)
    .values({
      leadId: input.leadId,
      countryId: input.countryId,
      data: input.data,
      accessTokenHash: capability.hash,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error("The feedback was not stored");
  return { ...feedbackOut(row), accessToken: capability.token };
}

/** Merges changes into the feedback the token reaches, locking its row; undefined when none. */
export async function updateFeedback(
  tx: Executor,
  token: string,
  changes: object,
  now: Date,
): Promise<Feedback | undefined> {
  const [current] = await tx
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.accessTokenHash, hashToken(token)))
    .for("update");
  if (!current) return undefined;
  const [updated] = await tx
    .update(feedbacks)
    .set({ data: { ...(current.data as object), ...changes }, updatedAt: now })
    .where(eq(feedbacks.id, current.id))
    .returning();
  return updated ? feedbackOut(updated) : undefined;
}

/** An advisor as stored, by their opaque reference or by e-mail (any case). */
export async function findAdvisor(
  db: Executor,
  by: { reference: string } | { email: string },
): Promise<(Advisor & { ejecutivo?: unknown }) | undefined> {
  const [row] = await db
    .select({ data: advisors.data })
    .from(advisors)
    .where(
      "reference" in by
        ? eq(advisors.reference, by.reference)
        : eq(advisors.email, by.email.toLowerCase()),
    );
  return row?.data as (Advisor & { ejecutivo?: unknown }) | undefined;
}
