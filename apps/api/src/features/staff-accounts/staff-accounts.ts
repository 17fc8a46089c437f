import { randomBytes } from "node:crypto";
import type { StaffSecondFactor } from "@qs/domain/api/back-office";
import { type CountryCode, MARKET_COUNTRIES } from "@qs/domain/market-countries";
import {
  roleCan,
  type StaffPermission,
  type StaffRole,
  staffCountries,
  staffRoleByName,
  staffRolePermissions,
  staffRoles,
} from "@qs/domain/staff-access";
import {
  LOCK_MINUTES,
  needsSecondFactor,
  PASSWORD_HISTORY,
  PASSWORD_RESET_MINUTES,
  passwordExpired,
  passwordFormProblem,
  SECOND_FACTOR_ATTEMPTS,
  SIGN_IN_FAILURES_BEFORE_LOCK,
  STAFF_ACCOUNT_MESSAGES,
  type StaffAccountError,
} from "@qs/domain/staff-password";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database, Executor } from "../../db/database";
import {
  advisors,
  staffMembers,
  staffPasswordHistory,
  staffPasswordResets,
  staffSignInChallenges,
} from "../../db/schema";
import { hashToken } from "../../platform/capability";
import {
  type DomainError,
  ForbiddenError,
  InvalidInputError,
  TooManyRequestsError,
  UnauthenticatedError,
} from "../../platform/errors";
import { queueMail } from "../../platform/mail-outbox";
import { decoyHash, hashPassword, verifyPassword } from "../../platform/password-hash";
import { recordStaffAction } from "../../platform/staff-audit";
import { asStaffMember, type StaffMember } from "../../platform/staff-auth";
import { closeSessionsOf, type OpenedSession, openSession } from "../../platform/staff-sessions";
import {
  acceptedStep,
  challengeSecret,
  lockChallenge,
  openChallenge,
  sealMemberSecret,
} from "./second-factor";

/**
 * Staff accounts: signing in with an e-mail and a password, changing the password, and the
 * rules around them (`@qs/domain/staff-password`): the spec's form and history of four,
 * expiry, ten failures in a row locking the account for fifteen minutes, a disabled user
 * refused. An unknown e-mail costs as much time as a wrong password and gets the same
 * answer, so the answer does not tell which addresses have accounts; the lock and a disabled
 * user are told only with the right password or to whoever already failed ten times.
 * Every sign-in and every change, refused or not, is written to the staff audit.
 */

type MemberRow = typeof staffMembers.$inferSelect;

const MINUTE_MS = 60_000;
export const SIGN_IN_ACTION = "POST /api/acceso-personal/sesion";
export const PASSWORD_CHANGE_ACTION = "POST /api/acceso-personal/contrasena";
export const SECOND_FACTOR_ACTION = "POST /api/acceso-personal/segundo-factor";
export const PASSWORD_RESET_REQUEST_ACTION = "POST /api/acceso-personal/recuperar";
export const PASSWORD_RESET_ACTION = "POST /api/acceso-personal/restablecer";

function refusal(code: StaffAccountError): DomainError {
  const detail = { code, private: true };
  const message = STAFF_ACCOUNT_MESSAGES[code];
  switch (code) {
    case "INVALID_CREDENTIALS":
      return new UnauthenticatedError(message, { ...detail, realm: "back-office", scheme: "Form" });
    case "INVALID_CODE":
    case "CODE_TOKEN_EXPIRED":
    case "PASSWORD_TOKEN_EXPIRED":
      return new UnauthenticatedError(message, { ...detail, realm: "back-office", scheme: "Form" });
    case "ACCOUNT_LOCKED":
      return new TooManyRequestsError(LOCK_MINUTES * 60, message, detail);
    case "DISABLED_USER":
    case "PASSWORD_EXPIRED":
      return new ForbiddenError(message, detail);
    default:
      return new InvalidInputError(message, detail);
  }
}

