import type { TaxDocumentComment } from "@qs/domain/api/portal";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { taxDocumentComments } from "../../db/schema";

/**
 * The comment thread of a paid period's tax document: the company's accounts write in the
 * portal, after-sales answer in the back office. A client sees the team's answers signed by the
 * team, never by a member's address.
 */

/** How the team signs its answers. */
export const TEAM_NAME = "Equipo de postventa";
/** Messages a thread shows (the oldest first); a thread longer than this shows its last ones. */
const THREAD_LIMIT = 200;

export async function threadOf(
  db: Executor,
  policyId: string,
  period: number,
): Promise<TaxDocumentComment[]> {
  const rows = await db
    .select()
    .from(taxDocumentComments)
    .where(and(eq(taxDocumentComments.policyId, policyId), eq(taxDocumentComments.period, period)))
    .orderBy(asc(taxDocumentComments.at), asc(taxDocumentComments.id));
  return rows.slice(-THREAD_LIMIT).map((row) => ({
    id: row.id,
    author: row.author as TaxDocumentComment["author"],
    name: row.authorName,
    body: row.body,
    at: row.at.toISOString(),
  }));
}

export async function addComment(
  tx: Executor,
  comment: {
    policyId: string;
    period: number;
    body: string;
    at: Date;
  } & (
    | { author: "client"; accountId: string; name: string }
    | { author: "staff"; staffId: number }
  ),
): Promise<void> {
  await tx.insert(taxDocumentComments).values({
    policyId: comment.policyId,
    period: comment.period,
    author: comment.author,
    accountId: comment.author === "client" ? comment.accountId : null,
    staffId: comment.author === "staff" ? String(comment.staffId) : null,
    authorName: comment.author === "client" ? comment.name : TEAM_NAME,
    body: comment.body,
    at: comment.at,
  });
}
