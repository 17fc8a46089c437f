import { isIPv6 } from "node:net";
import { solveChallenge } from "altcha-lib/v1";
import type { ApiServer } from "../../src/create-server";

/**
 * Requests as they come from a network peer. `app.request` has no socket, so the server
 * sees no address; passing these bindings as its third argument gives it the socket
 * `@hono/node-server` would (what getConnInfo reads).
 */
export function fromSocket(address: string) {
  return {
    incoming: {
      socket: {
        remoteAddress: address,
        remotePort: 40_000,
        remoteFamily: isIPv6(address) ? "IPv6" : "IPv4",
      },
    },
  };
}

/** GET from the peer at `address`, with optional headers. */
export function getFrom(app: ApiServer, address: string, path: string, headers = {}) {
  return app.request(path, { headers }, fromSocket(address));
}

/**
 * What the browser does on the robot view: fetches a challenge, finds its number (keep
 * ALTCHA_MAX_NUMBER small in tests) and encodes the payload for notrobot's `_fh`.
 */
export async function solvedChallenge(app: ApiServer, address: string): Promise<string> {
  const res = await getFrom(app, address, "/api/buscarplanes/challenge");
  if (res.status !== 200) throw new Error(`challenge answered ${res.status}`);
  const challenge = (await res.json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("the challenge has no solution up to maxnumber");
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** The notrobot address for a payload (URL-encoded: base64 may hold '+' and '/'). */
export const notRobotPath = (payload: string) =>
  `/api/buscarplanes/notrobot?_fh=${encodeURIComponent(payload)}`;