/** The member as the back office sees them: role, permissions and markets. */
export function staffMe(member: StaffMember) {
  return {
    email: member.email,
    role: member.role,
    permissions: [...staffRolePermissions[member.role]],
    countries: [...member.countries],
  };
}

const memberOf = (row: MemberRow): StaffMember | undefined =>
  staffRoleByName(row.role) ? asStaffMember(row) : undefined;

interface Attempt {
  email: string;
  password: string;
  clientAddress: string;
  now: Date;
  action: string;
  /** TOKEN_ENCRYPTION_KEY: the second factor's keys are sealed with it. */
  sealKey: string;
}

/**
 * Counts one more failed sign-in (a wrong password or code) on the locked row; the tenth in a
 * row locks the account for LOCK_MINUTES. Answers whether it locked.
 */
async function countFailure(tx: Executor, row: MemberRow, now: Date): Promise<boolean> {
  const failures = row.failedSignIns + 1;
  const locks = failures >= SIGN_IN_FAILURES_BEFORE_LOCK;
  await tx
    .update(staffMembers)
    .set({
      failedSignIns: locks ? 0 : failures,
      lockedUntil: locks ? new Date(now.getTime() + LOCK_MINUTES * MINUTE_MS) : null,
      updatedAt: now,
    })
    .where(eq(staffMembers.id, row.id));
  return locks;
}

/**
 * Checks an e-mail and password under a lock on the member's row, so concurrent attempts
 * count every failure. Answers the member, or the refusal to throw once the count is saved.
 */
async function checkPassword(
  tx: Executor,
  attempt: Attempt,
): Promise<
  { row: MemberRow; member: StaffMember } | { refused: StaffAccountError; row?: MemberRow }
> {
  const [row] = await tx
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.email, attempt.email.toLowerCase()))
    .for("update");
  const member = row ? memberOf(row) : undefined;
  if (!row?.passwordHash || !member) {
    await verifyPassword(attempt.password, await decoyHash());
    return { refused: "INVALID_CREDENTIALS" };
  }
  if (row.lockedUntil && row.lockedUntil > attempt.now) return { refused: "ACCOUNT_LOCKED", row };
  if (!(await verifyPassword(attempt.password, row.passwordHash))) {
    const locks = await countFailure(tx, row, attempt.now);
    return { refused: locks ? "ACCOUNT_LOCKED" : "INVALID_CREDENTIALS", row };
  }
  // A right password starts the count again, but not for a role whose code is still to come:
  // its wrong codes go on counting towards the lock (`completeSecondFactor`).
  if ((row.failedSignIns > 0 || row.lockedUntil) && !needsSecondFactor(member.role)) {
    await tx
      .update(staffMembers)
      .set({ failedSignIns: 0, lockedUntil: null, updatedAt: attempt.now })
      .where(eq(staffMembers.id, row.id));
  }
  if (!row.active) return { refused: "DISABLED_USER", row };
  return { row, member };
}

async function audit(tx: Executor, row: MemberRow | undefined, attempt: Attempt, status: number) {
  const member = row ? memberOf(row) : undefined;
  if (!member) return;
  await recordStaffAction(tx, {
    member,
    action: attempt.action,
    targetType: "staff_member",
    targetIds: [String(member.id)],
    countries: [],
    status,
    clientAddress: attempt.clientAddress,
    at: attempt.now,
  });
}

const STATUS: Record<StaffAccountError, number> = {
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 429,
  DISABLED_USER: 403,
  PASSWORD_EXPIRED: 403,
  INVALID_PASSWORD_FORM: 400,
  PASSWORD_IN_HISTORY: 400,
  PASSWORD_TOO_SHORT: 400,
  SESSION_REQUIRED: 401,
  INVALID_TOKEN: 403,
  INVALID_CODE: 401,
  CODE_TOKEN_EXPIRED: 401,
  PASSWORD_TOKEN_EXPIRED: 401,
};

