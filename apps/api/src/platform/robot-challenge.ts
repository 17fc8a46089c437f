import {
  NOT_ROBOT_PROOF_EXPIRED_MESSAGE,
  NOT_ROBOT_PROOF_INVALID_MESSAGE,
  NOT_ROBOT_PROOF_SPENT_MESSAGE,
  type NotRobotChallenge,
  type NotRobotPayload,
  notRobotPayloadSchema,
} from "@qs/domain/api/robot-check";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Config } from "../config";
import type { Executor } from "../db/database";
import { spentChallenges } from "../db/schema";
import { ForbiddenError, InvalidInputError } from "./errors";

/**
 * The proof of work that lifts a robot flag (ALTCHA, self-hosted: no third party sees the
 * visitor). The server signs a challenge with its HMAC key, an expiry in the salt; the
 * browser tries numbers until SHA-256(salt + number) gives the challenge (half of
 * `ALTCHA_MAX_NUMBER` hashes on average) and sends the payload back. The server checks the
 * signature and the number, then spends the signature in `spent_challenges` so a solution
 * counts once; a signature is kept there until its challenge expires.
 *
 * Expiry is checked against the server's clock here (altcha-lib would read the system
 * time), so tests can move time past it.
 */

/** How long a challenge may be solved and redeemed. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export async function issueChallenge(config: Config, now: Date): Promise<NotRobotChallenge> {
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    hmacKey: config.altchaHmacKey,
    maxnumber: config.altchaMaxNumber,
    expires: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return { ...challenge, algorithm: "SHA-256", maxnumber: config.altchaMaxNumber };
}

/** A checked, not yet spent, solution. */
export interface Proof {
  signature: string;
  expiresAt: Date;
}

function decode(encoded: string): NotRobotPayload | null {
  try {
    // A '+' of the base64 text arrives as a space when the address was not encoded.
    const text = Buffer.from(encoded.replace(/ /g, "+"), "base64").toString("utf8");
    const parsed = notRobotPayloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a base64 ALTCHA payload: 400 when it is not one, 403 when its signature or number
 * is wrong or its challenge expired.
 */
export async function checkProof(config: Config, encoded: string, now: Date): Promise<Proof> {
  const payload = decode(encoded);
  if (!payload) throw new InvalidInputError(NOT_ROBOT_PROOF_INVALID_MESSAGE);
  if (!(await verifySolution(payload, config.altchaHmacKey, false))) {
    throw new ForbiddenError(NOT_ROBOT_PROOF_INVALID_MESSAGE);
  }
  const expires = Number(extractParams(payload).expires);
  if (!Number.isSafeInteger(expires)) throw new ForbiddenError(NOT_ROBOT_PROOF_INVALID_MESSAGE);
  const expiresAt = new Date(expires * 1000);
  if (expiresAt.getTime() <= now.getTime())
    throw new ForbiddenError(NOT_ROBOT_PROOF_EXPIRED_MESSAGE);
  return { signature: payload.signature, expiresAt };
}

/** Records the solution as used; 403 when it already was (a replay). */
export async function spendProof(db: Executor, proof: Proof): Promise<void> {
  const spent = await db
    .insert(spentChallenges)
    .values({ signature: proof.signature, expiresAt: proof.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature });
  if (spent.length === 0) throw new ForbiddenError(NOT_ROBOT_PROOF_SPENT_MESSAGE);
}
