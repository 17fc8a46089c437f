import { describe, expect, it, vi } from "vitest";
import { createStaffApi, StaffApiError, UNREACHABLE } from "./staff-api";
import { sessionOf } from "./testing/back-office-harness";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the back office's API calls", () => {
  it("send a change with the session's anti-forgery token, the API's headers and no other origin", async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    await createStaffApi(fetcher as typeof fetch).signOut("token-123");
    const [path, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/acceso-personal/sesion");
    expect(init.method).toBe("DELETE");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({ "X-CSRF-Token": "token-123", "X-Country": "CO" });
  });

  it("raise the API's refusal with its Spanish message, its code and its field issues", async () => {
    const api = createStaffApi((async () =>
      json(403, {
        error: "La contraseña ha expirado. Debe cambiarla para continuar.",
        code: "PASSWORD_EXPIRED",
      })) as typeof fetch);
    const refused = await api.signIn("a@b.co", "x").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StaffApiError);
    expect(refused).toMatchObject({
      status: 403,
      message: "La contraseña ha expirado. Debe cambiarla para continuar.",
      code: "PASSWORD_EXPIRED",
    });
    const invalid = createStaffApi((async () =>
      json(400, {
        error: "Datos inválidos",
        issues: [{ path: "email", message: "Ingresa un correo electrónico válido" }],
      })) as typeof fetch);
    await expect(invalid.signIn("x", "y")).rejects.toMatchObject({
      issues: [{ path: "email", message: "Ingresa un correo electrónico válido" }],
    });
  });

  it("treat an unreachable server or an answer of the wrong shape as unreachable", async () => {
    const offline = createStaffApi((async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch);
    await expect(offline.session()).rejects.toMatchObject({ status: UNREACHABLE });
    const odd = createStaffApi((async () => json(200, { hello: "world" })) as typeof fetch);
    await expect(odd.session()).rejects.toMatchObject({ status: UNREACHABLE });
  });

  it("write the inbox's filters into the address, leaving out the empty ones", async () => {
    const fetcher = vi.fn(async () =>
      json(200, {
        data: [],
        metadata: { demo: true, page: 2, pageSize: 25, total: 30, count: 0 },
      }),
    );
    const page = await createStaffApi(fetcher as typeof fetch).leads({
      queue: "team",
      status: 500,
      email: "",
      page: 2,
    });
    expect((fetcher.mock.calls[0] as unknown as [string])[0]).toBe(
      "/api/back-office/leads?queue=team&status=500&page=2",
    );
    expect(page).toEqual({ leads: [], page: 2, pageSize: 25, total: 30, more: false });
  });

  it("read a session the API answers", async () => {
    const api = createStaffApi((async () => json(200, sessionOf("SUPERVISOR"))) as typeof fetch);
    expect((await api.session()).member.role).toBe("SUPERVISOR");
  });

  it("list the policies with movements waiting, and decide movements with the token", async () => {
    const fetcher = vi.fn(async (path: string) =>
      path.includes("/movimientos")
        ? json(200, { data: { message: "Movimientos registrados", accepted: 2, declined: 0 } })
        : json(200, { data: [], metadata: { demo: true, page: 1, pageSize: 25, total: 0 } }),
    );
    const api = createStaffApi(fetcher as unknown as typeof fetch);
    const id = "6a1f0c2e-1b2c-4d3e-8f40-5a6b7c8d9e01";
    expect(await api.policies({ movimientos: "pendientes", page: 1 })).toEqual({
      policies: [],
      page: 1,
      pageSize: 25,
      total: 0,
    });
    await api.policyEmployees(id, { estado: "EN_PROCESO", page: 2 });
    const answer = await api.decideMovements(id, { decision: "accept", ids: [3, 6] }, "csrf-9");
    const calls = fetcher.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([path]) => path)).toEqual([
      "/api/back-office/polizas?movimientos=pendientes&page=1",
      `/api/back-office/polizas/${id}/empleados?estado=EN_PROCESO&page=2`,
      `/api/back-office/polizas/${id}/movimientos`,
    ]);
    expect(calls[2]?.[1]).toMatchObject({
      method: "POST",
      headers: { "X-CSRF-Token": "csrf-9" },
      body: JSON.stringify({ decision: "accept", ids: [3, 6] }),
    });
    expect(answer).toEqual({ message: "Movimientos registrados", accepted: 2, declined: 0 });
  });
});