/** Where a right password leads: a session, or (for ADMINISTRADOR and GERENTE) the code's step. */
export type SignInOutcome =
  | { member: StaffMember; session: OpenedSession }
  | { member: StaffMember; secondFactor: StaffSecondFactor };

/**
 * The end of a right password: the second factor's step for a role that needs one (written
 * to the audit as 202), else a session.
 */
async function afterPassword(
  tx: Executor,
  checked: { row: MemberRow; member: StaffMember },
  attempt: Attempt,
): Promise<SignInOutcome> {
  if (needsSecondFactor(checked.member.role)) {
    await audit(tx, checked.row, attempt, 202);
    return {
      member: checked.member,
      secondFactor: await openChallenge(tx, checked.row, attempt.sealKey, attempt.now),
    };
  }
  await audit(tx, checked.row, attempt, 200);
  const session = await openSession(tx, checked.member.id, attempt.clientAddress, attempt.now);
  return { member: checked.member, session };
}

/** Signs a member in: a session, or the refusal (the failure count is kept either way). */
export async function signIn(
  db: Database,
  attempt: Omit<Attempt, "action">,
): Promise<SignInOutcome> {
  const full = { ...attempt, action: SIGN_IN_ACTION };
  const outcome = await db.transaction(async (tx) => {
    const checked = await checkPassword(tx, full);
    if ("refused" in checked) {
      await audit(tx, checked.row, full, STATUS[checked.refused]);
      return checked;
    }
    const changedAt = checked.row.passwordChangedAt ?? new Date(0);
    if (passwordExpired(changedAt, attempt.now)) {
      await audit(tx, checked.row, full, STATUS.PASSWORD_EXPIRED);
      return { refused: "PASSWORD_EXPIRED" as const };
    }
    return afterPassword(tx, checked, full);
  });
  if ("refused" in outcome) throw refusal(outcome.refused);
  return outcome;
}

/**
 * Sets a member's password: the form, not one of the last four, then stored with its date.
 * Answers the refusal instead of throwing, so the caller's transaction keeps what it counted.
 */
export async function setPassword(
  tx: Executor,
  memberId: number,
  password: string,
  now: Date,
  /**
   * Whether failed sign-ins and a lock-out stay as they are: for a role with a second factor,
   * whose wrong codes must go on counting whatever the password becomes.
   */
  keepFailures = false,
): Promise<StaffAccountError | null> {
  const problem = passwordFormProblem(password);
  if (problem) return problem;
  const recent = await tx
    .select({ hash: staffPasswordHistory.passwordHash })
    .from(staffPasswordHistory)
    .where(eq(staffPasswordHistory.memberId, memberId))
    .orderBy(desc(staffPasswordHistory.createdAt), desc(staffPasswordHistory.id))
    .limit(PASSWORD_HISTORY);
  for (const { hash } of recent) {
    if (await verifyPassword(password, hash)) return "PASSWORD_IN_HISTORY";
  }
  const hash = await hashPassword(password);
  await tx
    .update(staffMembers)
    .set({
      passwordHash: hash,
      passwordChangedAt: now,
      ...(keepFailures ? {} : { failedSignIns: 0, lockedUntil: null }),
      updatedAt: now,
    })
    .where(eq(staffMembers.id, memberId));
  await tx.insert(staffPasswordHistory).values({ memberId, passwordHash: hash, createdAt: now });
  return null;
}

/**
 * Changes a member's password, named by their e-mail and current password (an expired
 * password is accepted here, and only here): the member's other sessions end, and a new one
 * opens.
 */
