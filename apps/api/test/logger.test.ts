import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database";
import { leads } from "../src/db/schema";
import { createLogger, REDACTED } from "../src/logger";
import { databaseTargets, type OpenedDatabase } from "./support/test-database";

/** A logger whose lines are kept in memory. */
function capture() {
  const lines: string[] = [];
  const log = createLogger({ level: "info", destination: { write: (line) => lines.push(line) } });
  return { log, text: () => lines.join(""), parsed: () => lines.map((line) => JSON.parse(line)) };
}

const SECRET_EMAIL = "maria.secreta@example.com";
const SECRET_PHONE = "+56987654321";

describe("the logger's redaction", () => {
  it("replaces personal fields and credentials with [redactado], at the top and one level down", () => {
    const { log, parsed } = capture();
    log.info(
      {
        email: SECRET_EMAIL,
        lead: { nombre: "María", telefono: SECRET_PHONE, rut: "12.345.678-5", kind: "plan" },
        req: { headers: { authorization: "Bearer abc", "x-forwarded-for": "203.0.113.9" } },
        accessToken: "tok",
      },
      "stored",
    );
    const [line] = parsed();
    expect(line.email).toBe(REDACTED);
    expect(line.lead).toEqual({
      nombre: REDACTED,
      telefono: REDACTED,
      rut: REDACTED,
      kind: "plan",
    });
    expect(line.req.headers).toEqual({ authorization: REDACTED, "x-forwarded-for": REDACTED });
    expect(line.accessToken).toBe(REDACTED);
    expect(line.msg).toBe("stored");
  });

  it("redacts links, addresses and the headers that could act as a visitor", () => {
    const { log, text, parsed } = capture();
    const token = "Tx8f2bQk9ZLw1mRv3cYh7uNs0pEa5dGj4KiXoBtCzWq";
    log.info(
      {
        url: `/api/compra-online/${token}/pago`,
        mail: {
          link: `https://www.queseguro.com/mis-datos#codigo=${token}`,
          sealedBody: "v1.secret",
        },
        payment: { redirectUrl: `https://x/Pago?session=${token}`, returnUrl: `?session=${token}` },
        leadToken: token,
        session: token,
        req: {
          headers: {
            "idempotency-key": "clave-0001",
            "proxy-authorization": "Basic abc",
            "x-country": "CO",
          },
        },
      },
      "handled",
    );
    expect(text()).not.toContain(token);
    const [line] = parsed();
    expect(line.req.headers).toEqual({
      "idempotency-key": REDACTED,
      "proxy-authorization": REDACTED,
      "x-country": "CO",
    });
    expect(line.mail).toEqual({ link: REDACTED, sealedBody: REDACTED });
  });
});

describe.each(databaseTargets())("database errors in the logs on $name", (target) => {
  let opened: OpenedDatabase;
  let db: Database;
  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    if (!opened.seeded) await db.migrate();
  });
  afterAll(async () => {
    await opened?.cleanup();
  });

  const lead = (id: string) => ({
    id,
    kind: "plan",
    countryId: 1,
    email: SECRET_EMAIL,
    phone: SECRET_PHONE,
    payload: { email: SECRET_EMAIL, telefono: SECRET_PHONE },
    consent: true,
    consentTextVersion: "v1",
    consentedAt: new Date(),
    idempotencyKey: "idem-secret-key",
  });

  const failure = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      return error;
    }
    throw new Error("the query was expected to fail");
  };

  it("logs a unique violation with its SQL, SQLSTATE and constraint but none of the parameters", async () => {
    await db.orm.insert(leads).values(lead("00000000-0000-4000-8000-000000000001"));
    const error = await failure(() =>
      db.orm.insert(leads).values(lead("00000000-0000-4000-8000-000000000002")),
    );
    // The error itself carries the values: they must not reach the log.
    expect(String((error as Error).message)).toContain(SECRET_EMAIL);

    const { log, text, parsed } = capture();
    log.error({ err: error }, "Lead not stored");
    log.error(error);
    for (const secret of [SECRET_EMAIL, SECRET_PHONE, "idem-secret-key", "00000000-0000-4000"]) {
      expect(text()).not.toContain(secret);
    }
    const [first, second] = parsed();
    expect(second.msg).toBe("Failed query");
    expect(first.err.message).toBe("Failed query");
    expect(first.err.sql).toMatch(/^insert into "leads" .*values \(\$1, \$2/);
    expect(first.err.cause).toMatchObject({
      type: "DatabaseError",
      sqlstate: "23505",
      constraint: "leads_idempotency_uq",
      table: "leads",
      message: 'duplicate key value violates unique constraint "leads_idempotency_uq"',
    });
    expect(first.err.cause.detail).toBeUndefined();
    expect(first.err.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
    expect(second.err.sql).toBe(first.err.sql);
  });

  it("drops a value the database quotes in its message", async () => {
    const error = await failure(() => db.orm.execute(sql`select ${SECRET_EMAIL}::int`));
    const { log, text, parsed } = capture();
    log.warn({ err: error }, "Bad cast");
    expect(text()).not.toContain(SECRET_EMAIL);
    expect(parsed()[0].err.cause).toMatchObject({
      sqlstate: "22P02",
      message: `invalid input syntax for type integer: "${REDACTED}"`,
    });
  });
});
