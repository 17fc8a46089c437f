import { randomUUID } from "node:crypto";
import {
  ASSIGNMENT_NO_ADVISOR_MESSAGE,
  ASSIGNMENT_TAKEN_MESSAGE,
  CSRF_HEADER,
  STAFF_FORBIDDEN_MESSAGE,
} from "@qs/domain/api/back-office";
import { LEAD_NOT_FOUND_MESSAGE } from "@qs/domain/api/leads";
import type { StaffRole } from "@qs/domain/staff-access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../src/db/schema";
import { createStaffAccount } from "../src/features/staff-accounts/staff-accounts";
import { type Harness, type Json, startHarness, TEST_NOW } from "./support/harness";
import { planRequest } from "./support/requests";
import { databaseTargets } from "./support/test-database";

/**
 * The leads inbox: queues per advisor (their own, the unassigned, the team's for their
 * heads), filters by status, sub-status, market, product type, origin and day, paged on the
 * server, oldest first; assignment with the spec's CODE001 and CODE002; a member never sees
 * or assigns a lead of a market they do not work.
 */

const CL = 1;
const CO = 3;
const PASSWORD = "Valparaiso-2026";
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets())("the leads inbox on $name", (target) => {
  let h: Harness;
  const session: Record<string, { cookie: string; csrf: string }> = {};
  beforeAll(async () => {
    h = await startHarness(target);
    const people: Array<[string, StaffRole, ("CL" | "CO")[]?]> = [
      ["ana@queseguro.test", "EJECUTIVO"],
      ["bruno@queseguro.test", "EJECUTIVO"],
      ["sofia@queseguro.test", "SUPERVISOR"],
      ["jefa.cl@queseguro.test", "JEFATURA_SAC_CHILE"],
      ["carla.cl@queseguro.test", "EJECUTIVO", ["CL"]],
      ["soporte@queseguro.test", "EJECUTIVO DE SOPORTE"],
    ];
    for (const [email, role, countries] of people) {
      await createStaffAccount(
        h.db,
        { email, role, password: PASSWORD, ...(countries ? { countries } : {}) },
        h.clock.now(),
      );
      const res = await h.send("POST", "/api/acceso-personal/sesion", {
        email,
        password: PASSWORD,
      });
      const body = await res.json();
      session[email] = {
        cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "",
        csrf: body.csrfToken,
      };
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  const as = (email: string) => {
    const s = session[email];
    if (!s) throw new Error(`no session for ${email}`);
    return { Cookie: s.cookie, [CSRF_HEADER]: s.csrf };
  };

  const batch = randomUUID().slice(0, 8);
  let made = 0;
  /** A lead stored directly, `daysAgo` days before the tests' clock. */
  async function lead(
    countryId: number,
    extra: Partial<typeof leads.$inferInsert> & { daysAgo?: number } = {},
  ) {
    made += 1;
    const id = randomUUID();
    const { daysAgo = 0, ...rest } = extra;
    const at = new Date(TEST_NOW.getTime() - daysAgo * DAY_MS + made * 1000);
    await h.db.orm.insert(leads).values({
      id,
      kind: "plan",
      countryId,
      email: `persona-${batch}-${made}@example.com`,
      name: `Persona ${made}`,
      phone: "+573001112222",
      payload: {},
      consent: true,
      consentTextVersion: "v1",
      consentedAt: at,
      statusId: 8,
      statusChangedAt: at,
      createdAt: at,
      ...rest,
    });
    return id;
  }

  const inbox = async (who: string, query: string): Promise<{ status: number; body: Json }> => {
    const res = await h.get(`/api/back-office/leads?${query}`, as(who));
    return { status: res.status, body: await res.json() };
  };
  const assign = (who: string, id: string, to: string | null) =>
    h.send("POST", `/api/back-office/leads/${id}/asignacion`, { to }, as(who));

  it("lets an advisor take an unassigned lead into their own queue, and not another's", async () => {
    const id = await lead(CO, { email: `tomar-${batch}@example.com` });
    const free = await inbox(
      "ana@queseguro.test",
      `queue=unassigned&email=tomar-${batch}%40example.com`,
    );
    expect(free.body.data.map((row: Json) => row.id)).toEqual([id]);

    const taken = await assign("ana@queseguro.test", id, "ana@queseguro.test");
    expect(taken.status).toBe(200);
    const body = await taken.json();
    expect(body.data.assignee).toEqual({ email: "ana@queseguro.test" });
    expect(body.data.assignedAt).toBe(TEST_NOW.toISOString());

    const mine = await inbox("ana@queseguro.test", "queue=mine");
    expect(mine.body.data.map((row: Json) => row.id)).toContain(id);
    const again = await assign("bruno@queseguro.test", id, "bruno@queseguro.test");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: ASSIGNMENT_TAKEN_MESSAGE, code: "CODE002" });
    const handOver = await assign("ana@queseguro.test", id, "bruno@queseguro.test");
    expect(handOver.status).toBe(403);
    expect((await handOver.json()).error).toBe(STAFF_FORBIDDEN_MESSAGE);
  });

  it("lets a supervisor see the team's queue, one advisor's, and reassign", async () => {
    const id = await lead(CO);
    await assign("ana@queseguro.test", id, "ana@queseguro.test");
    const team = await inbox("sofia@queseguro.test", "queue=team&pageSize=100");
    expect(team.status).toBe(200);
    expect(team.body.data.map((row: Json) => row.id)).toContain(id);
    const anas = await inbox("sofia@queseguro.test", "queue=team&advisor=ana%40queseguro.test");
    expect(anas.body.data.every((row: Json) => row.assignee?.email === "ana@queseguro.test")).toBe(
      true,
    );

    const moved = await assign("sofia@queseguro.test", id, "bruno@queseguro.test");
    expect(moved.status).toBe(200);
    expect((await moved.json()).data.assignee).toEqual({ email: "bruno@queseguro.test" });
    const back = await assign("sofia@queseguro.test", id, null);
    expect((await back.json()).data.assignee).toBeNull();

    expect((await inbox("ana@queseguro.test", "queue=team")).status).toBe(403);
  });

  it("refuses an advisor who does not exist, cannot read leads or does not work the lead's market: CODE001", async () => {
    const colombian = await lead(CO);
    for (const to of ["nadie@queseguro.test", "carla.cl@queseguro.test"]) {
      const res = await assign("sofia@queseguro.test", colombian, to);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: ASSIGNMENT_NO_ADVISOR_MESSAGE, code: "CODE001" });
    }
    expect(
      (await assign("soporte@queseguro.test", colombian, "soporte@queseguro.test")).status,
    ).toBe(403);
  });

  it("keeps a Chilean role to Chile: Colombian leads are neither listed nor reachable", async () => {
    const chilean = await lead(CL);
    const colombian = await lead(CO);
    const team = await inbox("jefa.cl@queseguro.test", "queue=team&pageSize=100");
    const ids = team.body.data.map((row: Json) => row.id);
    expect(ids).toContain(chilean);
    expect(ids).not.toContain(colombian);
    expect(team.body.data.every((row: Json) => row.country === "CL")).toBe(true);
    const one = await h.get(`/api/back-office/leads/${colombian}`, as("jefa.cl@queseguro.test"));
    expect(one.status).toBe(404);
    expect((await one.json()).error).toBe(LEAD_NOT_FOUND_MESSAGE);
    const assigned = await assign("jefa.cl@queseguro.test", colombian, "jefa.cl@queseguro.test");
    expect(assigned.status).toBe(404);
  });

  it("filters by status, sub-status, market, product type, origin and day, oldest first, paged", async () => {
    const tag = `filtro-${batch}`;
    const email = (n: number) => `${tag}-${n}@example.com`;
    const old = await lead(CO, { email: email(1), daysAgo: 10, productCode: "AND-MASCOTA" });
    const purchase = await lead(CO, {
      email: email(2),
      daysAgo: 5,
      kind: "purchase",
      statusId: 500,
      subStatusId: 303,
      productCode: "AND-ESENCIAL",
    });
    const recent = await lead(CO, { email: email(3), daysAgo: 1, productCode: "AND-MASCOTA" });
    const ids = async (query: string) =>
      (await inbox("sofia@queseguro.test", `queue=team&pageSize=100&${query}`)).body.data
        .map((row: Json) => row.id)
        .filter((id: string) => ([old, purchase, recent] as string[]).includes(id));

    expect(await ids("")).toEqual([old, purchase, recent]);
    expect(await ids("sort=newest")).toEqual([recent, purchase, old]);
    expect(await ids("status=500")).toEqual([purchase]);
    expect(await ids("status=500&subStatus=303")).toEqual([purchase]);
    expect(await ids("status=500&subStatus=304")).toEqual([]);
    expect(await ids("origin=purchase")).toEqual([purchase]);
    expect(await ids("productType=SEGURO_MASCOTAS")).toEqual([old, recent]);
    expect(await ids("market=CL")).toEqual([]);
    const day = (daysAgo: number) =>
      new Date(TEST_NOW.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    expect(await ids(`from=${day(6)}&to=${day(2)}`)).toEqual([purchase]);
    expect(await ids(`from=${day(5)}&to=${day(5)}`)).toEqual([purchase]);

    const first = await inbox(
      "sofia@queseguro.test",
      `queue=team&email=${tag}-1%40example.com&pageSize=1`,
    );
    expect(first.body.metadata).toMatchObject({ page: 1, pageSize: 1, total: 1 });
    const page = await inbox("sofia@queseguro.test", "queue=team&pageSize=2&page=2");
    expect(page.body.data).toHaveLength(2);
    expect(page.body.metadata.total).toBeGreaterThanOrEqual(3);
    expect(page.body.metadata.more).toBe(false);
  });

  it("puts a referral's lead in the queue of the executive the catalogue names for its advisor", async () => {
    await createStaffAccount(
      h.db,
      { email: "pedro.ejecutivo@queseguro.com", role: "EJECUTIVO", password: PASSWORD },
      h.clock.now(),
    );
    const referido = { name: "Ana Asesora", email: "Ana.Asesora@queseguro.com" };
    const email = `referido-${batch}@example.com`;
    const sent = await h.send(
      "POST",
      "/api/solicitarplans",
      planRequest(email, { profile: { ingresodatos: false, referido } }),
    );
    expect(sent.status).toBe(201);
    const found = await inbox(
      "sofia@queseguro.test",
      `queue=team&email=${encodeURIComponent(email)}`,
    );
    expect(found.body.data.map((row: Json) => row.assignee)).toEqual([
      { email: "pedro.ejecutivo@queseguro.com" },
    ]);

    // A referrer the catalogue does not know (or one without an executive) changes nothing.
    const other = `sin-ejecutivo-${batch}@example.com`;
    await h.send(
      "POST",
      "/api/solicitarplans",
      planRequest(other, {
        profile: { ingresodatos: false, referido: { email: "pedro.ejecutivo@queseguro.com" } },
      }),
    );
    const unassigned = await inbox(
      "sofia@queseguro.test",
      `queue=team&email=${encodeURIComponent(other)}`,
    );
    expect(unassigned.body.data.map((row: Json) => row.assignee)).toEqual([null]);
  });

  it("tells a lead's life on its page: arrival, assignments and status changes with who made them, its e-mails", async () => {
    const email = `vida-${batch}@example.com`;
    const sent = await h.send(
      "POST",
      "/api/solicitarplans",
      planRequest(email, {
        profile: { ingresodatos: false, referido: { email: "ana.asesora@queseguro.com" } },
        leadAttributionInfo: [
          {
            referrer: "https://buscador.example/buscar?q=seguro&token=secreto",
            date: "2025-07-01",
            infoGA: { objUrlParams: { utm_source: "boletin", perfil: "oculto" } },
          },
        ],
      }),
    );
    expect(sent.status).toBe(201);
    const [row] = (
      await inbox("sofia@queseguro.test", `queue=team&email=${encodeURIComponent(email)}`)
    ).body.data;
    const id = row.id as string;
    await h.clock.advance(60_000);
    expect((await assign("sofia@queseguro.test", id, "bruno@queseguro.test")).status).toBe(200);
    await h.clock.advance(60_000);
    const moved = await h.send(
      "PATCH",
      `/api/back-office/leads/${id}/estado`,
      { statusId: 2, subStatusId: 201 },
      as("bruno@queseguro.test"),
    );
    expect(moved.status).toBe(200);
    const timeline = (await moved.json()).data.timeline as Json[];

    expect(timeline.map((entry) => entry.kind)).toEqual([
      "created",
      "assignment",
      "mail",
      "assignment",
      "status",
    ]);
    const [created, referral, mail, reassigned, status] = timeline;
    expect(created).toMatchObject({
      origin: "plan",
      page: "/Seguros/Seguros-Andinos/Salud-Esencial/Solicitar",
      // Where the visitor came from, without its query; only the campaign's tags.
      arrivedFrom: "https://buscador.example/buscar",
      campaign: { utm_source: "boletin" },
      referral: "ana.asesora@queseguro.com",
    });
    expect(created?.consentVersion).toEqual(expect.any(String));
    // The referral's executive, assigned by the product itself.
    expect(referral).toMatchObject({ actor: null, assignee: "pedro.ejecutivo@queseguro.com" });
    expect(mail).toMatchObject({ subject: "Recibimos tu solicitud", state: "queued" });
    expect(reassigned).toMatchObject({
      actor: "sofia@queseguro.test",
      assignee: "bruno@queseguro.test",
    });
    expect(status).toMatchObject({
      actor: "bruno@queseguro.test",
      status: { id: 2 },
      subStatus: { id: 201 },
      failureReason: null,
    });
    expect(Date.parse(status?.at) - Date.parse(created?.at)).toBe(120_000);
  });

  it("refuses malformed filters in Spanish", async () => {
    const res = await inbox(
      "sofia@queseguro.test",
      "queue=todas&market=AR&from=ayer&pageSize=1000",
    );
    expect(res.status).toBe(400);
    expect(res.body.issues.map((issue: Json) => issue.path).sort()).toEqual([
      "from",
      "market",
      "pageSize",
      "queue",
    ]);
    const reversed = await inbox("sofia@queseguro.test", "from=2025-07-02&to=2025-07-01");
    expect(reversed.status).toBe(400);
    const deep = await inbox("sofia@queseguro.test", "queue=team&page=401&pageSize=25");
    expect(deep.status).toBe(400);
    expect(deep.body.issues).toEqual([
      {
        path: "page",
        message:
          "La bandeja muestra hasta 10.000 solicitudes: afina los filtros para ver las demás",
      },
    ]);
  });
});
