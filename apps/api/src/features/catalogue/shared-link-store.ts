import { randomBytes } from "node:crypto";
import { INVALID_DATA_MESSAGE } from "@qs/domain/api/error-body";
import {
  SHARED_LINK_EDIT_DENIED_MESSAGE,
  SHARED_LINK_HOST_MESSAGE,
  SHARED_LINK_NOT_FOUND_MESSAGE,
} from "@qs/domain/api/shared-links";
import { isApprovedSharedUrl } from "@qs/domain/shared-url";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { sharedLinks } from "../../db/schema";
import { newCapability, tokenMatches } from "../../platform/capability";
import { ForbiddenError, InvalidInputError, NotFoundError } from "../../platform/errors";

/**
 * Shared plan links and short comparison links. The address a link keeps may carry a
 * visitor's profile (ages, sex, health system...), so its code is 128 random bits: whoever
 * the visitor gives it to reads it, nobody finds it by guessing. A plan link can be changed
 * only with the edit token handed to its creator (stored as its SHA-256).
 */

export type SharedLinkKind = "insurance" | "comparator";

/** A link code: 16 random bytes, 22 base64url characters. */
export function shortCode(): string {
  return randomBytes(16).toString("base64url");
}

export function requireApprovedUrl(url: string, approvedHosts: readonly string[]): void {
  if (!isApprovedSharedUrl(url, approvedHosts)) {
    throw new InvalidInputError(INVALID_DATA_MESSAGE, {
      issues: [{ path: "url", message: SHARED_LINK_HOST_MESSAGE }],
    });
  }
}

export async function createSharedLink(
  db: Executor,
  input: {
    kind: SharedLinkKind;
    countryId: number;
    url: string;
    decodedProfile: unknown;
    now: Date;
  },
): Promise<{ code: string; editToken: string | null }> {
  // Plan links can be changed, so their creator gets the token for it; comparison links cannot.
  const edit = input.kind === "insurance" ? newCapability() : null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = shortCode();
    const inserted = await db
      .insert(sharedLinks)
      .values({
        code,
        kind: input.kind,
        countryId: input.countryId,
        url: input.url,
        decodedProfile: input.decodedProfile ?? null,
        editTokenHash: edit?.hash ?? null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ code: sharedLinks.code });
    if (inserted[0]) return { code: inserted[0].code, editToken: edit?.token ?? null };
  }
  throw new Error("Could not allocate a shared link code");
}

/** Changes a plan link when `editToken` is its own: 404 for an unknown code, 403 for another token. */
export async function updateSharedLink(
  db: Executor,
  input: { code: string; editToken: string; url: string; decodedProfile: unknown; now: Date },
): Promise<void> {
  const link = and(eq(sharedLinks.code, input.code), eq(sharedLinks.kind, "insurance"));
  const [row] = await db
    .select({ editTokenHash: sharedLinks.editTokenHash })
    .from(sharedLinks)
    .where(link);
  if (!row) throw new NotFoundError(SHARED_LINK_NOT_FOUND_MESSAGE);
  // Links made before edit tokens existed have none: nobody may change them.
  if (!row.editTokenHash || !tokenMatches(input.editToken, row.editTokenHash)) {
    throw new ForbiddenError(SHARED_LINK_EDIT_DENIED_MESSAGE);
  }
  await db
    .update(sharedLinks)
    .set({ url: input.url, decodedProfile: input.decodedProfile ?? null, updatedAt: input.now })
    .where(link);
}

export async function resolveSharedLink(db: Executor, kind: SharedLinkKind, code: string) {
  const [row] = await db
    .select({
      code: sharedLinks.code,
      url: sharedLinks.url,
      decodedProfile: sharedLinks.decodedProfile,
    })
    .from(sharedLinks)
    .where(and(eq(sharedLinks.code, code), eq(sharedLinks.kind, kind)));
  if (!row) throw new NotFoundError(SHARED_LINK_NOT_FOUND_MESSAGE);
  return row;
}
