import { EMPLOYEE_ADDED_MESSAGE } from "@qs/domain/api/portal";
import { describe, expect, it, vi } from "vitest";
import { sampleEmployees } from "../testing/portal-harness";
import { createPortalApi, RefusedListError } from "./portal-api";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const POLICY = "6a1f0c2e-1b2c-4d3e-8f40-5a6b7c8d9e01";
const person = sampleEmployees[0];

describe("the portal's calls for a person, the uninsured and a tax document's thread", () => {
  it("add a person with the session's anti-forgery token and say the API's message", async () => {
    const fetcher = vi.fn(async () =>
      json(201, { data: person, metadata: { demo: true, message: "Alta recibida" } }),
    );
    const saved = await createPortalApi(fetcher as typeof fetch).addEmployee(
      POLICY,
      { name: "Camila", legalId: "15.234.870-1" },
      "csrf-1",
    );
    const [path, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(`/api/portal/polizas/${POLICY}/empleados`);
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "X-CSRF-Token": "csrf-1" });
    expect(JSON.parse(String(init.body))).toEqual({ name: "Camila", legalId: "15.234.870-1" });
    expect(saved).toEqual({ employee: person, message: "Alta recibida" });
  });

  it("fall back on the domain's message when the answer carries none", async () => {
    const api = createPortalApi((async () => json(201, { data: person })) as typeof fetch);
    expect((await api.addEmployee(POLICY, {}, "csrf")).message).toBe(EMPLOYEE_ADDED_MESSAGE);
  });

  it("change a person's data by their id, and read a refusal cell by cell", async () => {
    const fetcher = vi.fn(async () =>
      json(422, {
        error: "Datos inválidos",
        errors: [{ row: 1, column: "Fecha de nacimiento", message: "Fecha inválida" }],
        totalErrors: 1,
      }),
    );
    const refused = await createPortalApi(fetcher as typeof fetch)
      .updateEmployee(POLICY, 7, { name: "Camila" }, "csrf")
      .catch((error: unknown) => error);
    const [path, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(`/api/portal/polizas/${POLICY}/empleados/7`);
    expect(init.method).toBe("PUT");
    expect(refused).toBeInstanceOf(RefusedListError);
    expect(refused).toMatchObject({
      status: 422,
      message: "Datos inválidos",
      cells: [{ row: 1, column: "Fecha de nacimiento", message: "Fecha inválida" }],
    });
  });

  it("list the movements in process and the uninsured, a page at a time", async () => {
    const fetcher = vi.fn(async (path: string) =>
      path.startsWith("/api/portal/no-asegurados")
        ? json(200, { data: [], metadata: { total: 0, page: 2, pageSize: 50 } })
        : json(200, { data: [], metadata: { demo: true, total: 0, page: 1, pageSize: 50 } }),
    );
    const api = createPortalApi(fetcher as unknown as typeof fetch);
    await api.employees(POLICY, { estado: "EN_PROCESO", q: "rojas" });
    const uninsured = await api.uninsured({ q: "araya", page: 2 });
    expect(fetcher.mock.calls.map((call) => call[0])).toEqual([
      `/api/portal/polizas/${POLICY}/empleados?q=rojas&estado=EN_PROCESO`,
      "/api/portal/no-asegurados?q=araya&page=2",
    ]);
    expect(uninsured).toEqual({ people: [], total: 0, page: 2, pageSize: 50 });
  });

  it("read a period's thread and write in it, answered with the whole thread", async () => {
    const thread = [
      { id: 1, author: "client", name: "Laura", body: "Hola", at: "2026-11-02T15:10:00.000Z" },
    ];
    const fetcher = vi.fn(async () => json(201, { data: thread }));
    const api = createPortalApi(fetcher as typeof fetch);
    expect(await api.comment(POLICY, 3, "Hola", "csrf")).toEqual(thread);
    const [path, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(`/api/portal/polizas/${POLICY}/periodos/3/comentarios`);
    expect(JSON.parse(String(init.body))).toEqual({ body: "Hola" });
  });
});
