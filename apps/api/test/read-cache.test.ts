import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { UNTIL } from "@qs/vitest-config/conditions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer } from "../src/create-server";
import { openDatabase } from "../src/db/database";
import { loadCatalog } from "../src/db/seed/load-catalog";
import type { Clock } from "../src/platform/clock";
import { buildSmallCatalog, fixtureIds } from "./fixtures/small-catalog";
import { getFrom } from "./support/client";
import { type Harness, readJson, SERVICE_AUTH, startHarness } from "./support/harness";
import { databaseTargets } from "./support/test-database";

const LISTING = "/api/compare/products?organizationTypes=ASEG,EPS&sort=lowerPrice";
const p = fixtureIds.products;

/** The value of one sample of a Prometheus text exposition, 0 when absent. */
function sample(text: string, name: string, labels = ""): number {
  const line = text.split("\n").find((row) => row.startsWith(`${name}${labels} `));
  return line ? Number(line.split(" ")[1]) : 0;
}

/** The small catalogue with a product renamed: a catalogue write through the loading service. */
async function catalogueRenaming(id: number, displayName: string) {
  const catalog = await buildSmallCatalog();
  for (const product of catalog.products) {
    if (product.item.id === id) product.item = { ...product.item, displayName };
  }
  return catalog;
}

