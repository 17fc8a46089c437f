import { describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./api-client";
import { getDeployedVersion } from "./get-deployed-version";
import { getReferralAdvisor } from "./get-referral-advisor";
import { getStaffMember } from "./get-staff-member";

function answering(body: unknown, status = 200) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const client = createApiClient({
    baseUrl: "http://api.test",
    countryCode: "CO",
    version: "1.0.0",
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
  });
  return { client, calls };
}

describe("staff, referral and version calls", () => {
  it("checks a staff token in the Authorization header, never in the address", async () => {
    const { client, calls } = answering({
      email: "ana@queseguro.com",
      role: "BACKOFFICE",
      permissions: ["lead:read"],
      countries: ["CO"],
    });
    const member = await getStaffMember(client, "secret-token");
    expect(member.role).toBe("BACKOFFICE");
    expect(new URL(calls[0]?.url ?? "").pathname).toBe("/api/back-office/me");
    expect(calls[0]?.url).not.toContain("secret-token");
    expect(calls[0]?.headers.Authorization).toBe("Bearer secret-token");
  });

  it("passes on the API's Spanish message for a wrong staff token", async () => {
    const { client } = answering({ error: "El código de acceso del personal no es válido" }, 401);
    await expect(getStaffMember(client, "wrong")).rejects.toThrow(
      "El código de acceso del personal no es válido",
    );
    await expect(getStaffMember(client, "wrong")).rejects.toBeInstanceOf(ApiError);
  });

  it("finds a referral advisor by e-mail, with the executive", async () => {
    const { client, calls } = answering({
      data: { name: "Carolina", email: "c@x.co", ejecutivo: { name: "Julián" } },
    });
    const advisor = await getReferralAdvisor(client, "c@x.co");
    expect(advisor).toEqual({ name: "Carolina", email: "c@x.co", ejecutivo: { name: "Julián" } });
    const url = new URL(calls[0]?.url ?? "");
    expect(url.pathname).toBe("/api/referral/advisor");
    expect(url.searchParams.get("email")).toBe("c@x.co");
  });

  it("answers null when no advisor has the e-mail, and throws on other failures", async () => {
    expect(
      await getReferralAdvisor(answering({ error: "Asesor no encontrado" }, 404).client, "a@b.co"),
    ).toBeNull();
    await expect(
      getReferralAdvisor(answering({ error: "x" }, 500).client, "a@b.co"),
    ).rejects.toThrow();
  });

  it("reads the deployed version with a fresh key", async () => {
    const { client, calls } = answering({ "qp-version": "2.3.4" });
    expect(await getDeployedVersion(client, "k1")).toBe("2.3.4");
    expect(new URL(calls[0]?.url ?? "").searchParams.get("_q")).toBe("k1");
  });
});