export async function changePassword(
  db: Database,
  attempt: Omit<Attempt, "action"> & { newPassword: string },
): Promise<SignInOutcome> {
  const full = { ...attempt, action: PASSWORD_CHANGE_ACTION };
  const outcome = await db.transaction(async (tx) => {
    const checked = await checkPassword(tx, full);
    if ("refused" in checked) {
      await audit(tx, checked.row, full, STATUS[checked.refused]);
      return checked;
    }
    const problem = await setPassword(
      tx,
      checked.member.id,
      attempt.newPassword,
      attempt.now,
      needsSecondFactor(checked.member.role),
    );
    if (problem) {
      await audit(tx, checked.row, full, STATUS[problem]);
      return { refused: problem };
    }
    await closeSessionsOf(tx, checked.member.id);
    return afterPassword(tx, checked, full);
  });
  if ("refused" in outcome) throw refusal(outcome.refused);
  return outcome;
}

/**
 * The second factor's code, with the challenge a right password opened: a session when the
 * code is right (the key being set up is the member's from then on). A wrong code counts as a
 * failed sign-in (the tenth locks the account) and as one of the challenge's
 * SECOND_FACTOR_ATTEMPTS; a challenge unknown, spent or past its time is CODE_TOKEN_EXPIRED.
 */
export async function completeSecondFactor(
  db: Database,
  attempt: { challenge: string; code: string; clientAddress: string; now: Date; sealKey: string },
): Promise<{ member: StaffMember; session: OpenedSession }> {
  const full = { ...attempt, email: "", password: "", action: SECOND_FACTOR_ACTION };
  type Outcome = { refused: StaffAccountError } | { member: StaffMember; session: OpenedSession };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const challenge = await lockChallenge(tx, attempt.challenge, attempt.now);
    if (!challenge) return { refused: "CODE_TOKEN_EXPIRED" as const };
    const [row] = await tx
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, challenge.memberId))
      .for("update");
    const member = row ? memberOf(row) : undefined;
    const secret = row ? challengeSecret(attempt.sealKey, challenge, row) : null;
    const spend = () =>
      tx
        .delete(staffSignInChallenges)
        .where(eq(staffSignInChallenges.tokenHash, challenge.tokenHash));
    if (!row || !member || secret === null) {
      await spend();
      return { refused: "CODE_TOKEN_EXPIRED" as const };
    }
    if (!row.active) {
      await spend();
      await audit(tx, row, full, STATUS.DISABLED_USER);
      return { refused: "DISABLED_USER" as const };
    }
    if (row.lockedUntil && row.lockedUntil > attempt.now) {
      await spend();
      await audit(tx, row, full, STATUS.ACCOUNT_LOCKED);
      return { refused: "ACCOUNT_LOCKED" as const };
    }
    const step = acceptedStep(secret, attempt.code, attempt.now, row.totpLastStep);
    if (step === null) {
      const locks = await countFailure(tx, row, attempt.now);
      if (locks || challenge.attempts + 1 >= SECOND_FACTOR_ATTEMPTS) await spend();
      else {
        await tx
          .update(staffSignInChallenges)
          .set({ attempts: challenge.attempts + 1 })
          .where(eq(staffSignInChallenges.tokenHash, challenge.tokenHash));
      }
      const refused = locks ? ("ACCOUNT_LOCKED" as const) : ("INVALID_CODE" as const);
      await audit(tx, row, full, STATUS[refused]);
      return { refused };
    }
    await spend();
    await tx
      .update(staffMembers)
      .set({
        totpLastStep: step,
        failedSignIns: 0,
        lockedUntil: null,
        updatedAt: attempt.now,
        ...(challenge.pendingSecret !== null
          ? { totpSecret: sealMemberSecret(attempt.sealKey, row.id, secret) }
          : {}),
      })
      .where(eq(staffMembers.id, row.id));
    await audit(tx, row, full, 200);
    const session = await openSession(tx, member.id, attempt.clientAddress, attempt.now);
    return { member, session };
  });
  if ("refused" in outcome) throw refusal(outcome.refused);
  return outcome;
}

/** The back office's page a reset link opens, with the token in the fragment (never sent to a server). */
export const passwordResetLink = (backOfficeUrl: string, token: string) =>
  `${backOfficeUrl.replace(/\/$/, "")}/restablecer#codigo=${token}`;