describe.each(databaseTargets())("the read cache of catalogue answers on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { robotMaxRequests: 10_000 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const names = async (app: Harness["app"], path = LISTING) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    return Object.fromEntries(
      (body.items as Array<{ id: number; displayName: string }>).map((i) => [i.id, i.displayName]),
    );
  };
  const metrics = async (app: Harness["app"]) => {
    const res = await app.request("/api/metrics", { headers: SERVICE_AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    return res.text();
  };

  it("serves a repeated listing from the cache and counts hits and misses on /api/metrics", async () => {
    const app = h.rebuild();
    const route = '{route="/api/compare/products"}';
    const first = await app.request(LISTING);
    const again = await app.request(LISTING);
    // The same query in another order and with the default page spelled out: same entry.
    const reordered = await app.request(
      "/api/compare/products?sort=lowerPrice&page=1&organizationTypes=ASEG,EPS",
    );
    expect(await again.text()).toBe(await first.text());
    expect(reordered.headers.get("etag")).toBe(first.headers.get("etag"));
    const text = await metrics(app);
    expect(sample(text, "api_read_cache_misses_total", route)).toBe(1);
    expect(sample(text, "api_read_cache_hits_total", route)).toBe(2);
    expect(sample(text, "api_read_cache_entries")).toBe(1);
    expect(sample(text, "api_read_cache_bytes")).toBeGreaterThan(1000);
    expect(sample(text, "api_catalogue_version")).toBeGreaterThan(0);
  });

  it("answers 304 to a matching ETag, compressed or not, and keeps the precompressed bytes", async () => {
    const app = h.rebuild();
    const plain = await app.request(LISTING);
    const etag = plain.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[^"]+"$/);
    const identity = await plain.text();
    expect(plain.headers.get("cache-control")).toBe("public, max-age=300");

    const br = await app.request(LISTING, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("etag")).toBe(`W/${etag}`);
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(identity);

    for (const [ifNoneMatch, encoding] of [
      [etag, "identity"],
      [`W/${etag}`, "gzip"],
    ]) {
      const revalidated = await app.request(LISTING, {
        headers: { "If-None-Match": ifNoneMatch as string, "Accept-Encoding": encoding as string },
      });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
    }
    const other = await app.request(LISTING, { headers: { "If-None-Match": '"other"' } });
    expect(other.status).toBe(200);
  });

  it("never serves an answer older than its max-age and says how old it is", async () => {
    const app = h.rebuild();
    await app.request(LISTING);
    h.clock.advance(120_000);
    const aged = await app.request(LISTING);
    expect(aged.headers.get("age")).toBe("120");
    h.clock.advance(180_000);
    const renewed = await app.request(LISTING);
    expect(renewed.headers.get("age")).toBe("0");
    const text = await metrics(app);
    expect(sample(text, "api_read_cache_misses_total", '{route="/api/compare/products"}')).toBe(2);
  });

  it("lets only staff refresh a kept answer: a visitor's forceRefresh=1 is served from the cache", async () => {
    const staffToken = "cache-soporte-0123456789abcdefghijklmnop";
    const app = h.rebuild({
      staffTokens: [
        { role: "EJECUTIVO DE SOPORTE", email: "soporte@queseguro.test", token: staffToken },
      ],
    });
    const forced = `${LISTING}&forceRefresh=1`;
    await app.request(LISTING);
    h.clock.advance(60_000);

    // A visitor (no token, one no member of staff holds, a malformed header) gets the kept answer...
    const visitors: Array<Record<string, string>> = [
      {},
      { Authorization: `Bearer ${"x".repeat(43)}` },
      { Authorization: "Bearer" },
    ];
    for (const headers of visitors) {
      const res = await app.request(forced, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("age")).toBe("60");
      expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    }
    // ...and has not replaced it.
    expect((await app.request(LISTING)).headers.get("age")).toBe("60");
    const route = '{route="/api/compare/products"}';
    expect(sample(await metrics(app), "api_read_cache_misses_total", route)).toBe(1);

    // Staff get a fresh answer, which replaces the kept one for everyone.
    const refreshed = await app.request(forced, {
      headers: { Authorization: `Bearer ${staffToken}` },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get("cache-control")).toBe("no-store");
    expect(refreshed.headers.get("age")).toBe("0");
    expect((await app.request(LISTING)).headers.get("age")).toBe("0");
    expect(sample(await metrics(app), "api_read_cache_misses_total", route)).toBe(2);
  });

  it("answers a repeated address before the router with the same status, headers and bytes", async () => {
    const app = h.rebuild();
    const known = () => app.deps.state.cachedRoutes.find("CO", LISTING);
    const sameAnswer = async (headers: Record<string, string>) => {
      const whole = await app.request(LISTING, { headers });
      expect(known()).toBeDefined();
      const fast = await app.request(LISTING, { headers });
      expect(fast.status).toBe(whole.status);
      const shown = (res: Response) =>
        [...res.headers].filter(([name]) => name !== "age" && name !== "date").sort();
      expect(shown(fast)).toEqual(shown(whole));
      expect(Buffer.from(await fast.arrayBuffer())).toEqual(Buffer.from(await whole.arrayBuffer()));
      return fast;
    };
    expect(known()).toBeUndefined();
    const plain = await sameAnswer({ "X-Country": "CO" });
    expect(plain.headers.get("vary")).toBe("X-Country, Origin, Accept-Encoding");
    const fromSite = await sameAnswer({
      "X-Country": "CO",
      Origin: "http://localhost:5173",
      "Accept-Encoding": "br, gzip",
    });
    expect(fromSite.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(fromSite.headers.get("content-encoding")).toBe("br");
    const elsewhere = await sameAnswer({ "X-Country": "CO", Origin: "https://ajeno.example" });
    expect(elsewhere.headers.get("access-control-allow-origin")).toBeNull();
    const revalidated = await sameAnswer({
      "X-Country": "CO",
      "If-None-Match": plain.headers.get("etag") ?? "",
    });
    expect(revalidated.status).toBe(304);
  });

  it("over HTTP, writes a repeated address's kept answer with node's own response, the same as the whole way's", async () => {
    const app = h.rebuild();
    let wholeWay = 0;
    const honoListener = getRequestListener(app.wholeFetch);
    const servers = [
      createHttpServer(honoListener),
      createHttpServer(
        app.nodeListener((req, res) => {
          wholeWay += 1;
          return honoListener(req, res);
        }),
      ),
    ];
    const ports = await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve) =>
            server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
          ),
      ),
    );
    const [plainPort, fastPort] = ports as [number, number];
    try {
      const get = (port: number, headers: Record<string, string>) =>
        fetch(`http://127.0.0.1:${port}${LISTING}`, { headers });
      const shown = (res: Response) =>
        [...res.headers]
          .filter(([name]) => !["age", "date", "keep-alive", "connection"].includes(name))
          .sort();
      // The first request of the address goes the whole way, and the fast path learns it.
      await get(fastPort, { "X-Country": "CO" });
      expect(wholeWay).toBe(1);
      const requests: Record<string, string>[] = [
        { "X-Country": "CO", "Accept-Encoding": "identity" },
        { "X-Country": "CO", Origin: "http://localhost:5173", "Accept-Encoding": "br" },
        { "X-Country": "CO", Origin: "https://ajeno.example", "Accept-Encoding": "gzip, br" },
      ];
      for (const headers of requests) {
        const whole = await get(plainPort, headers);
        const fast = await get(fastPort, headers);
        expect(fast.status).toBe(whole.status);
        expect(shown(fast)).toEqual(shown(whole));
        expect(Buffer.from(await fast.arrayBuffer())).toEqual(
          Buffer.from(await whole.arrayBuffer()),
        );
      }
      // None of them reached the whole way; another country's address does.
      expect(wholeWay).toBe(1);
      await get(fastPort, { "X-Country": "CL" });
      expect(wholeWay).toBe(2);
    } finally {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it("counts cached listings for the robot check", async () => {
    const app = h.rebuild({ robotMaxRequests: 2 });
    const client = "203.0.113.99";
    expect((await getFrom(app, client, LISTING)).status).toBe(200);
    expect((await getFrom(app, client, LISTING)).status).toBe(200);
    expect((await getFrom(app, client, LISTING)).status).toBe(401);
  });

  it("shows a catalogue write on the next read, in this server and in another one on the same database", async () => {
    // Reads the version on every request: the next read after a write is exact.
    const here = h.rebuild({ catalogueVersionCheckMs: 0 });
    // The default: a notification (LISTEN) or a read of the version at most a second old.
    const elsewhere = h.rebuild();
    const before = await names(here);
    expect(before[p.plus]).not.toBe("Plan Renombrado");
    await names(elsewhere);

    await loadCatalog(h.db, await catalogueRenaming(p.plus, "Plan Renombrado"));

    expect((await names(here))[p.plus]).toBe("Plan Renombrado");
    await vi.waitFor(
      async () => expect((await names(elsewhere))[p.plus]).toBe("Plan Renombrado"),
      UNTIL,
    );
    expect(sample(await metrics(here), "api_read_cache_entries")).toBe(1);
  });

  it.runIf(target.name === "postgres")(
    "shows a write made through another connection pool (another process) on the same database",
    async () => {
      const other = await openDatabase({ databaseUrl: h.databaseUrl, dataDir: "unused" });
      try {
        const otherServer = createServer({ db: other, clock: h.clock as Clock, config: h.config });
        await names(otherServer);
        await loadCatalog(h.db, await catalogueRenaming(p.esencial, "Esencial Nuevo"));
        await vi.waitFor(
          async () => expect((await names(otherServer))[p.esencial]).toBe("Esencial Nuevo"),
          UNTIL,
        );
      } finally {
        await other.close();
      }
    },
  );
});
