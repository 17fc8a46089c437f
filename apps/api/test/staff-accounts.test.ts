import {
  CSRF_HEADER,
  staffSecondFactorSchema,
  staffSessionSchema,
} from "@qs/domain/api/back-office";
import { STAFF_ACCOUNT_MESSAGES } from "@qs/domain/staff-password";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, staffAudit, staffMembers } from "../src/db/schema";
import { codeAt } from "../src/features/staff-accounts/second-factor";
import {
  createStaffAccount,
  demoStaffEmail,
  ensureDemoStaff,
} from "../src/features/staff-accounts/staff-accounts";
import { type Harness, startHarness } from "./support/harness";
import { mailAsSent } from "./support/mail";
import { databaseTargets } from "./support/test-database";

/**
 * Staff accounts: signing in with an e-mail and a password (a session cookie and an
 * anti-forgery token), the spec's password rules and messages, expiry, the lock after ten
 * failures, a disabled user, signing out, and each attempt in the staff audit.
 */

const M = STAFF_ACCOUNT_MESSAGES;
const PASSWORD = "Valparaiso-2026";
const SESSION = "/api/acceso-personal/sesion";
const CHANGE = "/api/acceso-personal/contrasena";
const SECOND_FACTOR = "/api/acceso-personal/segundo-factor";
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets())("staff accounts on $name", (target) => {
  let h: Harness;
  let n = 0;
  beforeAll(async () => {
    h = await startHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A new member of `role` with PASSWORD, under an address no other test uses. */
  async function member(role: Parameters<typeof createStaffAccount>[1]["role"] = "EJECUTIVO") {
    n += 1;
    const email = `persona${n}@queseguro.test`;
    await createStaffAccount(h.db, { email, role, password: PASSWORD }, h.clock.now());
    return email;
  }

  const signIn = (email: string, password = PASSWORD) =>
    h.send("POST", SESSION, { email, password });

  /** The session cookie's name=value, from a Set-Cookie header. */
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

  /** The authenticator keys of members who set one up, by e-mail (the tests' own app). */
  const keys = new Map<string, string>();
  /** The app's code for a member, half a minute on (a code is never accepted twice). */
  function nextCode(email: string) {
    h.clock.advance(30_000);
    const key = keys.get(email);
    if (!key) throw new Error(`no authenticator key for ${email}`);
    return codeAt(key, h.clock.now());
  }
  const sendCode = (challenge: string, code: string) =>
    h.send("POST", SECOND_FACTOR, { challenge, code });
  /** Signs in with the password, and the code when the role asks for one. */
  async function passAndCode(email: string) {
    let res = await signIn(email);
    if (res.status === 202) {
      const step = staffSecondFactorSchema.parse(await res.json());
      if (step.setup) keys.set(email, step.setup.secret);
      res = await sendCode(step.challenge, nextCode(email));
    }
    return res;
  }

  async function signedIn(email: string) {
    const res = await passAndCode(email);
    expect(res.status).toBe(200);
    const body = staffSessionSchema.parse(await res.json());
    return { cookie: cookieOf(res as unknown as Response), csrf: body.csrfToken, body };
  }

  it("opens a session in an httpOnly, Secure, SameSite=Strict cookie that the back office takes", async () => {
    const email = await member("SUPERVISOR");
    const res = await signIn(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^qs_staff_session=[\w-]{43}; /);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/api");
    const body = staffSessionSchema.parse(await res.json());
    expect(body.member).toMatchObject({ email, role: "SUPERVISOR" });
    expect(body.member.permissions).toContain("lead:read-team");

    const cookie = cookieOf(res as unknown as Response);
    const me = await h.get("/api/back-office/me", { Cookie: cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(email);
    const again = await h.get(SESSION, { Cookie: cookie });
    expect(again.status).toBe(200);
    expect((await again.json()).csrfToken).toBe(body.csrfToken);
  });

  it("answers an unknown e-mail and a wrong password alike: 'Credenciales inválidas.'", async () => {
    const email = await member();
    for (const res of [
      await signIn(email, "Otra-clave-2026"),
      await signIn("nadie@queseguro.test"),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: M.INVALID_CREDENTIALS,
        code: "INVALID_CREDENTIALS",
      });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses a change sent with the cookie but without the session's anti-forgery token", async () => {
    const email = await member();
    const { cookie, csrf } = await signedIn(email);
    const forged = await h.send("DELETE", SESSION, undefined, { Cookie: cookie });
    expect(forged.status).toBe(403);
    expect((await forged.json()).code).toBe("INVALID_TOKEN");
    const wrong = await h.send("DELETE", SESSION, undefined, {
      Cookie: cookie,
      [CSRF_HEADER]: `${csrf.slice(0, -1)}x`,
    });
    expect(wrong.status).toBe(403);
    expect((await h.get("/api/back-office/me", { Cookie: cookie })).status).toBe(200);

    const out = await h.send("DELETE", SESSION, undefined, { Cookie: cookie, [CSRF_HEADER]: csrf });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const after = await h.get("/api/back-office/me", { Cookie: cookie });
    expect(after.status).toBe(401);
    expect((await after.json()).error).toBe(M.SESSION_REQUIRED);
  });

  it("applies the role's permissions to a signed-in member: 403 in Spanish", async () => {
    const email = await member("EJECUTIVO");
    const { cookie } = await signedIn(email);
    const res = await h.get("/api/back-office/correos?to=alguien%40correo.test", {
      Cookie: cookie,
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe("Tu rol no tiene permiso para esta acción");
  });

  it("locks the account for 15 minutes at the tenth failure in a row, right password or not", async () => {
    const email = await member();
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await signIn(email, "Mala-clave-2026")).status).toBe(401);
    }
    const tenth = await signIn(email, "Mala-clave-2026");
    expect(tenth.status).toBe(429);
    expect(tenth.headers.get("retry-after")).toBe("900");
    expect(await tenth.json()).toEqual({ error: M.ACCOUNT_LOCKED, code: "ACCOUNT_LOCKED" });
    expect((await signIn(email)).status).toBe(429);
    h.clock.advance(15 * 60 * 1000);
    expect((await signIn(email)).status).toBe(200);
  });

  it("counts failures in a row only: a success starts the count again", async () => {
    const email = await member();
    for (let attempt = 1; attempt <= 9; attempt++) await signIn(email, "Mala-clave-2026");
    expect((await signIn(email)).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await signIn(email, "Mala-clave-2026")).status).toBe(401);
    }
  });

  it("tells a disabled user so with the right password only, and ends their sessions' use", async () => {
    const email = await member();
    const { cookie } = await signedIn(email);
    await h.db.orm.update(staffMembers).set({ active: false }).where(eq(staffMembers.email, email));
    const right = await signIn(email);
    expect(right.status).toBe(403);
    expect(await right.json()).toEqual({ error: M.DISABLED_USER, code: "DISABLED_USER" });
    expect((await signIn(email, "Mala-clave-2026")).status).toBe(401);
    expect((await h.get("/api/back-office/me", { Cookie: cookie })).status).toBe(401);
  });

  it("expires a password after 90 days: sign-in refused, the change signs in, the last four refused", async () => {
    const email = await member();
    const { cookie } = await signedIn(email);
    h.clock.advance(90 * DAY_MS);
    const expired = await signIn(email);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ error: M.PASSWORD_EXPIRED, code: "PASSWORD_EXPIRED" });
    expect((await h.get("/api/back-office/me", { Cookie: cookie })).status).toBe(401);

    const change = (currentPassword: string, newPassword: string) =>
      h.send("POST", CHANGE, { email, currentPassword, newPassword });
    const form = await change(PASSWORD, "sinmayusculas-2026");
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({
      error: M.INVALID_PASSWORD_FORM,
      code: "INVALID_PASSWORD_FORM",
    });
    expect((await change(PASSWORD, "Ab1-corta")).status).toBe(400);
    const same = await change(PASSWORD, PASSWORD);
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual({
      error: M.PASSWORD_IN_HISTORY,
      code: "PASSWORD_IN_HISTORY",
    });
    expect((await change("Mala-clave-2026", "Antofagasta-2026")).status).toBe(401);

    const changed = await change(PASSWORD, "Antofagasta-2026");
    expect(changed.status).toBe(200);
    expect(changed.headers.get("set-cookie")).toMatch(/^qs_staff_session=/);
    expect((await signIn(email, "Antofagasta-2026")).status).toBe(200);

    // Four passwords later the first may come back; before that it may not.
    let current = "Antofagasta-2026";
    for (const next of ["Concepcion-2026", "Temuco-2026!"]) {
      expect((await change(current, next)).status).toBe(200);
      current = next;
    }
    expect((await change(current, PASSWORD)).status).toBe(400);
    expect((await change(current, "Iquique-2026")).status).toBe(200);
    expect((await change("Iquique-2026", PASSWORD)).status).toBe(200);
  });

  it("writes every sign-in on a known account to the staff audit, refusals too", async () => {
    const email = await member();
    await signIn(email, "Mala-clave-2026");
    await signIn(email);
    const [row] = await h.db.orm
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, email));
    const rows = await h.db.orm
      .select({ status: staffAudit.status, action: staffAudit.action })
      .from(staffAudit)
      .where(and(eq(staffAudit.memberId, row?.id ?? 0)));
    expect(rows).toEqual([
      { status: 401, action: "POST /api/acceso-personal/sesion" },
      { status: 200, action: "POST /api/acceso-personal/sesion" },
    ]);
  });

  it("refuses malformed sign-ins in Spanish, field by field", async () => {
    const res = await h.send("POST", SESSION, { email: "no-es-correo", password: "" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "email",
      "password",
    ]);
    expect(
      (await h.send("POST", SESSION, { email: "a@b.co", password: "x".repeat(129) })).status,
    ).toBe(400);
    expect(
      (await h.send("POST", SESSION, { email: "a@b.co", password: "x", admin: true })).status,
    ).toBe(400);
  });

  it("lets an administrator disable, enable and unlock members, never themselves", async () => {
    const admin = await member("ADMINISTRADOR");
    const seller = await member("EJECUTIVO");
    const a = await signedIn(admin);
    const s = await signedIn(seller);
    const asAdmin = { Cookie: a.cookie, "X-CSRF-Token": a.csrf };
    const list = await h.get("/api/back-office/personal", asAdmin);
    expect(list.status).toBe(200);
    const people = (await list.json()).data as Array<{ id: number; email: string; kind: string }>;
    const target = people.find((each) => each.email === seller);
    const self = people.find((each) => each.email === admin);
    expect(target).toMatchObject({ kind: "person", active: true, lockedUntil: null });
    expect(people.some((each) => each.kind === "machine")).toBe(true);

    const disabled = await h.send(
      "PATCH",
      `/api/back-office/personal/${target?.id}`,
      { active: false },
      asAdmin,
    );
    expect(disabled.status).toBe(200);
    expect((await disabled.json()).data.active).toBe(false);
    expect((await h.get("/api/back-office/me", { Cookie: s.cookie })).status).toBe(401);
    expect((await signIn(seller)).status).toBe(403);

    await h.send("PATCH", `/api/back-office/personal/${target?.id}`, { active: true }, asAdmin);
    expect((await signIn(seller)).status).toBe(200);

    for (let attempt = 1; attempt <= 10; attempt++) await signIn(seller, "Mala-clave-2026");
    expect((await signIn(seller)).status).toBe(429);
    const locked = (await (await h.get("/api/back-office/personal", asAdmin)).json()).data.find(
      (each: { email: string }) => each.email === seller,
    );
    expect(locked.lockedUntil).not.toBeNull();
    await h.send("PATCH", `/api/back-office/personal/${target?.id}`, { unlock: true }, asAdmin);
    expect((await signIn(seller)).status).toBe(200);

    const mine = await h.send(
      "PATCH",
      `/api/back-office/personal/${self?.id}`,
      { active: false },
      asAdmin,
    );
    expect(mine.status).toBe(409);
    expect((await mine.json()).error).toBe("No puedes deshabilitar tu propia cuenta");
    const empty = await h.send("PATCH", `/api/back-office/personal/${target?.id}`, {}, asAdmin);
    expect(empty.status).toBe(400);
    const bySeller = await h.get("/api/back-office/personal", {
      Cookie: (await signedIn(seller)).cookie,
    });
    expect(bySeller.status).toBe(403);
  });

  it("creates one demo member per role, and leaves an existing one as it is", async () => {
    const demo = {
      demoStaffPassword: "Demo-QueSeguro-2026!",
      demoStaffTotpSecret: "QUESEGUROXDEMOXSTAFFXKEY",
      tokenEncryptionKey: h.config.tokenEncryptionKey,
    };
    await ensureDemoStaff(h.db, demo, h.clock.now());
    await ensureDemoStaff(h.db, { ...demo, demoStaffPassword: "Otra-Demo-2026!" }, h.clock.now());
    const res = await signIn(demoStaffEmail("EJECUTIVO DE SOPORTE"), "Demo-QueSeguro-2026!");
    expect(res.status).toBe(200);
    expect((await res.json()).member.role).toBe("EJECUTIVO DE SOPORTE");
    expect(demoStaffEmail("JEFATURA_SAC_CHILE")).toBe("jefatura-sac-chile@demo.queseguro.local");
    // The demo's administrator signs in with codes of the demo's key.
    const admin = demoStaffEmail("ADMINISTRADOR");
    const step = await signIn(admin, "Demo-QueSeguro-2026!");
    expect(step.status).toBe(202);
    const { challenge, setup } = staffSecondFactorSchema.parse(await step.json());
    expect(setup).toBeNull();
    keys.set(admin, "QUESEGUROXDEMOXSTAFFXKEY");
    expect((await sendCode(challenge, nextCode(admin))).status).toBe(200);
  });

  describe("a forgotten password", () => {
    const RESET_REQUEST = "/api/acceso-personal/recuperar";
    const RESET = "/api/acceso-personal/restablecer";
    /** The token of the newest reset link mailed to `email`. */
    async function linkToken(email: string) {
      const mails = await mailAsSent(h, email, "staff-password-reset");
      const body = mails.at(-1)?.body ?? "";
      const token = /\/restablecer#codigo=([A-Za-z0-9_-]+)/.exec(body)?.[1];
      if (!token) throw new Error(`no reset link in:\n${body}`);
      return { token, body, count: mails.length };
    }

    it("mails a link to a member, answers alike for anyone else, and the link sets a password once", async () => {
      const email = await member("SUPERVISOR");
      const old = await signedIn(email);
      for (const address of [email, "nadie@queseguro.test"]) {
        const res = await h.send("POST", RESET_REQUEST, { email: address });
        expect(res.status).toBe(202);
        expect(await res.text()).toBe("");
      }
      expect(await mailAsSent(h, "nadie@queseguro.test")).toEqual([]);
      const { token, body } = await linkToken(email);
      expect(body).toContain(`http://localhost:5190/restablecer#codigo=${token}`);
      // What the outbox keeps shows no link.
      const [row] = await h.db.orm
        .select({ body: mailOutbox.body })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "staff-password-reset")));
      expect(row?.body).not.toContain(token);

      const weak = await h.send("POST", RESET, { token, newPassword: "corta" });
      expect(weak.status).toBe(400);
      expect((await weak.json()).error).toBe(M.PASSWORD_TOO_SHORT);
      const reused = await h.send("POST", RESET, { token, newPassword: PASSWORD });
      expect((await reused.json()).error).toBe(M.PASSWORD_IN_HISTORY);

      const done = await h.send("POST", RESET, { token, newPassword: "Antofagasta-2027!" });
      expect(done.status).toBe(200);
      expect(cookieOf(done as unknown as Response)).toMatch(/^qs_staff_session=./);
      // The sessions opened with the old password end; the old password no longer signs in.
      expect((await h.get("/api/back-office/me", { Cookie: old.cookie })).status).toBe(401);
      expect((await signIn(email)).status).toBe(401);
      expect((await signIn(email, "Antofagasta-2027!")).status).toBe(200);

      const again = await h.send("POST", RESET, { token, newPassword: "Iquique-2027!!" });
      expect(again.status).toBe(401);
      expect(await again.json()).toMatchObject({ error: M.PASSWORD_TOKEN_EXPIRED });
    });

    it("lets only the newest link work, for thirty minutes", async () => {
      const email = await member("EJECUTIVO");
      await h.send("POST", RESET_REQUEST, { email });
      const first = await linkToken(email);
      await h.send("POST", RESET_REQUEST, { email });
      const second = await linkToken(email);
      expect(second.count).toBe(first.count + 1);
      const replaced = await h.send("POST", RESET, {
        token: first.token,
        newPassword: "Rancagua-2027!",
      });
      expect(await replaced.json()).toMatchObject({ error: M.PASSWORD_TOKEN_EXPIRED });
      h.clock.advance(30 * 60_000);
      const late = await h.send("POST", RESET, {
        token: second.token,
        newPassword: "Rancagua-2027!",
      });
      expect(await late.json()).toMatchObject({ error: M.PASSWORD_TOKEN_EXPIRED });
    });

    it("sends a disabled member nothing, and asks an administrator's new password for the code", async () => {
      const disabled = await member("EJECUTIVO");
      await h.db.orm
        .update(staffMembers)
        .set({ active: false })
        .where(eq(staffMembers.email, disabled));
      await h.send("POST", RESET_REQUEST, { email: disabled });
      expect(await mailAsSent(h, disabled)).toEqual([]);

      const admin = await member("ADMINISTRADOR");
      await h.send("POST", RESET_REQUEST, { email: admin });
      const { token } = await linkToken(admin);
      const res = await h.send("POST", RESET, { token, newPassword: "Talcahuano-2027!" });
      expect(res.status).toBe(202);
      expect(staffSecondFactorSchema.parse(await res.json()).secondFactor).toBe("setup");
      expect(res.headers.get("set-cookie")).toBeNull();
    });
  });

  describe("the second factor of ADMINISTRADOR and GERENTE", () => {
    it("sets up an authenticator app at the first sign-in, then asks for its code, never the same twice", async () => {
      const email = await member("GERENTE");
      const first = await signIn(email);
      expect(first.status).toBe(202);
      expect(first.headers.get("set-cookie")).toBeNull();
      const step = staffSecondFactorSchema.parse(await first.json());
      expect(step.secondFactor).toBe("setup");
      expect(step.setup?.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(step.setup?.uri).toMatch(
        /^otpauth:\/\/totp\/QueSeguro:persona\d+%40queseguro\.test\?/,
      );
      const key = step.setup?.secret ?? "";

      const right = codeAt(key, h.clock.now());
      const wrong = right.replace(/^./, (digit) => String((Number(digit) + 5) % 10));
      const refused = await sendCode(step.challenge, wrong);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: M.INVALID_CODE });
      const accepted = await sendCode(step.challenge, right);
      expect(accepted.status).toBe(200);
      expect(cookieOf(accepted as unknown as Response)).toMatch(/^qs_staff_session=./);
      const [row] = await h.db.orm.select().from(staffMembers).where(eq(staffMembers.email, email));
      expect(row?.totpSecret).toMatch(/^v1\./);
      expect(row?.totpSecret).not.toContain(key);

      // The next sign-in asks for the code only; the code just used is refused.
      const again = staffSecondFactorSchema.parse(await (await signIn(email)).json());
      expect(again).toMatchObject({ secondFactor: "code", setup: null });
      expect((await sendCode(again.challenge, right)).status).toBe(401);
      h.clock.advance(30_000);
      expect((await sendCode(again.challenge, codeAt(key, h.clock.now()))).status).toBe(200);
      // A spent challenge opens nothing.
      const spent = await sendCode(again.challenge, codeAt(key, h.clock.now()));
      expect(await spent.json()).toMatchObject({ error: M.CODE_TOKEN_EXPIRED });
    });

    it("spends a challenge after five wrong codes or five minutes, and ten wrong codes lock the account", async () => {
      const email = await member("ADMINISTRADOR");
      await signedIn(email);
      const challenge = async () =>
        staffSecondFactorSchema.parse(await (await signIn(email)).json()).challenge;

      const late = await challenge();
      h.clock.advance(5 * 60_000 + 1);
      expect(await (await sendCode(late, nextCode(email))).json()).toMatchObject({
        error: M.CODE_TOKEN_EXPIRED,
      });

      const tried = await challenge();
      for (let i = 0; i < 5; i += 1) {
        expect((await sendCode(tried, "000000")).status).toBe(401);
      }
      expect(await (await sendCode(tried, nextCode(email))).json()).toMatchObject({
        error: M.CODE_TOKEN_EXPIRED,
      });
      // The right password does not start the count again: five more wrong codes lock.
      const more = await challenge();
      for (let i = 0; i < 4; i += 1) {
        expect((await sendCode(more, "000000")).status).toBe(401);
      }
      const tenth = await sendCode(more, "000000");
      expect(tenth.status).toBe(429);
      expect((await signIn(email)).status).toBe(429);
    });

    it("asks for the code after an administrator's password change too", async () => {
      const email = await member("ADMINISTRADOR");
      await signedIn(email);
      const changed = await h.send("POST", CHANGE, {
        email,
        currentPassword: PASSWORD,
        newPassword: "Concepcion-2027!",
      });
      expect(changed.status).toBe(202);
      expect(changed.headers.get("set-cookie")).toBeNull();
    });

    it("lets an administrator reset a member's second factor: the next sign-in sets one up again", async () => {
      const admin = await member("ADMINISTRADOR");
      const gerente = await member("GERENTE");
      const a = await signedIn(admin);
      await signedIn(gerente);
      const asAdmin = { Cookie: a.cookie, [CSRF_HEADER]: a.csrf };
      const people = (await (await h.get("/api/back-office/personal", asAdmin)).json())
        .data as Array<{ id: number; email: string; secondFactor: boolean }>;
      const target = people.find((each) => each.email === gerente);
      expect(target?.secondFactor).toBe(true);
      const reset = await h.send(
        "PATCH",
        `/api/back-office/personal/${target?.id}`,
        { resetSecondFactor: true },
        asAdmin,
      );
      expect(reset.status).toBe(200);
      expect((await reset.json()).data.secondFactor).toBe(false);
      const step = staffSecondFactorSchema.parse(await (await signIn(gerente)).json());
      expect(step.secondFactor).toBe("setup");
    });

    it("refuses a malformed code or challenge in Spanish", async () => {
      const res = await sendCode("corto", "12ab");
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.issues).toEqual([
        { path: "challenge", message: M.CODE_TOKEN_EXPIRED },
        { path: "code", message: M.INVALID_CODE },
      ]);
    });
  });
});
