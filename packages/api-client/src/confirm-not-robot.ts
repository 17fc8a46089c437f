import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { NotRobotAnswer, NotRobotChallenge } from "@qs/domain/api/robot-check";
import type { ApiClient } from "./api-client";

/**
 * The way out of the robot check: the browser proves being human with a proof of work.
 * It fetches a signed challenge (GET /api/buscarplanes/challenge), tries numbers until
 * SHA-256(salt + number) gives the challenge (altcha-lib's solver on Web Crypto, loaded
 * only here so it never weighs on the comparator's first download), and sends the base64
 * payload to GET /api/buscarplanes/notrobot?_fh=…, which lifts the flag. None of these
 * calls is cached; each challenge is good for one answer within 5 minutes.
 */
export async function proveNotRobot(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<NotRobotAnswer["data"]> {
  const challenge = await fetchChallenge(client, signal);
  const payload = await solveChallenge(challenge, signal);
  return confirmNotRobot(client, payload, signal);
}

async function fetchChallenge(client: ApiClient, signal?: AbortSignal) {
  const [{ json }, { notRobotChallengeSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.buscarplanesChallenge), { signal }),
    import("@qs/domain/api/robot-check"),
  ]);
  return notRobotChallengeSchema.parse(json);
}

/** Finds the challenge's number and encodes what notrobot takes (base64 JSON, ALTCHA's payload). */
async function solveChallenge(challenge: NotRobotChallenge, signal?: AbortSignal) {
  const altcha = await import("altcha-lib/v1");
  signal?.throwIfAborted();
  const work = altcha.solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const abort = () => work.controller.abort();
  signal?.addEventListener("abort", abort, { once: true });
  try {
    const solution = await work.promise;
    signal?.throwIfAborted();
    if (!solution) throw new Error("El desafío no tiene solución: pide uno nuevo");
    const { algorithm, salt, signature } = challenge;
    const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt };
    return btoa(JSON.stringify({ ...payload, signature }));
  } finally {
    signal?.removeEventListener("abort", abort);
  }
}

async function confirmNotRobot(client: ApiClient, payload: string, signal?: AbortSignal) {
  const [{ json }, { notRobotAnswerSchema }] = await Promise.all([
    client.request(apiPath(apiPaths.buscarplanesNotrobot), { query: { _fh: payload }, signal }),
    import("@qs/domain/api/robot-check"),
  ]);
  return notRobotAnswerSchema.parse(json).data;
}
