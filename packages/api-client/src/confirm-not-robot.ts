import type { NotRobotAnswer } from "@qs/domain/api/robot-check";
import type { ApiClient } from "./api-client";

/** The visitor confirms being human (GET /api/buscarplanes/notrobot?_fh={hash}); never cached. */
export async function confirmNotRobot(
  client: ApiClient,
  fingerprint: string,
  signal?: AbortSignal,
): Promise<NotRobotAnswer["data"]> {
  const [{ json }, { notRobotAnswerSchema }] = await Promise.all([
    client.request("/api/buscarplanes/notrobot", { query: { _fh: fingerprint }, signal }),
    import("@qs/domain/api/robot-check"),
  ]);
  return notRobotAnswerSchema.parse(json).data;
}
