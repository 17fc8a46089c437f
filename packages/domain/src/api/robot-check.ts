import { z } from "zod";

/**
 * The robot check of the comparison results: a client making too many comparison requests
 * gets 401 until it proves being human with a proof of work (ALTCHA): it fetches a signed
 * challenge from GET /api/buscarplanes/challenge, finds the number whose SHA-256 with the
 * salt gives the challenge, and sends the base64 payload to
 * GET /api/buscarplanes/notrobot?_fh={payload}. Each solution counts once.
 */

export const ROBOT_ERROR = "robot";
export const ROBOT_MESSAGE = "El sistema piensa que eres un robot...";

export const NOT_ROBOT_PROOF_INVALID_MESSAGE =
  "La verificación de que no eres un robot no es válida. Inténtalo nuevamente.";
export const NOT_ROBOT_PROOF_EXPIRED_MESSAGE =
  "La verificación de que no eres un robot expiró. Inténtalo nuevamente.";
export const NOT_ROBOT_PROOF_SPENT_MESSAGE = "Esta verificación ya se usó. Inténtalo nuevamente.";

export const robotErrorBodySchema = z.object({
  error: z.literal(ROBOT_ERROR),
  message: z.literal(ROBOT_MESSAGE),
});

/** A proof-of-work challenge (ALTCHA v1): SHA-256(salt + number) = challenge, number ≤ maxnumber. */
export const notRobotChallengeSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  maxnumber: z.number().int().positive(),
  /** Random hex with the expiry as a parameter (`…?expires=1767225600&`), covered by the signature. */
  salt: z.string().min(1).max(200),
  /** HMAC-SHA-256 of the challenge with the server's key. */
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type NotRobotChallenge = z.infer<typeof notRobotChallengeSchema>;

/** What the browser sends back, base64-encoded JSON: the challenge and the number found. */
export const notRobotPayloadSchema = notRobotChallengeSchema
  .omit({ maxnumber: true })
  .extend({ number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });
export type NotRobotPayload = z.infer<typeof notRobotPayloadSchema>;

export const notRobotQuerySchema = z.object({
  /** The base64 ALTCHA payload of a solved challenge. */
  _fh: z.string({ error: "_fh es requerido" }).trim().min(1, "_fh es requerido").max(2000),
});

export const notRobotAnswerSchema = z.object({
  data: z.object({ robot: z.literal(false), lifted: z.boolean() }),
});
export type NotRobotAnswer = z.infer<typeof notRobotAnswerSchema>;
