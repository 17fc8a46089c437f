import { randomBytes, randomUUID } from "node:crypto";
import { visitorHeaders } from "@qs/visitor-address/site-service";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../src/config";
import type { ApiServer } from "../src/create-server";
import { leads, robotFlags } from "../src/db/schema";
import type { RecordedRoute } from "../src/http/route-spec";
import { fixtureIds } from "./fixtures/small-catalog";
import { fromSocket, getFrom, notRobotPath, solvedChallenge } from "./support/client";
import { COMMON_HEADERS, type Harness, readJson, startHarness } from "./support/harness";
import { planRequest as planRequestOf } from "./support/requests";
import { databaseTargets } from "./support/test-database";

/** Two of everything: the third request of a client within the window is refused. */
const LIMITS: Config["rateLimits"] = {
  leadsPerHour: 2,
  contactsPerHour: 2,
  feedbacksPerHour: 2,
  sharedLinksPerHour: 2,
  downloadLinksPerDay: 2,
  privacyRequestsPerHour: 2,
  staffSignInsPerHour: 2,
  quotesPerHour: 2,
  purchasesPerHour: 2,
  referralLookupsPerHour: 2,
};
const HOUR_MS = 60 * 60 * 1000;
const LISTING = "/api/compare/products?organizationTypes=ASEG";

const token = () => randomBytes(32).toString("base64url");
const planRequest = (email: string) => planRequestOf(email, { price: 120000 });
const download = (email: string) => ({
  fingerprintId: "fp-1",
  document_id: fixtureIds.documents.esencialConditions,
  insurance_id: fixtureIds.products.esencial,
  email,
});

interface Call {
  method: string;
  path: string;
  body?: () => unknown;
}

/** Every limited route with a body that passes validation (the work may still answer 404). */
const LIMITED: Array<{ limit: string; calls: Call[] }> = [
  {
    limit: "leads",
    calls: [
      {
        method: "POST",
        path: "/api/solicitarplans",
        body: () => planRequest(`${token().slice(0, 8)}@example.com`),
      },
      {
        method: "POST",
        path: "/api/seguro-adicional/solicitar",
        body: () => ({
          ...planRequest(`${token().slice(0, 8)}@example.com`),
          fechanacimiento: "1990-04-12",
        }),
      },
      {
        method: "POST",
        path: "/api/solicitarplans/update",
        body: () => ({ accessToken: token(), nombre: "Ana Díaz" }),
      },
      {
        method: "POST",
        path: "/api/seguro-adicional/update",
        body: () => ({ accessToken: token(), nombre: "Ana Díaz" }),
      },
    ],
  },
  {
    limit: "contacts",
    calls: [
      {
        method: "POST",
        path: "/api/contactos",
        body: () => ({ nombre: "Pedro Soto", email: "pedro@example.com", agree: true }),
      },
    ],
  },
  {
    limit: "feedbacks",
    calls: [
      { method: "POST", path: "/api/feedbacks", body: () => ({ rating: 4 }) },
      { method: "PATCH", path: `/api/feedbacks/${token()}`, body: () => ({ rating: 2 }) },
    ],
  },
  {
    limit: "sharedLinks",
    calls: [
      {
        method: "POST",
        path: "/api/buscarplanes/sharedinsurance",
        body: () => ({ url: "http://localhost:5173/Comparar" }),
      },
      {
        method: "PUT",
        path: "/api/buscarplanes/sharedinsurance",
        body: () => ({
          sharedLink: "AbCdEfGhIjKlMnOpQrStUv",
          editToken: token(),
          url: "http://localhost:5173/Comparar",
        }),
      },
      { method: "GET", path: "/api/buscarplanes/sharedinsurance/AbCdEfGhIjKlMnOpQrStUv" },
      { method: "POST", path: "/api/buscarplanes/sharedinsurance/AbCdEfGhIjKlMnOpQrStUv" },
      {
        method: "POST",
        path: "/api/buscarplanes/comparator-url",
        body: () => ({ url: "http://localhost:5173/Comparar?organizationIds=101" }),
      },
    ],
  },
  {
    limit: "downloadLinks",
    calls: [
      {
        method: "POST",
        path: "/api/documentdownload/generate",
        body: () => download(`${token().slice(0, 8)}@example.com`),
      },
    ],
  },
  {
    // Each lookup says whether an address is an advisor's: unlimited, anyone could test a
    // whole list of addresses. Unknown addresses count as much as known ones.
    limit: "referralLookups",
    calls: [
      { method: "GET", path: "/api/referral/advisor?email=ana.asesora@queseguro.com" },
      { method: "GET", path: "/api/referral/advisor?email=nadie@queseguro.com" },
    ],
  },
];

