import { randomBytes, randomUUID } from "node:crypto";
import { MOVEMENT_NOT_PENDING_MESSAGE } from "@qs/domain/api/back-office";
import {
  ALREADY_INSURED_MESSAGE,
  IN_PROCESS_MESSAGE,
  NOT_INSURED_MESSAGE,
  PERIOD_NOT_FOUND_MESSAGE,
  PERSON_REFUSED_MESSAGE,
  POLICY_NOT_FOUND_MESSAGE,
  TAX_DOCUMENT_CANCELLED_MESSAGE,
} from "@qs/domain/api/portal";
import { CLIENT_ACCOUNT_MESSAGES } from "@qs/domain/client-access";
import { computeRutCheckDigit } from "@qs/domain/rut";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientAccounts,
  clientCompanies,
  documents,
  payments,
  policies,
  policyEmployees,
  products,
} from "../src/db/schema";
import { TEAM_NAME } from "../src/features/client-portal/tax-comments";
import { hashPassword } from "../src/platform/password-hash";
import { buildConditionsPdf } from "./fixtures/small-catalog";
import {
  COMMON_HEADERS,
  type Harness,
  type Json,
  SERVICE_AUTH,
  startHarness,
} from "./support/harness";
import { mailAsSent } from "./support/mail";
import { readPdfText } from "./support/pdf-text";
import { COMPANY_PLAN, purchaseClient, sellCompanyPlanOnline } from "./support/purchase";
import { planRequest } from "./support/requests";
import { databaseTargets } from "./support/test-database";

const M = CLIENT_ACCOUNT_MESSAGES;
const BUYER = "rrhh@transportes-andinos.example";
const rut = (n: number) => `${n}-${computeRutCheckDigit(String(n))}`;
const HEADER =
  "N° de fila;Nombre;Apellido paterno;RUT;Fecha de nacimiento;Género;Tipo de asegurado;Fecha de vigencia";
const CANCEL_HEADER =
  "N° de fila;Nombre;Apellido paterno;RUT;Fecha de nacimiento;Género;Fecha de exclusión;Tipo de asegurado";
const person = (row: number, name: string, id: number) =>
  `${row};${name};Soto;${rut(id)};15-03-1985;Femenino;Titular;01/09/2025`;
const leaving = (row: number, name: string, id: number) =>
  `${row};${name};Soto;${rut(id)};15-03-1985;Femenino;30/09/2025;Titular`;

interface Session {
  cookie: string;
  csrf: string;
}

