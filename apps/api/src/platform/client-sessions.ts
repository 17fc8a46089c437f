import { randomBytes, timingSafeEqual } from "node:crypto";
import {
  CLIENT_ACCOUNT_MESSAGES,
  type ClientPermission,
  type ClientRole,
  clientRoleCan,
  clientRoles,
} from "@qs/domain/client-access";
import { and, eq, gt } from "drizzle-orm";
import type { Executor } from "../db/database";
import { clientAccounts, clientSessions } from "../db/schema";
import { hashToken } from "./capability";
import { ForbiddenError, UnauthenticatedError } from "./errors";
import { csrfTokenOf } from "./staff-sessions";

/**
 * Clients' sessions in the portal, made as the staff's (`staff-sessions.ts`): the cookie holds a
 * random 256-bit token (httpOnly, Secure, SameSite=Strict, path /api), only its SHA-256 is
 * stored, and a change carries the session's anti-forgery token in `X-CSRF-Token`. A session
 * ends when its owner signs out, when their account is disabled, or eight hours after it opened.
 */

export const CLIENT_SESSION_COOKIE = "qs_client_session";
/** Ours: a working day. */
export const CLIENT_SESSION_HOURS = 8;

const CHALLENGE = { realm: "portal-clientes", scheme: "Form" as const, private: true };

const cookieOf = (value: string, maxAgeSeconds: number) =>
  `${CLIENT_SESSION_COOKIE}=${value}; Path=/api; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAgeSeconds}`;

export const CLEARED_CLIENT_COOKIE = cookieOf("", 0);

export interface ClientAccount {
  id: string;
  email: string;
  name: string;
  role: ClientRole;
  companyId: string | null;
  groupId: string | null;
}

export interface SignedInClient extends ClientAccount {
  sessionToken: string;
}

export async function openClientSession(db: Executor, accountId: string, now: Date) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(clientSessions).values({
    tokenHash: hashToken(token),
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CLIENT_SESSION_HOURS * 3_600_000),
  });
  return {
    csrfToken: csrfTokenOf(token),
    cookie: cookieOf(token, CLIENT_SESSION_HOURS * 3600),
  };
}

function tokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === CLIENT_SESSION_COOKIE) {
      const token = value.join("=");
      return /^[\w-]{43}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
}

export const isClientRole = (role: string): role is ClientRole =>
  (clientRoles as readonly string[]).includes(role);

/**
 * The account a request's session cookie names: 401 without a live session (expired, signed
 * out, its account disabled), 403 for a change without the session's anti-forgery token.
 */
export async function clientOfSession(
  db: Executor,
  request: { cookie: string | undefined; method: string; csrfHeader: string | undefined },
  now: Date,
): Promise<SignedInClient> {
  const token = tokenOf(request.cookie);
  if (!token) throw new UnauthenticatedError(CLIENT_ACCOUNT_MESSAGES.SESSION_REQUIRED, CHALLENGE);
  const [row] = await db
    .select({
      id: clientAccounts.id,
      email: clientAccounts.email,
      name: clientAccounts.name,
      role: clientAccounts.role,
      companyId: clientAccounts.companyId,
      groupId: clientAccounts.groupId,
      disabled: clientAccounts.disabled,
    })
    .from(clientSessions)
    .innerJoin(clientAccounts, eq(clientAccounts.id, clientSessions.accountId))
    .where(and(eq(clientSessions.tokenHash, hashToken(token)), gt(clientSessions.expiresAt, now)));
  if (!row || row.disabled || !isClientRole(row.role)) {
    throw new UnauthenticatedError(CLIENT_ACCOUNT_MESSAGES.SESSION_REQUIRED, CHALLENGE);
  }
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") {
    const expected = Buffer.from(csrfTokenOf(token));
    const given = Buffer.from(request.csrfHeader ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ForbiddenError(CLIENT_ACCOUNT_MESSAGES.INVALID_TOKEN, {
        code: "INVALID_TOKEN",
        private: true,
      });
    }
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    companyId: row.companyId,
    groupId: row.groupId,
    sessionToken: token,
  };
}

/** 403 unless the account's role holds the permission. */
export function requireClientPermission(client: ClientAccount, permission: ClientPermission) {
  if (!clientRoleCan(client.role, permission)) {
    throw new ForbiddenError(CLIENT_ACCOUNT_MESSAGES.FORBIDDEN, {
      code: "FORBIDDEN",
      private: true,
    });
  }
}

export async function closeClientSession(db: Executor, token: string): Promise<void> {
  await db.delete(clientSessions).where(eq(clientSessions.tokenHash, hashToken(token)));
}