let addressCounter = 0;
/** A fresh client address (TEST-NET-2), so each test starts with no counts. */
const newClient = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

describe.each(databaseTargets())("abuse controls on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, {
      rateLimits: LIMITS,
      sharedLinkHosts: ["localhost"],
      altchaMaxNumber: 2000,
    });
  });
  afterAll(async () => {
    await h?.close();
  });
  /** The route table as recorded for OpenAPI (the app's `routes`). */
  const routeTable = () => h.app.routes as readonly RecordedRoute[];

  /** A request from the peer at `socket`, with the country and version headers. */
  const call = (
    app: ApiServer,
    socket: string,
    { method, path, body }: Call,
    headers: Record<string, string> = {},
  ) =>
    app.request(
      path,
      {
        method,
        headers: { "Content-Type": "application/json", ...COMMON_HEADERS, ...headers },
        ...(body ? { body: JSON.stringify(body()) } : {}),
      },
      fromSocket(socket),
    );

  describe("per-client rate limits", () => {
    const routes = LIMITED.flatMap(({ limit, calls }) => calls.map((c) => ({ limit, ...c })));

    it.each(routes)(
      "$method $path answers 429 with Retry-After over the $limit limit",
      async (route) => {
        // The route table says so (OpenAPI documents the 429 from it)...
        const declared = routeTable().find(
          (r) =>
            r.method === route.method.toLowerCase() &&
            new RegExp(`^${r.path.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(
              route.path.split("?")[0] ?? "",
            ),
        );
        expect(declared?.rateLimit).toBe(route.limit);
        // ...and the third request of one client within the window is refused.
        const client = newClient();
        for (let i = 0; i < 2; i++) {
          const res = await call(h.app, client, route);
          expect([400, 429], await res.clone().text()).not.toContain(res.status);
        }
        const refused = await call(h.app, client, route);
        expect(refused.status).toBe(429);
        const perDay = route.limit === "downloadLinks";
        expect(refused.headers.get("retry-after")).toBe(perDay ? "86400" : "3600");
        expect(await readJson(refused)).toEqual({
          error: `Demasiadas solicitudes. Intenta nuevamente en ${perDay ? 1440 : 60} minutos.`,
        });
        // Another client is not affected.
        expect((await call(h.app, newClient(), route)).status).not.toBe(429);
      },
    );

    it("declares the privacy limit on every privacy request and consent write", () => {
      const privacy = routeTable().filter(
        (r) =>
          r.path.startsWith("/api/privacidad") ||
          (r.path.startsWith("/api/consents") && r.method !== "get"),
      );
      for (const r of privacy) expect(r.rateLimit, `${r.method} ${r.path}`).toBe("privacy");
    });

    it("opens a new window once the period is over, and says how long is left", async () => {
      const client = newClient();
      const [route] = LIMITED[1]?.calls ?? [];
      if (!route) throw new Error("no contact route");
      await call(h.app, client, route);
      h.clock.advance(30 * 60 * 1000);
      await call(h.app, client, route);
      const refused = await call(h.app, client, route);
      expect(refused.headers.get("retry-after")).toBe("1800");
      expect((await readJson(refused)).error).toBe(
        "Demasiadas solicitudes. Intenta nuevamente en 30 minutos.",
      );
      h.clock.advance(29 * 60 * 1000 + 59_000);
      const last = await call(h.app, client, route);
      expect(last.headers.get("retry-after")).toBe("1");
      expect((await readJson(last)).error).toBe(
        "Demasiadas solicitudes. Intenta nuevamente en 1 minuto.",
      );
      h.clock.advance(1000);
      expect((await call(h.app, client, route)).status).toBe(201);
    });

    it("does not count a request refused by validation", async () => {
      const client = newClient();
      const invalid: Call = {
        method: "POST",
        path: "/api/contactos",
        body: () => ({ nombre: "P", email: "no-es-correo", agree: true }),
      };
      for (let i = 0; i < 5; i++) expect((await call(h.app, client, invalid)).status).toBe(400);
      const [valid] = LIMITED[1]?.calls ?? [];
      if (!valid) throw new Error("no contact route");
      expect((await call(h.app, client, valid)).status).toBe(201);
      expect((await call(h.app, client, valid)).status).toBe(201);
      expect((await call(h.app, client, valid)).status).toBe(429);
    });

    it("does not count an idempotent replay, and never stores a 429 under a key", async () => {
      const client = newClient();
      const route: Call = {
        method: "POST",
        path: "/api/buscarplanes/comparator-url",
        body: () => ({ url: "http://localhost:5173/Comparar?sort=popular" }),
      };
      const keyed = (key: string) => call(h.app, client, route, { "Idempotency-Key": key });
      const first = await keyed("replay-key-0001");
      expect(first.status).toBe(201);
      for (let i = 0; i < 4; i++) {
        const replay = await keyed("replay-key-0001");
        expect(replay.status).toBe(201);
        expect(replay.headers.get("idempotent-replayed")).toBe("true");
      }
      expect((await keyed("replay-key-0002")).status).toBe(201);
      const refused = await keyed("replay-key-0003");
      expect(refused.status).toBe(429);
      // Over the limit, a replay still gets its first answer.
      expect((await keyed("replay-key-0001")).status).toBe(201);
      h.clock.advance(HOUR_MS);
      const retried = await keyed("replay-key-0003");
      expect(retried.status).toBe(201);
      expect(retried.headers.get("idempotent-replayed")).toBeNull();
    });

    it("holds across two API processes over the same database", async () => {
      const one = h.rebuild();
      const two = h.rebuild();
      const client = newClient();
      const [route] = LIMITED[1]?.calls ?? [];
      if (!route) throw new Error("no contact route");
      expect((await call(one, client, route)).status).toBe(201);
      expect((await call(two, client, route)).status).toBe(201);
      expect((await call(one, client, route)).status).toBe(429);
      expect((await call(two, client, route)).status).toBe(429);
      const together = await Promise.all(
        [one, two, one, two].map((app) => call(app, client, route)),
      );
      expect(together.every((res) => res.status === 429)).toBe(true);
    });

    it("counts concurrent requests of one client exactly", async () => {
      const client = newClient();
      const [route] = LIMITED[1]?.calls ?? [];
      if (!route) throw new Error("no contact route");
      const other = h.rebuild();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => call(i % 2 ? other : h.app, client, route)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    });
  });

  describe("download links", () => {
    const generate = (client: string, email: string) =>
      call(h.app, client, {
        method: "POST",
        path: "/api/documentdownload/generate",
        body: () => download(email),
      });

    it("counts the per-e-mail limit per client, so nobody can lock out someone else", async () => {
      const app = h.rebuild({ rateLimits: { ...LIMITS, downloadLinksPerDay: 100 } });
      const send = (client: string, email: string) =>
        call(app, client, {
          method: "POST",
          path: "/api/documentdownload/generate",
          body: () => download(email),
        });
      const victim = newClient();
      const attacker = newClient();
      const email = "victima@example.com";
      for (let i = 0; i < h.config.downloadLinksPerDay; i++) {
        expect((await send(attacker, email)).status).toBe(201);
      }
      const refused = await send(attacker, email);
      expect(refused.status).toBe(429);
      expect(await readJson(refused)).toEqual({
        error: "Límite de descargas alcanzado. Intenta nuevamente en 24 horas.",
      });
      expect(refused.headers.get("retry-after")).toBe("86400");
      // The owner of the address still gets their links.
      expect((await send(victim, email)).status).toBe(201);
    });

    it("bounds the links one client can send in a day, whatever the e-mails", async () => {
      const client = newClient();
      expect((await generate(client, "uno@example.com")).status).toBe(201);
      expect((await generate(client, "dos@example.com")).status).toBe(201);
      expect((await generate(client, "tres@example.com")).status).toBe(429);
    });
  });

  describe("in-process bounds on costly work", () => {
    const person = { sexo: "Femenino", edad: 30 };
    const BOUNDED: Array<{ limit: string; call: Call }> = [
      {
        limit: "pricing",
        call: {
          method: "POST",
          path: "/api/insurance/calculatePrices",
          body: () => ({ ids: [fixtureIds.products.esencial], profile: { cotizante: [person] } }),
        },
      },
      {
        limit: "pricing",
        call: {
          method: "POST",
          path: `/api/insurance/${fixtureIds.products.esencial}/calculatePrice`,
          body: () => ({ profile: { cotizante: [person] } }),
        },
      },
      {
        limit: "priceSorts",
        call: {
          method: "POST",
          path: "/api/compare/products/byProfilePrice",
          body: () => ({
            query: { organizationTypes: "ASEG", sort: "yearlyCost" },
            profile: { cotizante: [person] },
          }),
        },
      },
      {
        limit: "purchaseSteps",
        call: {
          method: "PUT",
          path: `/api/compra-online/${token()}/holder`,
          body: () => ({ nombre: "Ana" }),
        },
      },
      {
        limit: "chatActions",
        call: {
          method: "POST",
          path: `/api/chat/conversations/${randomUUID()}/read`,
          body: () => ({ upTo: 1 }),
        },
      },
      {
        limit: "chatActions",
        call: { method: "POST", path: `/api/chat/conversations/${randomUUID()}/close` },
      },
      {
        limit: "profileForm",
        call: {
          method: "POST",
          path: "/api/profile-form/data",
          body: () => ({
            form: { cotizante_edad: "30" },
            productType: { name: "POLIZA DE SALUD" },
          }),
        },
      },
    ];
    const bounded = () =>
      h.rebuild({
        robotMaxRequests: 1000,
        workLimits: {
          pricingPerMinute: 2,
          priceSortsPerMinute: 2,
          purchaseStepsPerMinute: 2,
          chatActionsPerMinute: 2,
          profileFormPerMinute: 2,
        },
      });

    it.each(BOUNDED)(
      "$call.method $call.path answers 429 beyond the $limit bound, for that client only",
      async ({ limit, call: route }) => {
        const declared = routeTable().find(
          (r) =>
            r.method === route.method.toLowerCase() &&
            new RegExp(`^${r.path.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(route.path),
        );
        expect(declared?.workLimit).toBe(limit);
        const app = bounded();
        const client = newClient();
        for (let i = 0; i < 2; i++) {
          const res = await call(app, client, route);
          expect(res.status, await res.clone().text()).not.toBe(429);
        }
        const refused = await call(app, client, route);
        expect(refused.status).toBe(429);
        expect(refused.headers.get("retry-after")).toBe("60");
        expect(await readJson(refused)).toEqual({
          error: "Demasiadas solicitudes. Intenta nuevamente en 1 minuto.",
        });
        expect((await call(app, newClient(), route)).status).not.toBe(429);
        // A new minute, a new allowance.
        h.clock.advance(60_000);
        expect((await call(app, client, route)).status).not.toBe(429);
      },
    );
  });

  describe("client identity", () => {
    const contact: Call = {
      method: "POST",
      path: "/api/contactos",
      body: () => ({ nombre: "Pedro Soto", email: "pedro@example.com", agree: true }),
    };

    it("changes nothing when X-Forwarded-For or X-Fingerprint are spoofed without TRUST_PROXY", async () => {
      const client = newClient();
      const spoofed = (i: number) => ({
        "X-Forwarded-For": `203.0.113.${i}`,
        "X-Fingerprint": `navegador-${i}`,
      });
      expect((await call(h.app, client, contact, spoofed(1))).status).toBe(201);
      expect((await call(h.app, client, contact, spoofed(2))).status).toBe(201);
      expect((await call(h.app, client, contact, spoofed(3))).status).toBe(429);
      // The address the header named is not charged.
      expect((await call(h.app, "203.0.113.1", contact)).status).toBe(201);
    });

    it("with TRUST_PROXY counts the rightmost hop that is not a trusted proxy", async () => {
      const app = h.rebuild({ trustProxy: ["loopback", "10.0.0.0/8"] });
      const through = (chain: string) =>
        call(app, "127.0.0.1", contact, { "X-Forwarded-For": chain });
      const visitor = newClient();
      // What the visitor wrote comes first; the load balancer appended what it saw.
      expect((await through(`1.1.1.1, ${visitor}, 10.0.0.5`)).status).toBe(201);
      expect((await through(`2.2.2.2, ${visitor}, 10.0.0.5`)).status).toBe(201);
      expect((await through(`${visitor}, 10.0.0.5`)).status).toBe(429);
      // Other visitors behind the same proxies are counted apart.
      expect((await through(`${newClient()}, 10.0.0.5`)).status).toBe(201);
      // A peer that is not a trusted proxy is the client, whatever it forwards.
      const outsider = newClient();
      expect((await call(app, outsider, contact, { "X-Forwarded-For": visitor })).status).toBe(201);
    });

    it("counts the IPv6 addresses of one /64 as one client", async () => {
      expect((await call(h.app, "2001:db8:5:6::1", contact)).status).toBe(201);
      expect((await call(h.app, "2001:db8:5:6::2", contact)).status).toBe(201);
      expect((await call(h.app, "2001:db8:5:6:ffff::3", contact)).status).toBe(429);
      expect((await call(h.app, "2001:db8:5:7::1", contact)).status).toBe(201);
    });
  });

  describe("robot flag", () => {
    const robotApp = () => h.rebuild({ robotMaxRequests: 2, robotWindowSeconds: 60 });
    const flag = async (app: ApiServer, client: string) => {
      for (let i = 0; i < 2; i++) expect((await getFrom(app, client, LISTING)).status).toBe(200);
      expect((await getFrom(app, client, LISTING)).status).toBe(401);
    };

    it("is raised on the socket's address: a spoofed header neither frames a victim nor escapes", async () => {
      const app = robotApp();
      const attacker = newClient();
      const victim = newClient();
      for (let i = 0; i < 2; i++) {
        const res = await getFrom(app, attacker, LISTING, { "X-Forwarded-For": victim });
        expect(res.status).toBe(200);
      }
      expect((await getFrom(app, attacker, LISTING, { "X-Forwarded-For": victim })).status).toBe(
        401,
      );
      expect((await getFrom(app, victim, LISTING)).status).toBe(200);
      const flagged = await h.db.orm
        .select({ key: robotFlags.clientKey })
        .from(robotFlags)
        .where(eq(robotFlags.clientKey, attacker));
      expect(flagged).toHaveLength(1);
      // Another header or fingerprint does not get the attacker out.
      const disguised = await getFrom(app, attacker, LISTING, {
        "X-Forwarded-For": "192.0.2.200",
        "X-Fingerprint": "otro",
      });
      expect(disguised.status).toBe(401);
    });

    it("with the site service credential falls on the visitor a site server renders for, never on the site server", async () => {
      const token = "servicio-de-sitio-".padEnd(43, "x");
      const app = h.rebuild({
        robotMaxRequests: 2,
        robotWindowSeconds: 60,
        siteServiceToken: token,
      });
      const siteServer = newClient();
      const visitor = newClient();
      const other = newClient();
      const rendering = (address: string) => visitorHeaders(token, address);
      // One visitor asks the site server for listing after listing (each page a new query).
      for (let i = 0; i < 2; i++) {
        expect((await getFrom(app, siteServer, LISTING, rendering(visitor))).status).toBe(200);
      }
      expect((await getFrom(app, siteServer, LISTING, rendering(visitor))).status).toBe(401);
      // Everyone else the site server renders for still gets plans, and so does the server.
      expect((await getFrom(app, siteServer, LISTING, rendering(other))).status).toBe(200);
      expect((await getFrom(app, siteServer, LISTING)).status).toBe(200);
      const flagged = await h.db.orm
        .select({ key: robotFlags.clientKey })
        .from(robotFlags)
        .where(inArray(robotFlags.clientKey, [siteServer, visitor, other]));
      expect(flagged.map((row) => row.key)).toEqual([visitor]);
    });

    it("cannot be moved onto someone else with a visitor address and no credential", async () => {
      const token = "servicio-de-sitio-".padEnd(43, "x");
      const app = h.rebuild({
        robotMaxRequests: 2,
        robotWindowSeconds: 60,
        siteServiceToken: token,
      });
      const attacker = newClient();
      const victim = newClient();
      const forged = [
        { "X-Visitor-Address": victim },
        visitorHeaders("adivinado-".padEnd(43, "y"), victim),
      ];
      for (const headers of forged) {
        expect((await getFrom(app, attacker, LISTING, headers)).status).toBe(200);
      }
      expect((await getFrom(app, attacker, LISTING, forged[0])).status).toBe(401);
      expect((await getFrom(app, victim, LISTING)).status).toBe(200);
    });

    it("is lifted only by a solved challenge, and each solution counts once", async () => {
      const app = robotApp();
      const client = newClient();
      await flag(app, client);

      const anything = await getFrom(app, client, "/api/buscarplanes/notrobot?_fh=anything");
      expect(anything.status).toBe(400);
      expect(await readJson(anything)).toEqual({
        error: "La verificación de que no eres un robot no es válida. Inténtalo nuevamente.",
      });

      const payload = await solvedChallenge(app, client);
      const decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
      const wrongNumber = Buffer.from(
        JSON.stringify({ ...decoded, number: decoded.number + 1 }),
      ).toString("base64");
      const forged = await getFrom(app, client, notRobotPath(wrongNumber));
      expect(forged.status).toBe(403);
      expect((await readJson(forged)).error).toBe(
        "La verificación de que no eres un robot no es válida. Inténtalo nuevamente.",
      );
      expect((await getFrom(app, client, LISTING)).status).toBe(401);

      const lifted = await getFrom(app, client, notRobotPath(payload));
      expect(lifted.status).toBe(200);
      expect(await readJson(lifted)).toEqual({ data: { robot: false, lifted: true } });
      expect((await getFrom(app, client, LISTING)).status).toBe(200);

      // One more request and the client is over the limit again.
      expect((await getFrom(app, client, LISTING)).status).toBe(200);
      expect((await getFrom(app, client, LISTING)).status).toBe(401);
      // The same solution again, even from another client, is refused.
      for (const from of [client, newClient()]) {
        const replayed = await getFrom(app, from, notRobotPath(payload));
        expect(replayed.status).toBe(403);
        expect(await readJson(replayed)).toEqual({
          error: "Esta verificación ya se usó. Inténtalo nuevamente.",
        });
      }
      expect((await getFrom(app, client, LISTING)).status).toBe(401);
    });

    it("refuses a solution after its challenge expired (5 minutes)", async () => {
      const app = robotApp();
      const client = newClient();
      await flag(app, client);
      const challenge = await readJson(await getFrom(app, client, "/api/buscarplanes/challenge"));
      expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: 2000 });
      const expires = Math.floor((h.clock.now().getTime() + 300_000) / 1000);
      expect(challenge.salt).toContain(`expires=${expires}`);
      const payload = await solvedChallenge(app, client);
      h.clock.advance(5 * 60 * 1000);
      const late = await getFrom(app, client, notRobotPath(payload));
      expect(late.status).toBe(403);
      expect((await readJson(late)).error).toBe(
        "La verificación de que no eres un robot expiró. Inténtalo nuevamente.",
      );
    });

    it("refuses a challenge signed with another key", async () => {
      const app = robotApp();
      const client = newClient();
      const other = h.rebuild({ altchaHmacKey: "another-key-of-at-least-thirty-two-chars" });
      const payload = await solvedChallenge(other, client);
      expect((await getFrom(app, client, notRobotPath(payload))).status).toBe(403);
    });

    it("gives a client whose flag was lifted elsewhere a fresh count in every process", async () => {
      const one = robotApp();
      const two = robotApp();
      const client = newClient();
      await flag(one, client);
      // The second process counted the client too, up to its limit.
      for (let i = 0; i < 2; i++) await getFrom(two, client, LISTING);
      h.clock.advance(1000);
      const lifted = await getFrom(one, client, notRobotPath(await solvedChallenge(one, client)));
      expect(lifted.status).toBe(200);
      expect((await getFrom(two, client, LISTING)).status).toBe(200);
      expect((await getFrom(one, client, LISTING)).status).toBe(200);
      // Only one fresh count: over the limit again, the flag is raised again.
      expect((await getFrom(two, client, LISTING)).status).toBe(200);
      expect((await getFrom(two, client, LISTING)).status).toBe(401);
      expect((await getFrom(one, client, LISTING)).status).toBe(200);
      expect((await getFrom(one, client, LISTING)).status).toBe(401);
    });
  });

  describe("idempotency keys", () => {
    const post = (socket: string, email: string, key: string, country = "CO") =>
      call(
        h.app,
        socket,
        { method: "POST", path: "/api/solicitarplans", body: () => planRequest(email) },
        { "Idempotency-Key": key, "X-Country": country },
      );
    const leadsFor = (email: string) =>
      h.db.orm.select({ id: leads.id }).from(leads).where(eq(leads.email, email));

    it("replays the same key from the same client, country and route", async () => {
      const client = newClient();
      const first = await post(client, "misma@example.com", "scope-key-0001");
      expect(first.status).toBe(201);
      const again = await post(client, "misma@example.com", "scope-key-0001");
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await again.text()).toBe(await first.text());
      expect(await leadsFor("misma@example.com")).toHaveLength(1);
    });

    it("runs the same key sent for another country as a new lead", async () => {
      const client = newClient();
      const co = await post(client, "pais@example.com", "scope-key-0002", "CO");
      const pe = await post(client, "pais@example.com", "scope-key-0002", "PE");
      expect([co.status, pe.status]).toEqual([201, 201]);
      expect(pe.headers.get("idempotent-replayed")).toBeNull();
      expect((await readJson(pe)).data.accessToken).not.toBe((await readJson(co)).data.accessToken);
      expect(await leadsFor("pais@example.com")).toHaveLength(2);
    });

    it("runs the same key sent by another client as a new lead", async () => {
      const first = await post(newClient(), "cliente@example.com", "scope-key-0003");
      const second = await post(newClient(), "cliente@example.com", "scope-key-0003");
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.headers.get("idempotent-replayed")).toBeNull();
      expect(await leadsFor("cliente@example.com")).toHaveLength(2);
    });

    it("runs the same key again after 24 hours, as a new lead", async () => {
      const client = newClient();
      expect((await post(client, "tarde@example.com", "scope-key-0004")).status).toBe(201);
      h.clock.advance(24 * HOUR_MS - 1000);
      const replay = await post(client, "tarde@example.com", "scope-key-0004");
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      h.clock.advance(1000);
      const again = await post(client, "tarde@example.com", "scope-key-0004");
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBeNull();
      expect(await leadsFor("tarde@example.com")).toHaveLength(2);
      // And the new request is the one replayed from now on.
      const replayed = await post(client, "tarde@example.com", "scope-key-0004");
      expect(await replayed.text()).toBe(await again.text());
    });
  });
});
