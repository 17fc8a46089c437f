import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { staffRoleByName } from "@qs/domain/staff-access";
import { passwordExpired, STAFF_ACCOUNT_MESSAGES } from "@qs/domain/staff-password";
import { and, eq, gt } from "drizzle-orm";
import type { Executor } from "../db/database";
import { staffMembers, staffSessions } from "../db/schema";
import { hashToken } from "./capability";
import { ForbiddenError, UnauthenticatedError } from "./errors";

/**
 * Signed-in members' sessions. The cookie holds a random 256-bit token (httpOnly, Secure,
 * SameSite=Strict, path /api): a script cannot read it and another site's page cannot send
 * it. Only its SHA-256 is stored. A change (any method but GET) also carries the session's
 * anti-forgery token in `X-CSRF-Token`, derived from the session's token, which the sign-in
 * answer hands to the back office's script: a request forged from elsewhere cannot know it.
 */

export const SESSION_COOKIE = "qs_staff_session";
/** Ours: a session ends after two hours without a request, and twelve hours after sign-in. */
export const SESSION_IDLE_MINUTES = 120;
export const SESSION_MAX_HOURS = 12;
/** How often a session's last request is written (not on every request). */
const TOUCH_EVERY_MS = 60_000;

const MINUTE_MS = 60_000;
const CHALLENGE = { realm: "back-office", scheme: "Form" as const, private: true };

export interface OpenedSession {
  token: string;
  csrfToken: string;
  cookie: string;
}

/** The anti-forgery token of a session's token: a one-way derivation, never stored. */
export function csrfTokenOf(sessionToken: string): string {
  return createHash("sha256").update(`csrf\0${sessionToken}`).digest("base64url");
}

const cookieOf = (value: string, maxAgeSeconds: number) =>
  `${SESSION_COOKIE}=${value}; Path=/api; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAgeSeconds}`;

/** The Set-Cookie that ends a session in the browser. */
export const CLEARED_SESSION_COOKIE = cookieOf("", 0);

export async function openSession(
  db: Executor,
  memberId: number,
  clientAddress: string,
  now: Date,
): Promise<OpenedSession> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    memberId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_HOURS * 60 * MINUTE_MS),
    clientAddress,
  });
  return {
    token,
    csrfToken: csrfTokenOf(token),
    cookie: cookieOf(token, SESSION_MAX_HOURS * 3600),
  };
}

/** The session token a Cookie header carries, if any. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) {
      const token = value.join("=");
      return /^[\w-]{43}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
}

export interface SessionRequest {
  cookie: string | undefined;
  method: string;
  csrfHeader: string | undefined;
}

export interface SessionMember {
  id: number;
  email: string;
  role: string;
  countries: string[];
  sessionToken: string;
}

/**
 * The member a request's session cookie names: 401 without a live session (expired, signed
 * out, idle too long, its member disabled or their password expired), 403 for a change
 * without the session's anti-forgery token.
 */
export async function memberOfSession(
  db: Executor,
  request: SessionRequest,
  now: Date,
): Promise<SessionMember> {
  const token = sessionTokenOf(request.cookie);
  if (!token) throw new UnauthenticatedError(STAFF_ACCOUNT_MESSAGES.SESSION_REQUIRED, CHALLENGE);
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MINUTES * MINUTE_MS);
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staffMembers.id,
      email: staffMembers.email,
      role: staffMembers.role,
      countries: staffMembers.countries,
      active: staffMembers.active,
      passwordChangedAt: staffMembers.passwordChangedAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    );
  const live =
    row?.active &&
    staffRoleByName(row.role) &&
    row.passwordChangedAt &&
    !passwordExpired(row.passwordChangedAt, now);
  if (!row || !live) {
    throw new UnauthenticatedError(STAFF_ACCOUNT_MESSAGES.SESSION_REQUIRED, CHALLENGE);
  }
  if (request.method.toUpperCase() !== "GET" && request.method.toUpperCase() !== "HEAD") {
    const expected = Buffer.from(csrfTokenOf(token));
    const given = Buffer.from(request.csrfHeader ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ForbiddenError(STAFF_ACCOUNT_MESSAGES.INVALID_TOKEN, {
        code: "INVALID_TOKEN",
        private: true,
      });
    }
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(eq(staffSessions.id, row.sessionId));
  }
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    countries: row.countries,
    sessionToken: token,
  };
}

/** Ends the session a token names. */
export async function closeSession(db: Executor, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** Ends every session of a member: a new password, a disabled user. */
export async function closeSessionsOf(db: Executor, memberId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.memberId, memberId));
}
