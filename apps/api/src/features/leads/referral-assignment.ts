import { MARKET_COUNTRIES } from "@qs/domain/market-countries";
import { and, arrayContains, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { advisors, staffMembers } from "../../db/schema";

/**
 * A referral's lead goes to the queue of the executive who looks after the referring
 * advisor's referrals. What the visitor's browser sends names the advisor only (the referral
 * kept with the profile: `profile.referido.email`, or in a contact form's `datosingresados`);
 * who the executive is comes from the catalogue's advisor, and the executive must be an active
 * member of staff who signs in and works the lead's market. Otherwise the lead stays
 * unassigned, as any other.
 */
export async function referralExecutive(
  db: Executor,
  payload: Record<string, unknown>,
  countryId: number,
): Promise<number | null> {
  const email = referrerEmail(payload);
  if (!email) return null;
  const [advisor] = await db
    .select({ data: advisors.data })
    .from(advisors)
    .where(eq(advisors.email, email));
  const executive = (advisor?.data as { ejecutivo?: { email?: unknown } | null } | undefined)
    ?.ejecutivo?.email;
  const market = MARKET_COUNTRIES.find((each) => each.id === countryId);
  if (typeof executive !== "string" || !market) return null;
  const [member] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.email, executive.toLowerCase()),
        eq(staffMembers.active, true),
        isNotNull(staffMembers.passwordHash),
        arrayContains(staffMembers.countries, [market.code]),
      ),
    );
  return member?.id ?? null;
}

/** The referring advisor's e-mail a request carries, if any. */
export function referrerEmail(payload: Record<string, unknown>): string | null {
  const fromProfile = (holder: unknown) => {
    if (typeof holder !== "object" || holder === null) return undefined;
    const referido = (holder as { referido?: unknown }).referido;
    if (typeof referido !== "object" || referido === null) return undefined;
    const email = (referido as { email?: unknown }).email;
    return typeof email === "string" && email.includes("@") ? email : undefined;
  };
  const email = fromProfile(payload.profile) ?? fromProfile(payload.datosingresados);
  return email ? email.trim().toLowerCase() : null;
}
