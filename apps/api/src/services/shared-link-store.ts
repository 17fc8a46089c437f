import { randomInt } from "node:crypto";
import { INVALID_DATA_MESSAGE } from "@qs/domain/api/error-body";
import {
  SHARED_LINK_HOST_MESSAGE,
  SHARED_LINK_NOT_FOUND_MESSAGE,
} from "@qs/domain/api/shared-links";
import { isApprovedSharedUrl } from "@qs/domain/shared-url";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/database";
import { sharedLinks } from "../db/schema";
import { fail } from "../http/reply";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
export type SharedLinkKind = "insurance" | "comparator";

/** A short code of `length` unambiguous letters and digits. */
export function shortCode(length = 8): string {
  let code = "";
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function requireApprovedUrl(url: string, approvedHosts: readonly string[]): void {
  if (!isApprovedSharedUrl(url, approvedHosts)) {
    throw fail(400, INVALID_DATA_MESSAGE, {
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
): Promise<string> {
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
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ code: sharedLinks.code });
    if (inserted[0]) return inserted[0].code;
  }
  throw new Error("Could not allocate a shared link code");
}

export async function updateSharedLink(
  db: Executor,
  input: { code: string; url: string; decodedProfile: unknown; now: Date },
): Promise<void> {
  const updated = await db
    .update(sharedLinks)
    .set({ url: input.url, decodedProfile: input.decodedProfile ?? null, updatedAt: input.now })
    .where(and(eq(sharedLinks.code, input.code), eq(sharedLinks.kind, "insurance")))
    .returning({ code: sharedLinks.code });
  if (updated.length === 0) throw fail(404, SHARED_LINK_NOT_FOUND_MESSAGE);
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
  if (!row) throw fail(404, SHARED_LINK_NOT_FOUND_MESSAGE);
  return row;
}
