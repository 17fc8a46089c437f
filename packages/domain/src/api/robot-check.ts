import { z } from "zod";

/**
 * The robot check of the comparison results: a client making too many
 * comparison requests gets 401 until it confirms being human through
 * GET /api/buscarplanes/notrobot?_fh={hash}.
 */

export const ROBOT_ERROR = "robot";
export const ROBOT_MESSAGE = "El sistema piensa que eres un robot...";

export const robotErrorBodySchema = z.object({
  error: z.literal(ROBOT_ERROR),
  message: z.literal(ROBOT_MESSAGE),
});

export const notRobotQuerySchema = z.object({
  /** Browser fingerprint hash of the visitor. */
  _fh: z.string({ error: "_fh es requerido" }).trim().min(1, "_fh es requerido").max(200),
});

export const notRobotAnswerSchema = z.object({
  data: z.object({ robot: z.literal(false), lifted: z.boolean() }),
});
export type NotRobotAnswer = z.infer<typeof notRobotAnswerSchema>;
