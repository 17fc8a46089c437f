import { randomBytes } from "node:crypto";
import type { StaffSecondFactor } from "@qs/domain/api/back-office";
import { SECOND_FACTOR_MINUTES } from "@qs/domain/staff-password";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Executor } from "../../db/database";
import { staffSignInChallenges } from "../../db/schema";
import { hashToken } from "../../platform/capability";
import { seal, unseal } from "../../platform/sealed";

/**
 * The second factor of ADMINISTRADOR and GERENTE: an authenticator app's code (TOTP, RFC
 * 6238: six digits every 30 seconds, SHA-1, which every app reads), through `otpauth`. A
 * member's key is stored sealed under TOKEN_ENCRYPTION_KEY and bound to their row; a code is
 * accepted from the step before to the step after (clocks drift), and never twice: the step
 * of the last accepted code is kept.
 */

const ISSUER = "QueSeguro";
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, email: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new key, base32 (what an app is given by hand). */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** The app's address for a key (`otpauth://totp/QueSeguro:…`), shown as a link and a code. */
export const secretUri = (secret: string, email: string): string =>
  totpOf(secret, email).toString();

const memberContext = (memberId: number) => `staff_members\n${memberId}\ntotp`;
const challengeContext = (tokenHash: string) => `staff_sign_in_challenges\n${tokenHash}`;

export const sealMemberSecret = (key: string, memberId: number, secret: string) =>
  seal(key, "staff-totp", secret, memberContext(memberId));
export const openMemberSecret = (key: string, memberId: number, sealed: string) =>
  unseal(key, "staff-totp", sealed, memberContext(memberId));

/**
 * The time step a code belongs to when it is right at `now` and newer than `lastStep`;
 * null when it is wrong, too old, too new or already used.
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  const delta = totpOf(secret, "").validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/**
 * The code an app shows at `at`.
 * @internal the tests' own authenticator app
 */
export const codeAt = (secret: string, at: Date): string =>
  totpOf(secret, "").generate({ timestamp: at.getTime() });

/**
 * Opens the step between the password and the code: a random challenge (only its hash is
 * kept) lasting SECOND_FACTOR_MINUTES; for a member without a key, a new one, kept sealed
 * with the challenge until the first right code.
 */
export async function openChallenge(
  tx: Executor,
  member: { id: number; email: string; totpSecret: string | null },
  key: string,
  now: Date,
): Promise<StaffSecondFactor> {
  const challenge = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(challenge);
  const secret = member.totpSecret === null ? newSecret() : null;
  await tx.insert(staffSignInChallenges).values({
    tokenHash,
    memberId: member.id,
    pendingSecret:
      secret === null ? null : seal(key, "staff-totp", secret, challengeContext(tokenHash)),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_MINUTES * 60_000),
  });
  return {
    secondFactor: secret === null ? "code" : "setup",
    challenge,
    setup: secret === null ? null : { secret, uri: secretUri(secret, member.email) },
  };
}

type ChallengeRow = typeof staffSignInChallenges.$inferSelect;

/** The live challenge `challenge` names, locked; undefined when unknown or past its time. */
export async function lockChallenge(
  tx: Executor,
  challenge: string,
  now: Date,
): Promise<ChallengeRow | undefined> {
  const [row] = await tx
    .select()
    .from(staffSignInChallenges)
    .where(eq(staffSignInChallenges.tokenHash, hashToken(challenge)))
    .for("update");
  return row && row.expiresAt > now ? row : undefined;
}

/** The key a challenge checks codes against: the one being set up, or the member's. */
export function challengeSecret(
  key: string,
  row: ChallengeRow,
  member: { id: number; totpSecret: string | null },
): string | null {
  if (row.pendingSecret !== null) {
    return unseal(key, "staff-totp", row.pendingSecret, challengeContext(row.tokenHash));
  }
  return member.totpSecret === null ? null : openMemberSecret(key, member.id, member.totpSecret);
}
