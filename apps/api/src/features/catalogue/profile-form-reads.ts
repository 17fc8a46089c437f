import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { profileForms } from "../../db/schema";

/** The profile form of a product type (any case) in a country, with its rule set; undefined when none. */
export async function findProfileForm(
  db: Executor,
  countryId: number,
  productTypeName: string,
): Promise<{ definition: unknown; rules: unknown } | undefined> {
  const [row] = await db
    .select({ definition: profileForms.definition, rules: profileForms.validationRules })
    .from(profileForms)
    .where(
      and(
        eq(profileForms.countryId, countryId),
        sql`lower(${profileForms.productTypeName}) = lower(${productTypeName})`,
      ),
    );
  return row;
}
