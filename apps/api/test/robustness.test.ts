import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

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
      issues: [{ path: "originLead", message: "Contiene caracteres no permitidos" }],
    });
  });

  it("refuses a body over 1 MB with 413 and a Spanish message, and stores nothing", async () => {
    const huge = JSON.stringify({ ids: [1], profile: { nombre: "x".repeat(2 * 1024 * 1024) } });
    const res = await h.send("POST", "/api/insurance/calculatePrices", huge);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "La solicitud es demasiado grande (máximo 1 MB)" });
  });
});
