import { connect, type Socket } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../src/db/schema";
import { answerClientErrors, NODE_SERVER_OPTIONS } from "../src/http/node-server";
import { type Harness, startHarness } from "./support/harness";
import { type DatabaseTarget, databaseTargets } from "./support/test-database";

/** Odd values put in every path parameter, query parameter and body of every route. */
const oddValues = [
  "%00",
  "99999999999999999999",
  "-1",
  "1e400",
  "'%20or%201=1--",
  "%F0%9F%98%80",
  "x".repeat(3000),
  "%E0%A4%A",
];
const oddBodies = [
  "[]",
  "null",
  '"texto"',
  "42",
  '{"a":{"b":{"c":[1,2,{"d":"\\u0000"}]}}}',
  "{",
  "",
];

describe.each(databaseTargets())("no input crashes the server on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("answers below 500 with a JSON error for odd path and query values on every route", async () => {
    const failures: string[] = [];
    for (const route of h.app.routes) {
      for (const value of oddValues) {
        const path = route.path.replace(/\{[^}]+\}/g, value);
        const query = `?organizationTypes=${value}&page=${value}&productTypeName=${value}&token=${value}&subdomain=${value}&email=${value}&_fh=${value}&organizationIds=${value}&priceMin=${value}`;
        const res =
          route.method === "get"
            ? await h.get(path + query)
            : await h.send(route.method.toUpperCase(), path + query, {});
        if (res.status >= 500)
          failures.push(`${route.method} ${path.slice(0, 80)} → ${res.status}`);
        if (res.status >= 400) {
          const json = await res.json();
          if (typeof json.error !== "string")
            failures.push(`${route.method} ${path} without error body`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers below 500 for odd bodies on every non-GET route", async () => {
    const failures: string[] = [];
    for (const route of h.app.routes.filter((r) => r.method !== "get")) {
      const path = route.path.replace(/\{[^}]+\}/g, "1");
      for (const body of oddBodies) {
        const res = await h.send(route.method.toUpperCase(), path, body);
        if (res.status >= 500)
          failures.push(`${route.method} ${path} ${body.slice(0, 30)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses text with a NUL character as invalid data", async () => {
    const res = await h.send("POST", "/api/contactos", {
      nombre: "Ana Díaz",
      email: "nul@example.com",
      agree: true,
      originLead: "web\u0000",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Datos inválidos",
      issues: [
        {
          path: "originLead",
          message: "Contiene caracteres no permitidos o texto Unicode inválido",
        },
      ],
    });
  });

  it("refuses a body over 64 KB with 413 and a Spanish message, and stores nothing", async () => {
    const huge = JSON.stringify({
      nombre: "Ana",
      email: "x@example.com",
      agree: true,
      mensaje: "x".repeat(64 * 1024),
    });
    const res = await h.send("POST", "/api/contactos", huge);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "La solicitud es demasiado grande (máximo 64 KB)" });
    expect(await h.db.orm.select().from(leads).where(eq(leads.email, "x@example.com"))).toEqual([]);
  });

  it("refuses JSON nested deeper than 32 levels, even 20,000 deep, with a Spanish 400", async () => {
    const nested = (depth: number) => `{"nombre":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const ok = await h.send("POST", "/api/contactos", nested(31));
    expect(ok.status).toBe(400);
    expect(JSON.stringify(await ok.json())).not.toContain("anida");
    for (const depth of [33, 20_000]) {
      const res = await h.send("POST", "/api/contactos", nested(depth));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "Datos inválidos",
        issues: [{ path: "", message: "El JSON anida demasiados niveles (máximo 32)" }],
      });
    }
  });

  it("refuses a lone surrogate in a value or a key as invalid Unicode", async () => {
    for (const body of [
      '{"nombre":"Ana \\ud800","email":"u@example.com","agree":true}',
      '{"nombre":"Ana","email":"u@example.com","agree":true,"\\udc00":1}',
    ]) {
      const res = await h.send("POST", "/api/contactos", body);
      expect(res.status).toBe(400);
      expect((await res.json()).issues[0].message).toBe(
        "Contiene caracteres no permitidos o texto Unicode inválido",
      );
    }
  });

  it("refuses an e-mail over 254 characters", async () => {
    const res = await h.send("POST", "/api/contactos", {
      nombre: "Ana Díaz",
      email: `${"a".repeat(250)}@example.com`,
      agree: true,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((i: { path: string }) => i.path)).toContain("email");
  });

  it("answers an address over 8 KB with 414 in Spanish", async () => {
    const res = await h.get(`/api/country?x=${"a".repeat(9 * 1024)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ error: "La dirección es demasiado larga (máximo 8 KB)" });
  });

  it("names types in Spanish, never zod's English names", async () => {
    const res = await h.send("POST", "/api/feedbacks", { rating: "cinco" });
    const text = JSON.stringify(await res.json());
    expect(res.status).toBe(400);
    expect(text).not.toMatch(/\b(int|string|number|expected|received|true|false)\b/i);
  });
});

describe("the API's Node server", () => {
  let server: ServerType;
  let port = 0;
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(databaseTargets()[0] as DatabaseTarget);
    await new Promise<void>((ready) => {
      server = serve(
        { fetch: h.app.fetch, port: 0, hostname: "127.0.0.1", serverOptions: NODE_SERVER_OPTIONS },
        (info) => {
          port = info.port;
          ready();
        },
      );
      answerClientErrors(server);
    });
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    await h?.close();
  });

  /** One raw HTTP exchange: what is written, and everything the server sends back. */
  const exchange = (write: (socket: Socket) => void) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => write(socket));
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk.toString("utf8");
      });
      socket.on("end", () => resolve(answer));
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
    });

  it("counts a chunked body without Content-Length and refuses it past 64 KB", async () => {
    const answer = await exchange((socket) => {
      socket.write(
        "POST /api/contactos HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Country: CO\r\nx-qpversion: 1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
      );
      const chunk = `{"mensaje":"${"x".repeat(70 * 1024)}"}`;
      socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n0\r\n\r\n`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain("La solicitud es demasiado grande (máximo 64 KB)");
  });

  it("answers a 20 KB address with Spanish JSON, and a 40 KB head with a Spanish 431", async () => {
    const long = await fetch(`http://127.0.0.1:${port}/api/country?x=${"a".repeat(20 * 1024)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toEqual({ error: "La dirección es demasiado larga (máximo 8 KB)" });
    const answer = await exchange((socket) =>
      socket.write(
        `GET /api/country HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(40 * 1024)}\r\n\r\n`,
      ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer).toContain('{"error":"Los encabezados de la solicitud son demasiado grandes"}');
    const after = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(after.status).toBeLessThan(500);
  });
});
