import { UNTIL } from "@qs/vitest-config/conditions";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./api-client";
import { proveNotRobot } from "./confirm-not-robot";

const HMAC_KEY = "a-test-key-of-at-least-thirty-two-characters";

/** A fake API that hands out `challenge` and answers notrobot with `notRobot`. */
function fakeApi(challenge: unknown, notRobot: { status: number; body: unknown }) {
  const calls: URL[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    calls.push(url);
    const answer =
      url.pathname === "/api/buscarplanes/challenge" ? { status: 200, body: challenge } : notRobot;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "2.0.0",
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, calls };
}

const lifted = { status: 200, body: { data: { robot: false, lifted: true } } };

describe("proveNotRobot", () => {
  it("solves the server's challenge and sends a payload the server accepts", async () => {
    const challenge = await createChallenge({
      hmacKey: HMAC_KEY,
      maxnumber: 300,
      expires: new Date(Date.now() + 300_000),
    });
    const { client, calls } = fakeApi(challenge, lifted);
    expect(await proveNotRobot(client)).toEqual({ robot: false, lifted: true });
    expect(calls.map((url) => url.pathname)).toEqual([
      "/api/buscarplanes/challenge",
      "/api/buscarplanes/notrobot",
    ]);
    const payload = calls[1]?.searchParams.get("_fh") ?? "";
    expect(await verifySolution(payload, HMAC_KEY)).toBe(true);
    expect(JSON.parse(atob(payload))).toMatchObject({
      challenge: challenge.challenge,
      signature: challenge.signature,
    });
  });

  it("gives up without calling notrobot when no number up to maxnumber solves it", async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 50, number: 4000 });
    const { client, calls } = fakeApi(challenge, lifted);
    await expect(proveNotRobot(client)).rejects.toThrow("El desafío no tiene solución");
    expect(calls).toHaveLength(1);
  });

  it("rejects with the API's Spanish error when the proof is refused", async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 50 });
    const refused = {
      status: 403,
      body: { error: "Esta verificación ya se usó. Inténtalo nuevamente." },
    };
    const { client } = fakeApi(challenge, refused);
    const error = await proveNotRobot(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe("Esta verificación ya se usó. Inténtalo nuevamente.");
  });

  it("stops working when aborted", async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 5_000_000 });
    const { client, calls } = fakeApi({ ...challenge, challenge: "0".repeat(64) }, lifted);
    const digest = vi.spyOn(crypto.subtle, "digest");
    const controller = new AbortController();
    const proving = proveNotRobot(client, controller.signal);
    // Abort once the search is under way (its 5 million hashes would outlast the test).
    await vi.waitFor(() => expect(digest.mock.calls.length).toBeGreaterThan(20), UNTIL);
    controller.abort();
    await expect(proving).rejects.toThrow();
    expect(calls).toHaveLength(1);
    digest.mockRestore();
  });

  it("refuses an answer that is not a challenge", async () => {
    const { client, calls } = fakeApi({ challenge: "x" }, lifted);
    await expect(proveNotRobot(client)).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
});