/**
 * Sends a password reset link to a member who signs in (active, with a password), replacing
 * any link sent before; nothing for any other address, and the caller answers alike either way,
 * so the answer does not tell which addresses have accounts. The link works once, for
 * PASSWORD_RESET_MINUTES; the message is queued sealed (its link is a credential).
 */
export async function requestPasswordReset(
  db: Database,
  request: {
    email: string;
    clientAddress: string;
    now: Date;
    sealKey: string;
    backOfficeUrl: string;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, request.email.toLowerCase()))
      .for("update");
    const member = row ? memberOf(row) : undefined;
    if (!row?.passwordHash || !member || !row.active) return;
    const token = randomBytes(32).toString("base64url");
    await tx.delete(staffPasswordResets).where(eq(staffPasswordResets.memberId, row.id));
    await tx.insert(staffPasswordResets).values({
      tokenHash: hashToken(token),
      memberId: row.id,
      createdAt: request.now,
      expiresAt: new Date(request.now.getTime() + PASSWORD_RESET_MINUTES * MINUTE_MS),
    });
    const link = passwordResetLink(request.backOfficeUrl, token);
    await queueMail(tx, request.sealKey, {
      kind: "staff-password-reset",
      toAddress: row.email,
      subject: "Restablece tu contraseña del back office",
      body: [
        "Hola,",
        `Pediste restablecer tu contraseña del back office de QueSeguro. Elige una nueva en este enlace, que funciona una vez y durante ${PASSWORD_RESET_MINUTES} minutos:\n${link}`,
        "Si no lo pediste, ignora este correo: tu contraseña sigue igual.",
      ].join("\n\n"),
      privateLinks: [link],
      reference: String(row.id),
      countryId: null,
      createdAt: request.now,
    });
    await recordStaffAction(tx, {
      member,
      action: PASSWORD_RESET_REQUEST_ACTION,
      targetType: "staff_member",
      targetIds: [String(member.id)],
      countries: [],
      status: 202,
      clientAddress: request.clientAddress,
      at: request.now,
    });
  });
}

/**
 * Sets a new password with a reset link's token: the spec's rules apply (the link stays
 * usable after a refused password); then the link is spent, the member's sessions end and a
 * lock-out is lifted, and signing in goes on as after a right password (the code of a role
 * with a second factor). PASSWORD_TOKEN_EXPIRED for a link unknown, used or past its time.
 */
export async function resetPassword(
  db: Database,
  attempt: {
    token: string;
    newPassword: string;
    clientAddress: string;
    now: Date;
    sealKey: string;
  },
): Promise<SignInOutcome> {
  const full = { ...attempt, email: "", password: "", action: PASSWORD_RESET_ACTION };
  type Outcome = { refused: StaffAccountError } | SignInOutcome;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [reset] = await tx
      .select()
      .from(staffPasswordResets)
      .where(eq(staffPasswordResets.tokenHash, hashToken(attempt.token)))
      .for("update");
    if (!reset || reset.expiresAt <= attempt.now) return { refused: "PASSWORD_TOKEN_EXPIRED" };
    const [row] = await tx
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, reset.memberId))
      .for("update");
    const member = row ? memberOf(row) : undefined;
    if (!row || !member) return { refused: "PASSWORD_TOKEN_EXPIRED" };
    if (!row.active) {
      await audit(tx, row, full, STATUS.DISABLED_USER);
      return { refused: "DISABLED_USER" };
    }
    const problem = await setPassword(
      tx,
      row.id,
      attempt.newPassword,
      attempt.now,
      needsSecondFactor(member.role),
    );
    if (problem) {
      await audit(tx, row, full, STATUS[problem]);
      return { refused: problem };
    }
    await tx.delete(staffPasswordResets).where(eq(staffPasswordResets.memberId, row.id));
    await closeSessionsOf(tx, row.id);
    return afterPassword(tx, { row, member }, full);
  });
  if ("refused" in outcome) throw refusal(outcome.refused);
  return outcome;
}

