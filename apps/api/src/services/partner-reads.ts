import { eq } from "drizzle-orm";
import type { Executor } from "../db/database";
import { partners } from "../db/schema";

/** A partner's data by the iframe token it embeds the comparator with; undefined when unknown. */
export async function partnerByIframeToken(
  db: Executor,
  token: string,
): Promise<{ data: unknown; subdomain: string | null } | undefined> {
  const [row] = await db
    .select({ data: partners.data, subdomain: partners.subdomain })
    .from(partners)
    .where(eq(partners.iframeToken, token));
  return row;
}

/** A partner's data by its subdomain (any case); undefined when unknown. */
export async function partnerBySubdomain(db: Executor, subdomain: string): Promise<unknown> {
  const [row] = await db
    .select({ data: partners.data })
    .from(partners)
    .where(eq(partners.subdomain, subdomain.toLowerCase()));
  return row?.data;
}