/** After-sales (decides movements, answers threads), support (reads), Chile's after-sales. */
const AFTER_SALES = "postventa-token-0123456789abcdefghijkl";
const SUPPORT = "soporte-token-0123456789abcdefghijklmn";
const CHILE_AFTER_SALES = "postventa-cl-token-0123456789abcdefghi";
const staffAuth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(databaseTargets())("the clients' portal on $name", (target) => {
  let h: Harness;
  let admin: Session;
  let policyId: string;

  const request = (
    method: string,
    path: string,
    session: Session | null,
    init: { body?: string; type?: string; csrf?: boolean } = {},
  ) =>
    h.app.request(path, {
      method,
      headers: {
        ...COMMON_HEADERS,
        ...(session ? { Cookie: session.cookie } : {}),
        ...(session && init.csrf !== false && method !== "GET"
          ? { "X-CSRF-Token": session.csrf }
          : {}),
        ...(init.type ? { "Content-Type": init.type } : {}),
      },
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
  const read = async (path: string, session: Session | null) => {
    const res = await request("GET", path, session);
    return { status: res.status, body: (await res.json()) as Json };
  };
  const sessionOf = async (res: Response): Promise<Session> => {
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^qs_client_session=[\w-]{43}$/);
    return { cookie, csrf: ((await res.json()) as Json).csrfToken };
  };
  const upload = (session: Session, layout: string, lines: string[], csrf = true) =>
    request("POST", `/api/portal/polizas/${policyId}/cargas?layout=${layout}`, session, {
      body: lines.join("\n"),
      type: "text/csv",
      csrf,
    });
  const signIn = async (email: string, password: string) =>
    sessionOf(await h.send("POST", "/api/acceso-clientes/sesion", { email, password }));
  /** An account of the platform's, with a password, for a company. */
  const accountFor = async (email: string, role: string, companyId: string) => {
    await h.db.orm.insert(clientAccounts).values({
      id: randomUUID(),
      email,
      name: email.split("@")[0] ?? email,
      role,
      companyId,
      passwordHash: await hashPassword("Clave#2026"),
      passwordSetAt: h.clock.now(),
      createdAt: h.clock.now(),
    });
    return signIn(email, "Clave#2026");
  };

  beforeAll(async () => {
    h = await startHarness(target, {
      staffTokens: [
        { role: "POSTVENTA", email: "postventa@queseguro.test", token: AFTER_SALES },
        { role: "EJECUTIVO DE SOPORTE", email: "soporte@queseguro.test", token: SUPPORT },
        {
          role: "POSTVENTA_INDIVIDUAL_CHILE",
          email: "postventa.cl@queseguro.test",
          token: CHILE_AFTER_SALES,
        },
      ],
    });
    await sellCompanyPlanOnline(h);
    const buyer = purchaseClient(h);
    const { token } = await buyer.start(COMPANY_PLAN);
    const saved = await buyer.save(token, "company", {
      razonSocial: "Transportes Andinos SAS",
      documentoEmpresa: "900123456",
      cantidadEmpleados: 2,
      contactoNombre: "Laura Gómez",
      contactoEmail: BUYER,
      contactoTelefono: "+573104445566",
    });
    expect(saved.status).toBe(200);
    const list = await h.app.request(
      `/api/compra-online/${token}/colaboradores?layout=activation&fileName=nomina.csv`,
      {
        method: "POST",
        headers: { ...COMMON_HEADERS, "Content-Type": "text/csv" },
        body: [
          HEADER,
          person(1, "Persona Uno", 15_000_001),
          person(2, "Persona Dos", 15_000_002),
        ].join("\n"),
      },
    );
    expect(list.status, await list.clone().text()).toBe(200);
    expect((await buyer.pay(token, "transfer-one-time")).status).toBe(200);
    const found = await buyer.draftOf(COMPANY_PLAN, BUYER);
    const [payment] = await h.db.orm
      .select()
      .from(payments)
      .where(eq(payments.draftId, found?.draft.id ?? ""))
      .orderBy(desc(payments.seq));
    const approved = await buyer.notify("kushki", {
      id: `evt_${randomBytes(12).toString("hex")}`,
      type: "payment.approved",
      paymentId: payment?.id,
      amount: payment?.amount,
      currency: payment?.currency,
    });
    expect(approved.status).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("turns the paid order into a policy with its employees, and e-mails the buyer a link to set a password", async () => {
    const rows = await h.db.orm.select().from(policies);
    expect(rows).toHaveLength(1);
    policyId = rows[0]?.id ?? "";
    expect(rows[0]).toMatchObject({ state: "ACTIVE", productCode: COMPANY_PLAN });
    expect(
      await h.db.orm.select().from(policyEmployees).where(eq(policyEmployees.policyId, policyId)),
    ).toHaveLength(2);
    // Staff see the order with the policy it became.
    const staffOrders = await h.get("/api/back-office/pedidos", SERVICE_AUTH);
    expect((await staffOrders.json()).data).toEqual([
      expect.objectContaining({
        policy: { id: policyId, number: rows[0]?.number, state: "ACTIVE" },
      }),
    ]);
    const [mail] = await mailAsSent(h, BUYER, "portal_contrasena");
    expect(mail?.subject).toBe("Tu cuenta del portal de clientes");
    const code = /\/portal\/contrasena#codigo=([\w-]{43})/.exec(mail?.body ?? "")?.[1] ?? "";
    expect(code).not.toBe("");
    // Nobody is signed in before the password is set.
    expect((await read("/api/portal/polizas", null)).status).toBe(401);
    expect(
      (
        await h.send("POST", "/api/acceso-clientes/sesion", {
          email: BUYER,
          password: "Clave#2026",
        })
      ).status,
    ).toBe(401);

    const set = (password: string) =>
      h.send("POST", "/api/acceso-clientes/contrasena", { token: code, password });
    const short = await set("Ab#4567");
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe(M.PASSWORD_LENGTH);
    const plain = await set("clave#2026");
    expect((await plain.json()).error).toBe(M.INVALID_PASSWORD_FORM);
    admin = await sessionOf(await set("Clave#2026"));
    const again = await set("Otra#2026x");
    expect((await again.json()).error).toBe(M.PASSWORD_TOKEN_EXPIRED);
    expect((await signIn(BUYER, "Clave#2026")).cookie).not.toBe(admin.cookie);
  });

  it("shows the company's administrator the policy, its paid period and its history", async () => {
    const list = await read("/api/portal/polizas", admin);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: policyId,
        company: "Transportes Andinos SAS",
        activeEmployees: 2,
        state: "ACTIVE",
      }),
    ]);
    const detail = await read(`/api/portal/polizas/${policyId}`, admin);
    expect(detail.body.data.periods).toEqual([
      expect.objectContaining({ period: 1, state: "pay", taxDocument: "ACTIVE" }),
    ]);
    // The plan's general conditions, as its page lists them.
    const [plan] = await h.db.orm
      .select({ id: products.id })
      .from(products)
      .where(eq(products.productCode, COMPANY_PLAN));
    const pdf = await buildConditionsPdf("Condiciones generales", 2);
    await h.db.orm.insert(documents).values({
      id: 9_001,
      productId: plan?.id ?? 0,
      fileName: "condiciones.pdf",
      pageCount: 2,
      size: pdf.length,
      metadata: { name: "Condiciones generales" },
      content: pdf,
    });
    const listed = await read(`/api/portal/polizas/${policyId}/documentos`, admin);
    expect(listed.body.data).toEqual([
      { id: 9_001, name: "Condiciones generales", url: "/api/documents/9001/file", pages: 2 },
    ]);
    const file = await h.get("/api/documents/9001/file", COMMON_HEADERS);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    // Newest first: the list came in with the policy.
    expect(detail.body.data.history.map((event: Json) => event.kind)).toEqual([
      "activation",
      "created",
    ]);
  });

  it("lists the employees, found by name or RUT without accents", async () => {
    const all = await read(`/api/portal/polizas/${policyId}/empleados`, admin);
    expect(all.body.data.map((row: Json) => row.fullName)).toEqual([
      "Persona Dos Soto",
      "Persona Uno Soto",
    ]);
    expect(all.body.metadata).toMatchObject({ total: 2, more: false });
    const found = await read(`/api/portal/polizas/${policyId}/empleados?q=UNO`, admin);
    expect(found.body.data.map((row: Json) => row.legalId)).toEqual([rut(15_000_001)]);
  });

  const decide = (token: string, decision: string, ids: number[]) =>
    h.send(
      "POST",
      `/api/back-office/polizas/${policyId}/movimientos`,
      { decision, ids },
      staffAuth(token),
    );
  const inProcess = async () =>
    (await read(`/api/portal/polizas/${policyId}/empleados?estado=EN_PROCESO`, admin)).body.data;

  it("refuses an activation cell by cell, then takes it, then a cancellation the same way, each in process until after-sales accept it", async () => {
    const refused = await upload(admin, "activation", [
      HEADER,
      person(1, "Persona Uno", 15_000_001),
      "2;X;Soto;1-2;15-03-1985;Femenino;Titular;01/09/2025",
    ]);
    expect(refused.status).toBe(422);
    const errors = ((await refused.json()) as Json).errors;
    expect(errors.some((e: Json) => e.row === 2 && e.column === "RUT")).toBe(true);
    const policyRefusal = await upload(admin, "activation", [
      HEADER,
      person(1, "Persona Uno", 15_000_001),
    ]);
    expect(((await policyRefusal.json()) as Json).errors).toEqual([
      { row: 1, column: "RUT", message: ALREADY_INSURED_MESSAGE },
    ]);
    const accepted = await upload(admin, "activation", [
      HEADER,
      person(1, "Persona Tres", 15_000_003),
    ]);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(((await accepted.json()) as Json).data).toMatchObject({
      layout: "activation",
      count: 1,
    });

    const notInsured = await upload(admin, "cancellation", [
      CANCEL_HEADER,
      leaving(1, "Nadie", 15_000_009),
    ]);
    expect(((await notInsured.json()) as Json).errors).toEqual([
      { row: 1, column: "RUT", message: NOT_INSURED_MESSAGE },
    ]);
    const cancelled = await upload(admin, "cancellation", [
      CANCEL_HEADER,
      leaving(1, "Persona Uno", 15_000_001),
    ]);
    expect(cancelled.status).toBe(200);
    // Both wait for after-sales: the new person PENDING, the leaving one still insured.
    const waiting = await inProcess();
    expect(waiting).toEqual([
      expect.objectContaining({
        fullName: "Persona Tres Soto",
        state: "PENDING",
        process: "activation",
      }),
      expect.objectContaining({
        fullName: "Persona Uno Soto",
        state: "ACTIVE",
        process: "cancellation",
        endDate: "2025-09-30",
      }),
    ]);
    expect((await read(`/api/portal/polizas/${policyId}`, admin)).body.data).toMatchObject({
      activeEmployees: 2,
      pendingMovements: 2,
    });
    const twice = await upload(admin, "activation", [
      HEADER,
      person(1, "Persona Tres", 15_000_003),
    ]);
    expect(((await twice.json()) as Json).errors).toEqual([
      { row: 1, column: "RUT", message: IN_PROCESS_MESSAGE },
    ]);
    const ids = waiting.map((row: Json) => row.id);
    // Support reads the policy but decides nothing; after-sales accept both.
    const pending = await h.get(
      "/api/back-office/polizas?movimientos=pendientes",
      staffAuth(SUPPORT),
    );
    expect((await pending.json()).data).toEqual([
      expect.objectContaining({ id: policyId, pendingMovements: 2 }),
    ]);
    expect((await decide(SUPPORT, "accept", ids)).status).toBe(403);
    expect(await inProcess()).toHaveLength(2);
    const accepted2 = await decide(AFTER_SALES, "accept", ids);
    expect(accepted2.status, await accepted2.clone().text()).toBe(200);
    expect((await accepted2.json()).data).toMatchObject({ accepted: 2, declined: 0 });
    const replayed = await decide(AFTER_SALES, "decline", ids);
    expect(replayed.status).toBe(409);
    expect((await replayed.json()).error).toBe(MOVEMENT_NOT_PENDING_MESSAGE);
    expect(await inProcess()).toEqual([]);
    const active = await read(`/api/portal/polizas/${policyId}/empleados`, admin);
    expect(active.body.data.map((row: Json) => row.fullName)).toEqual([
      "Persona Dos Soto",
      "Persona Tres Soto",
    ]);
    const history = (await read(`/api/portal/polizas/${policyId}`, admin)).body.data.history;
    expect(history.map((event: Json) => [event.kind, event.count, event.by])).toEqual(
      expect.arrayContaining([
        ["activation_accepted", 1, null],
        ["cancellation_accepted", 1, null],
      ]),
    );
    const gone = await read(`/api/portal/polizas/${policyId}/empleados?estado=INACTIVE`, admin);
    expect(gone.body.data).toEqual([
      expect.objectContaining({ fullName: "Persona Uno Soto", endDate: "2025-09-30" }),
    ]);
    // A change without the session's anti-forgery token changes nothing.
    const forged = await upload(
      admin,
      "activation",
      [HEADER, person(1, "Persona Cuatro", 15_000_004)],
      false,
    );
    expect(forged.status).toBe(403);
    expect((await read(`/api/portal/polizas/${policyId}`, admin)).body.data.activeEmployees).toBe(
      2,
    );
  });

  it("exports the whole payroll as CSV, a formula-like value as text", async () => {
    await h.db.orm
      .update(policyEmployees)
      .set({ fullName: "=HYPERLINK(1)" })
      .where(eq(policyEmployees.legalId, rut(15_000_003)));
    const res = await request("GET", `/api/portal/polizas/${policyId}/empleados/exportar`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("RUT;Nombre;Estado;Desde;Hasta;Movimiento");
    expect(lines).toHaveLength(4);
    expect(lines).toContain(`${rut(15_000_003)};'=HYPERLINK(1);ACTIVE;2025-09-01;;`);
    expect(lines).toContain(`${rut(15_000_001)};Persona Uno Soto;INACTIVE;2025-09-01;2025-09-30;`);
  });

  it("hands the paid period's tax document as a PDF, and none for a period the policy lacks", async () => {
    const res = await request(
      "GET",
      `/api/portal/polizas/${policyId}/periodos/1/documento-tributario`,
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { text } = await readPdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Documento tributario");
    expect(text).toContain("Transportes Andinos SAS");
    const missing = await read(
      `/api/portal/polizas/${policyId}/periodos/2/documento-tributario`,
      admin,
    );
    expect(missing).toEqual({ status: 404, body: { error: PERIOD_NOT_FOUND_MESSAGE } });
  });

  it("lets after-sales annul a period's tax document, which the portal then refuses, and make it active again", async () => {
    const staffPath = `/api/back-office/polizas/${policyId}/periodos/1/documento-tributario`;
    const document = () =>
      request("GET", `/api/portal/polizas/${policyId}/periodos/1/documento-tributario`, admin);
    expect(
      (await h.send("PUT", staffPath, { state: "CANCELLED" }, staffAuth(SUPPORT))).status,
    ).toBe(403);
    const cancelled = await h.send(
      "PUT",
      staffPath,
      { state: "CANCELLED" },
      staffAuth(AFTER_SALES),
    );
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await cancelled.json()).data.periods[0]).toMatchObject({
      period: 1,
      taxDocument: "CANCELLED",
    });
    const refused = await document();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Json).error).toBe(TAX_DOCUMENT_CANCELLED_MESSAGE);
    const detail = (await read(`/api/portal/polizas/${policyId}`, admin)).body.data;
    expect(detail.periods[0].taxDocument).toBe("CANCELLED");
    expect(detail.history[0]).toMatchObject({ kind: "tax_document_cancelled", count: 1 });
    // Annulling twice changes nothing more; reactivating hands it out again.
    await h.send("PUT", staffPath, { state: "CANCELLED" }, staffAuth(AFTER_SALES));
    expect(
      (await h.send("PUT", staffPath, { state: "ACTIVE" }, staffAuth(AFTER_SALES))).status,
    ).toBe(200);
    expect((await document()).status).toBe(200);
    const kinds = (await read(`/api/portal/polizas/${policyId}`, admin)).body.data.history.map(
      (event: Json) => event.kind,
    );
    expect(kinds.filter((kind: string) => kind.startsWith("tax_document"))).toEqual([
      "tax_document_reactivated",
      "tax_document_cancelled",
    ]);
  });

  it("takes one person's activation field by field, and changes a person's data but not their RUT", async () => {
    const add = (body: unknown) =>
      request("POST", `/api/portal/polizas/${policyId}/empleados`, admin, {
        body: JSON.stringify(body),
        type: "application/json",
      });
    const personData = {
      name: "Ana",
      paternalSurname: "Rojas",
      legalId: rut(15_000_007),
      birthDate: "1990-04-02",
      gender: "Femenino",
      insuredType: "Titular",
      effectiveDate: "2025-08-01",
    };
    const refused = await add({ ...personData, name: "", legalId: "1-2" });
    expect(refused.status).toBe(422);
    const refusal = (await refused.json()) as Json;
    expect(refusal.error).toBe(PERSON_REFUSED_MESSAGE);
    expect(refusal.errors.map((e: Json) => e.column).sort()).toEqual(["Nombre", "RUT"]);
    const insured = await add({ ...personData, legalId: rut(15_000_002) });
    expect(((await insured.json()) as Json).errors).toEqual([
      { row: 1, column: "RUT", message: ALREADY_INSURED_MESSAGE },
    ]);
    const added = await add(personData);
    expect(added.status, await added.clone().text()).toBe(201);
    const ana = ((await added.json()) as Json).data;
    expect(ana).toMatchObject({
      fullName: "Ana Rojas",
      state: "PENDING",
      process: "activation",
      effectiveDate: "2025-08-01",
    });
    // Someone else's RUT is never taken from the body: the person keeps theirs.
    const changed = await request(
      "PUT",
      `/api/portal/polizas/${policyId}/empleados/${ana.id}`,
      admin,
      {
        body: JSON.stringify({ ...personData, legalId: rut(15_000_002), email: "ana@example.com" }),
        type: "application/json",
      },
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(((await changed.json()) as Json).data).toMatchObject({
      legalId: rut(15_000_007),
      email: "ana@example.com",
      state: "PENDING",
    });
    const missing = await request(
      "PUT",
      `/api/portal/polizas/${policyId}/empleados/999999`,
      admin,
      {
        body: JSON.stringify(personData),
        type: "application/json",
      },
    );
    expect(missing.status).toBe(404);
    // The insurer refuses her: she is insured by none of the company's policies.
    expect((await decide(AFTER_SALES, "decline", [ana.id])).status).toBe(200);
    const uninsured = await read("/api/portal/no-asegurados", admin);
    expect(uninsured.status).toBe(200);
    expect(uninsured.body.data).toEqual([
      {
        legalId: rut(15_000_007),
        fullName: "Ana Rojas",
        endDate: null,
        policyId,
        policyNumber: expect.any(String),
      },
      expect.objectContaining({ legalId: rut(15_000_001), endDate: "2025-09-30" }),
    ]);
    const found = await read("/api/portal/no-asegurados?q=rojas", admin);
    expect(found.body.data.map((row: Json) => row.fullName)).toEqual(["Ana Rojas"]);
  });

  it("keeps a thread per paid period's tax document between the company and after-sales", async () => {
    const path = `/api/portal/polizas/${policyId}/periodos/1/comentarios`;
    const staffPath = `/api/back-office/polizas/${policyId}/periodos/1/comentarios`;
    const write = (body: unknown) =>
      request("POST", path, admin, { body: JSON.stringify(body), type: "application/json" });
    expect((await write({ body: "   " })).status).toBe(400);
    const sent = await write({ body: "¿Pueden emitirlo a nombre de la matriz?" });
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect((await h.get(staffPath, staffAuth(SUPPORT))).status).toBe(200);
    expect((await h.send("POST", staffPath, { body: "No" }, staffAuth(SUPPORT))).status).toBe(403);
    const answered = await h.send(
      "POST",
      staffPath,
      { body: "Sí, lo reemitimos hoy." },
      staffAuth(AFTER_SALES),
    );
    expect(answered.status).toBe(201);
    const thread = await read(path, admin);
    expect(thread.body.data.map((c: Json) => [c.author, c.name, c.body])).toEqual([
      ["client", "Laura Gómez", "¿Pueden emitirlo a nombre de la matriz?"],
      ["staff", TEAM_NAME, "Sí, lo reemitimos hoy."],
    ]);
    expect(
      (await read(`/api/portal/polizas/${policyId}/periodos/2/comentarios`, admin)).status,
    ).toBe(404);
  });

  it("shows staff only the policies of the markets they work", async () => {
    const chile = await h.get("/api/back-office/polizas", staffAuth(CHILE_AFTER_SALES));
    expect((await chile.json()).data).toEqual([]);
    expect(
      (await h.get(`/api/back-office/polizas/${policyId}`, staffAuth(CHILE_AFTER_SALES))).status,
    ).toBe(404);
    const detail = await h.get(`/api/back-office/polizas/${policyId}`, staffAuth(SUPPORT));
    expect((await detail.json()).data).toMatchObject({
      id: policyId,
      periods: [expect.objectContaining({ period: 1, state: "pay" })],
      orderNumber: expect.any(String),
    });
  });

  it("lets the administrator give a payroll manager an account, who manages employees but not payments or tax documents", async () => {
    const email = "nomina@transportes-andinos.example";
    const create = (session: Session, body: unknown) =>
      request("POST", "/api/portal/cuentas", session, {
        body: JSON.stringify(body),
        type: "application/json",
      });
    const newAccount = {
      email,
      name: "Pedro Nómina",
      role: "PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE",
    };
    const created = await create(admin, newAccount);
    expect(created.status, await created.clone().text()).toBe(201);
    // Oldest first, then by e-mail (the test's clock stands still: both are as old).
    expect(((await created.json()) as Json).data).toEqual([
      { email, name: "Pedro Nómina", role: "PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE", active: false },
      expect.objectContaining({ email: BUYER, active: true }),
    ]);
    expect((await create(admin, newAccount)).status).toBe(409);
    const [mail] = await mailAsSent(h, email, "portal_contrasena");
    const code = /#codigo=([\w-]{43})/.exec(mail?.body ?? "")?.[1] ?? "";
    const payroll = await sessionOf(
      await h.send("POST", "/api/acceso-clientes/contrasena", {
        token: code,
        password: "Nomina#26",
      }),
    );
    // A payroll manager gives nobody an account.
    const refused = await create(payroll, { ...newAccount, email: "otra@example.com" });
    expect(refused.status).toBe(403);
    const detail = await read(`/api/portal/polizas/${policyId}`, payroll);
    expect(detail.body.data.periods).toBeNull();
    const document = await read(
      `/api/portal/polizas/${policyId}/periodos/1/documento-tributario`,
      payroll,
    );
    expect(document).toEqual({
      status: 403,
      body: expect.objectContaining({ error: M.FORBIDDEN }),
    });
    const added = await upload(payroll, "activation", [
      HEADER,
      person(1, "Persona Cinco", 15_000_005),
    ]);
    expect(added.status).toBe(200);
  });

  it("answers another company's account as if the policy did not exist", async () => {
    const [other] = await h.db.orm
      .insert(clientCompanies)
      .values({
        id: randomUUID(),
        countryId: 3,
        identification: "800999111",
        name: "Otra Empresa SAS",
        createdAt: h.clock.now(),
      })
      .returning();
    const stranger = await accountFor(
      "admin@otra-empresa.example",
      "ADMIN_CLIENT_QPCLIENTS",
      other?.id ?? "",
    );
    expect((await read("/api/portal/polizas", stranger)).body.data).toEqual([]);
    expect(await read(`/api/portal/polizas/${policyId}`, stranger)).toEqual({
      status: 404,
      body: expect.objectContaining({ error: POLICY_NOT_FOUND_MESSAGE }),
    });
    const foreign = await upload(stranger, "cancellation", [
      CANCEL_HEADER,
      leaving(1, "Persona Dos", 15_000_002),
    ]);
    expect(foreign.status).toBe(404);
  });

  it("lets after-sales form the company's enterprise group, join a sister company and give the group an administrator who reaches its policies", async () => {
    const path = `/api/back-office/polizas/${policyId}/grupo`;
    const before = await h.get(path, staffAuth(SUPPORT));
    expect((await before.json()).data).toMatchObject({
      company: { name: "Transportes Andinos SAS", identification: "900123456", country: "CO" },
      group: null,
    });
    expect((await h.send("POST", path, { name: "Grupo Andino" }, staffAuth(SUPPORT))).status).toBe(
      403,
    );
    const formed = await h.send("POST", path, { name: "Grupo Andino" }, staffAuth(AFTER_SALES));
    expect(formed.status, await formed.clone().text()).toBe(201);
    expect((await h.send("POST", path, { name: "Otro" }, staffAuth(AFTER_SALES))).status).toBe(409);
    await h.db.orm.insert(clientCompanies).values({
      id: randomUUID(),
      countryId: 3,
      identification: "900555444",
      name: "Filial Andina SAS",
      createdAt: h.clock.now(),
    });
    const join = (identification: string) =>
      h.send("POST", `${path}/empresas`, { identification }, staffAuth(AFTER_SALES));
    expect((await join("999999999")).status).toBe(404);
    const joined = await join("900.555.444");
    expect(joined.status).toBe(200);
    expect((await joined.json()).data.group.companies.map((c: Json) => c.name)).toEqual([
      "Filial Andina SAS",
      "Transportes Andinos SAS",
    ]);
    const email = "grupo@andino.example";
    const named = await h.send(
      "POST",
      `${path}/administradores`,
      { email, name: "Marta Grupo" },
      staffAuth(AFTER_SALES),
    );
    expect(named.status).toBe(201);
    expect((await named.json()).data.group.administrators).toEqual([
      { email, name: "Marta Grupo", active: false },
    ]);
    const [mail] = await mailAsSent(h, email, "portal_contrasena");
    const code = /#codigo=([\w-]{43})/.exec(mail?.body ?? "")?.[1] ?? "";
    const groupAdmin = await sessionOf(
      await h.send("POST", "/api/acceso-clientes/contrasena", {
        token: code,
        password: "Grupo#2026",
      }),
    );
    expect((await read("/api/portal/polizas", groupAdmin)).body.data).toEqual([
      expect.objectContaining({ id: policyId, company: "Transportes Andinos SAS" }),
    ]);
  });

  it("gives a referral advisor, and only them, an account that lists the requests naming them", async () => {
    const referido = { name: "Ana Asesora", email: "Ana.Asesora@queseguro.com" };
    for (const who of ["referida-1@example.com", "referida-2@example.com"]) {
      const sent = await h.send(
        "POST",
        "/api/solicitarplans",
        planRequest(who, { profile: { ingresodatos: false, referido } }),
      );
      expect(sent.status).toBe(201);
    }
    const ask = (email: string) => h.send("POST", "/api/acceso-clientes/referidores", { email });
    // The same answer for anyone; only the advisor's mailbox gets a link.
    const stranger = await ask("nadie@example.com");
    const advisor = await ask("ana.asesora@queseguro.com");
    expect([stranger.status, advisor.status]).toEqual([202, 202]);
    expect(await stranger.json()).toEqual(await advisor.json());
    expect(await mailAsSent(h, "nadie@example.com", "portal_contrasena")).toEqual([]);
    // A company's account is never turned into a referrer's.
    await ask(BUYER);
    expect(await mailAsSent(h, BUYER, "portal_contrasena")).toHaveLength(1);
    const [mail] = await mailAsSent(h, "ana.asesora@queseguro.com", "portal_contrasena");
    const code = /#codigo=([\w-]{43})/.exec(mail?.body ?? "")?.[1] ?? "";
    const referrer = await sessionOf(
      await h.send("POST", "/api/acceso-clientes/contrasena", {
        token: code,
        password: "Referi#2026",
      }),
    );
    const listed = await read("/api/portal/referidos", referrer);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data[0]).toMatchObject({ country: "CO", status: expect.any(String) });
    expect(listed.body.metadata).toMatchObject({ total: 2, more: false });
    // A referrer reads no policy, and a company's administrator no referrals.
    expect((await read("/api/portal/polizas", referrer)).status).toBe(403);
    expect((await read("/api/portal/referidos", admin)).status).toBe(403);
    // Once the password is set, asking again sends nothing more.
    await ask("ana.asesora@queseguro.com");
    expect(await mailAsSent(h, "ana.asesora@queseguro.com", "portal_contrasena")).toHaveLength(1);
  });

  it("signs out: the session's cookie no longer opens the portal", async () => {
    const session = await signIn(BUYER, "Clave#2026");
    const out = await request("DELETE", "/api/acceso-clientes/sesion", session);
    expect(out.status).toBe(204);
    expect((await read("/api/portal/polizas", session)).status).toBe(401);
    expect(
      (await h.send("POST", "/api/acceso-clientes/sesion", { email: BUYER, password: "Mal#20261" }))
        .status,
    ).toBe(401);
  });
});
