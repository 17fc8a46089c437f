import {
  STAFF_FORBIDDEN_MESSAGE,
  STAFF_TOKEN_INVALID_MESSAGE,
  STAFF_TOKEN_REQUIRED_MESSAGE,
} from "@qs/domain/api/back-office";
import { COUNTRY_CODES, type CountryCode, marketByCode } from "@qs/domain/market-countries";
import {
  roleCan,
  type StaffPermission,
  type StaffRole,
  staffCountries,
  staffRoleByName,
  staffRoleCountries,
} from "@qs/domain/staff-access";
import { and, eq, isNotNull, isNull, notInArray } from "drizzle-orm";
import type { Config } from "../config";
import type { Database, Executor } from "../db/database";
import { staffMembers } from "../db/schema";
import { hashToken } from "./capability";
import { ForbiddenError, UnauthenticatedError } from "./errors";
import { memberOfSession } from "./staff-sessions";

/**
 * Members of staff: people who sign in (a password and a session cookie,
 * `staff-sessions.ts`) and machines with a bearer token. STAFF_TOKENS lists the machines
 * (`ROLE:email:token[:CO,CL];…`); at start they are upserted into `staff_members` with only
 * the SHA-256 of each token and the countries they work, and a machine no longer listed is
 * deactivated, so removing an entry revokes its token. A machine's request names its token in
 * `Authorization: Bearer <token>`: 401 without one or with one nobody holds, 403 when the
 * member's role lacks the route's permission.
 */

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  /** The markets the member works: the back office shows and changes nothing of another. */
  countries: CountryCode[];
}

/** The ids (`country_id` columns) of the markets a member works. */
export const countryIdsOf = (member: StaffMember): number[] =>
  member.countries.map((code) => marketByCode(code).id);

/** Whether a member works every market (rows of no known country are theirs alone). */
export const reachesEveryCountry = (member: StaffMember): boolean =>
  COUNTRY_CODES.every((code) => member.countries.includes(code));

/**
 * Writes STAFF_TOKENS into `staff_members`; an unknown role, or countries beyond the role's
 * (a Chilean role given Colombia), stops the start.
 */
export async function syncStaffMembers(
  db: Executor,
  entries: Config["staffTokens"],
  now: Date,
): Promise<void> {
  const emails: string[] = [];
  for (const entry of entries) {
    const role = staffRoleByName(entry.role);
    if (!role) {
      throw new Error(
        `STAFF_TOKENS: "${entry.role}" is not a staff role (see @qs/domain/staff-access)`,
      );
    }
    const scope = staffCountries(role, entry.countries);
    if ("beyondRole" in scope) {
      throw new Error(
        `STAFF_TOKENS: ${entry.email} (${role}) cannot work ${scope.beyondRole.join(", ")}; the role reaches ${staffRoleCountries[role].join(", ")} only`,
      );
    }
    emails.push(entry.email);
    const values = {
      email: entry.email,
      role,
      tokenHash: hashToken(entry.token),
      countries: scope.countries,
      active: true,
    };
    await db
      .insert(staffMembers)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: staffMembers.email, set: { ...values, updatedAt: now } });
  }
  // A machine no longer listed loses its token and is deactivated; a person who signs in
  // (a password) keeps their account and only loses the token.
  const unlisted = and(
    isNotNull(staffMembers.tokenHash),
    emails.length > 0 ? notInArray(staffMembers.email, emails) : undefined,
  );
  await db
    .update(staffMembers)
    .set({ tokenHash: null, active: false, updatedAt: now })
    .where(and(unlisted, isNull(staffMembers.passwordHash)));
  await db
    .update(staffMembers)
    .set({ tokenHash: null, updatedAt: now })
    .where(and(unlisted, isNotNull(staffMembers.passwordHash)));
}

const synced = new WeakMap<Database, Map<Config["staffTokens"], Promise<void>>>();

/**
 * Syncs STAFF_TOKENS once per database and configuration (the server does it at start; a
 * server built in tests does it on its first back-office request).
 */
export function ensureStaffMembers(db: Database, config: Config, now: Date): Promise<void> {
  let byConfig = synced.get(db);
  if (!byConfig) {
    byConfig = new Map();
    synced.set(db, byConfig);
  }
  let done = byConfig.get(config.staffTokens);
  if (!done) {
    const entries = config.staffTokens;
    done = db.transaction((tx) => syncStaffMembers(tx, entries, now));
    byConfig.set(entries, done);
    done.catch(() => byConfig?.delete(entries));
  }
  return done;
}

const BEARER = /^Bearer\s+([\x21-\x7e]{1,200})\s*$/i;
/** A refused sign-in names what to sign in to (WWW-Authenticate) and is never cached. */
const CHALLENGE = { realm: "back-office", private: true };

/** What of a request names its member of staff. */
export interface StaffCredentials {
  authorization: string | undefined;
  cookie: string | undefined;
  method: string;
  csrfHeader: string | undefined;
}

/**
 * The member of staff a request names, whatever their role: by its bearer token (machines,
 * STAFF_TOKENS) when it has an Authorization header, else by its session cookie (people who
 * signed in; a change also needs the session's anti-forgery token). 401 otherwise.
 */
export async function authenticateStaff(
  db: Executor,
  credentials: StaffCredentials,
  now: Date,
): Promise<StaffMember> {
  if (credentials.authorization === undefined && credentials.cookie !== undefined) {
    return asStaffMember(await memberOfSession(db, credentials, now));
  }
  const token = BEARER.exec(credentials.authorization ?? "")?.[1];
  if (!token) throw new UnauthenticatedError(STAFF_TOKEN_REQUIRED_MESSAGE, CHALLENGE);
  const [member] = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      role: staffMembers.role,
      countries: staffMembers.countries,
    })
    .from(staffMembers)
    .where(and(eq(staffMembers.tokenHash, hashToken(token)), eq(staffMembers.active, true)));
  if (!member || !staffRoleByName(member.role)) {
    throw new UnauthenticatedError(STAFF_TOKEN_INVALID_MESSAGE, CHALLENGE);
  }
  return asStaffMember(member);
}

/** A member row as the routes see it: a known role, their countries in the markets' order. */
export function asStaffMember(row: {
  id: number;
  email: string;
  role: string;
  countries: string[];
}): StaffMember {
  const role = staffRoleByName(row.role);
  if (!role) throw new UnauthenticatedError(STAFF_TOKEN_INVALID_MESSAGE, CHALLENGE);
  const countries = COUNTRY_CODES.filter((code) => row.countries.includes(code));
  return { id: row.id, email: row.email, role, countries };
}

/** 403 when the member's role lacks `permission`. */
export function checkPermission(member: StaffMember, permission: StaffPermission): void {
  if (!roleCan(member.role, permission)) {
    throw new ForbiddenError(STAFF_FORBIDDEN_MESSAGE, { private: true });
  }
}