export interface NewStaffAccount {
  email: string;
  role: StaffRole;
  password: string;
  /** The markets they work: their role's unless narrowed. */
  countries?: readonly CountryCode[];
}

/** Creates a person's account with a password (the form and history rules apply). */
export async function createStaffAccount(
  db: Database,
  account: NewStaffAccount,
  now: Date,
): Promise<number> {
  const scope = staffCountries(account.role, account.countries);
  if ("beyondRole" in scope) {
    throw new Error(
      `${account.email} (${account.role}) cannot work ${scope.beyondRole.join(", ")}`,
    );
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffMembers)
      .values({
        email: account.email.toLowerCase(),
        role: account.role,
        countries: scope.countries,
        active: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: staffMembers.id });
    if (!row) throw new Error(`${account.email}: not created`);
    const problem = await setPassword(tx, row.id, account.password, now);
    if (problem) throw new Error(`${account.email}: ${STAFF_ACCOUNT_MESSAGES[problem]}`);
    return row.id;
  });
}

/** The demo's address for a role: `ejecutivo-de-soporte@demo.queseguro.local`. */
export const demoStaffEmail = (role: StaffRole): string =>
  `${role.toLowerCase().replaceAll(/[\s_]+/g, "-")}@demo.queseguro.local`;

/**
 * The demo's members of staff, all with DEMO_STAFF_PASSWORD: one per role, and the executives
 * the catalogue names for its referral advisors (EJECUTIVO), so a referral's lead reaches a
 * queue someone can open; with DEMO_STAFF_TOTP_SECRET, the roles that need a second factor
 * have that key. An account that exists is left as it is, so a password changed in the demo
 * stays changed.
 */
export async function ensureDemoStaff(
  db: Database,
  config: {
    demoStaffPassword: string;
    demoStaffTotpSecret: string | null;
    tokenEncryptionKey: string;
  },
  now: Date,
): Promise<void> {
  const password = config.demoStaffPassword;
  const executives = (await db.orm.select({ data: advisors.data }).from(advisors)).flatMap(
    ({ data }) => {
      const email = (data as { ejecutivo?: { email?: unknown } | null }).ejecutivo?.email;
      return typeof email === "string" ? [email.toLowerCase()] : [];
    },
  );
  const people: Array<[string, StaffRole]> = [
    ...staffRoles.map((role): [string, StaffRole] => [demoStaffEmail(role), role]),
    ...[...new Set(executives)].map((email): [string, StaffRole] => [email, "EJECUTIVO"]),
  ];
  for (const [email, role] of people) {
    const [existing] = await db.orm
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, email));
    if (existing) continue;
    const id = await createStaffAccount(db, { email, role, password }, now);
    if (config.demoStaffTotpSecret && needsSecondFactor(role)) {
      await db.orm
        .update(staffMembers)
        .set({
          totpSecret: sealMemberSecret(config.tokenEncryptionKey, id, config.demoStaffTotpSecret),
        })
        .where(eq(staffMembers.id, id));
    }
  }
}

/**
 * An active member of staff who signs in, found by e-mail, whose role holds `permission` and,
 * with `countryId`, who works that market: someone a lead or a chat can be handed to.
 */
export async function memberWho(
  db: Executor,
  email: string,
  permission: StaffPermission,
  countryId?: number,
): Promise<{ id: number; email: string } | undefined> {
  const [row] = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      role: staffMembers.role,
      countries: staffMembers.countries,
    })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.email, email.toLowerCase()),
        eq(staffMembers.active, true),
        isNotNull(staffMembers.passwordHash),
      ),
    );
  const role = row ? staffRoleByName(row.role) : undefined;
  if (!row || !role || !roleCan(role, permission)) return undefined;
  const market = MARKET_COUNTRIES.find((each) => each.id === countryId);
  if (countryId !== undefined && !(market && row.countries.includes(market.code))) {
    return undefined;
  }
  return { id: row.id, email: row.email };
}
