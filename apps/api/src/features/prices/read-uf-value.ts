import type { UfValue } from "@qs/domain/api/reference-answers";
import { asc, desc, lte } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { ufValues } from "../../db/schema";

/** The newest UF value on or before `today`; the oldest one when all are later; null when none. */
export async function readUfValue(db: Executor, today: Date): Promise<UfValue | null> {
  const day = today.toISOString().slice(0, 10);
  const [current] = await db
    .select()
    .from(ufValues)
    .where(lte(ufValues.date, day))
    .orderBy(desc(ufValues.date))
    .limit(1);
  if (current) return current;
  const [first] = await db.select().from(ufValues).orderBy(asc(ufValues.date)).limit(1);
  return first ?? null;
}
