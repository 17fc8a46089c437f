import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer, type RenderPage } from "./site-server";

let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "qs-public-addresses-"));
  mkdirSync(join(clientDir, ".vite"));
  writeFileSync(join(clientDir, ".vite", "manifest.json"), "{}");
});

/**
 * A renderer that answers like the country site's: an older address redirects to where its
 * page lives now, keeping the query, with a Location built from the request's URL (which Node
 * builds from the Host); any other path is a page.
 */
function siteRenderer() {
  const calls: string[] = [];
  const render: RenderPage = async (request, nonce) => {
    const url = new URL(request.url);
    calls.push(`${request.headers.get("host") ?? url.host}${url.pathname}${url.search}`);
    if (url.pathname === "/quehacemos") {
      return new Response(null, {
        status: 301,
        headers: { Location: new URL(`/Que-es-QueSeguro${url.search}`, url).href },
      });
    }
    return new Response(
      `<!DOCTYPE html><html><body><script nonce="${nonce}"></script></body></html>`,
      {
        headers: { "Content-Type": "text/html" },
      },
    );
  };
  return { calls, render };
}

function server(render: RenderPage, siteUrl = "https://queseguro.example/") {
  return createSiteServer({
    clientDir,
    render,
    siteUrl,
    sitemap: async () => "<urlset/>",
    security: { apiOrigin: "https://api.example" },
  });
}

interface Answer {
  status: number;
  location: string | undefined;
  cacheControl: string | undefined;
  body: string;
}

/** Serves the app on a free port of 127.0.0.1, as `node dist/server/server.js` does. */
async function listen(app: ReturnType<typeof server>) {
  let close = () => {};
  const port = await new Promise<number>((resolve) => {
    const running = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve(info.port),
    );
    close = () => running.close();
  });
  /** A GET over HTTP with the Host a client chooses to write (curl -H 'Host: ...'). */
  const get = (path: string, host: string) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: "127.0.0.1", port, path, headers: { host }, agent: false },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () =>
            resolve({
              status: incoming.statusCode ?? 0,
              location: incoming.headers.location,
              cacheControl: incoming.headers["cache-control"],
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
  return { port, get, close };
}

describe("redirects", () => {
  const { calls, render } = siteRenderer();
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    http = await listen(server(render));
  });
  afterAll(() => http.close());

  it("never send a visitor to the Host a client wrote", async () => {
    const res = await http.get("/quehacemos", "evil.example");
    expect(res.location).toBeUndefined();
    expect(res.status).not.toBe(301);
    expect(res.cacheControl).not.toContain("public");
    expect(calls.filter((call) => call.startsWith("evil.example"))).toEqual([]);
  });

  it("stay on the address the visitor asked for, the query kept", async () => {
    for (const host of [
      `localhost:${http.port}`,
      `127.0.0.1:${http.port}`,
      "queseguro.example",
      "bancoandino.queseguro.example",
      `bancoandino.localhost:${http.port}`,
    ]) {
      const res = await http.get("/quehacemos?utm_source=correo", host);
      expect(res.status, host).toBe(301);
      expect(res.location, host).toBe("/Que-es-QueSeguro?utm_source=correo");
      expect(res.cacheControl, host).toBe("public, max-age=3600");
    }
  });
});

describe("redirects built by the renderer", () => {
  it("keep a target on another site as the renderer named it, and never read '//' as a host", async () => {
    const redirectTo = (location: string) =>
      server(async () => new Response(null, { status: 307, headers: { Location: location } }));
    const elsewhere = await redirectTo("https://queseguro.cl/Comparar").request("/Chile");
    expect(elsewhere.headers.get("Location")).toBe("https://queseguro.cl/Comparar");
    const doubled = await redirectTo("http://localhost//evil.example/x").request("/x");
    expect(doubled.headers.get("Location")).toBe("/evil.example/x");
  });

  it("answer each request with its own query while another one of the same page is rendered", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { calls, render } = siteRenderer();
    const gated: RenderPage = Object.assign(
      async (request: Request, nonce: string) => {
        await gate;
        return render(request, nonce);
      },
      { pageQuery: [] },
    );
    const app = server(gated);
    const first = app.request("/quehacemos?utm_source=a");
    const second = app.request("/quehacemos?utm_source=b");
    const pages = [app.request("/Comparar?utm_source=a"), app.request("/Comparar?utm_source=b")];
    // Let every request reach the renderer or the rendering it waits for, then finish them.
    await new Promise<void>((resolve) => setImmediate(resolve));
    open();
    expect((await first).headers.get("Location")).toBe("/Que-es-QueSeguro?utm_source=a");
    expect((await second).headers.get("Location")).toBe("/Que-es-QueSeguro?utm_source=b");
    for (const page of await Promise.all(pages)) expect(page.status).toBe(200);
    expect(calls.filter((call) => call.includes("/Comparar"))).toHaveLength(1);
  });
});

describe("hosts outside the site's addresses", () => {
  it("are refused over HTTP with 421 in Spanish, nothing rendered and nothing kept", async () => {
    const { calls, render } = siteRenderer();
    const http = await listen(server(render));
    try {
      for (const path of ["/Comparar", "/quehacemos", "/robots.txt"]) {
        const res = await http.get(path, "evil.example");
        expect(res.status, path).toBe(421);
        expect(res.body, path).toBe("Esta dirección no corresponde a este sitio.");
        expect(res.cacheControl, path).toBe("no-store");
        expect(res.location, path).toBeUndefined();
      }
      expect(calls).toEqual([]);
      expect((await http.get("/Comparar", `localhost:${http.port}`)).status).toBe(200);
      expect(calls).toEqual([`localhost:${http.port}/Comparar`]);
    } finally {
      http.close();
    }
  });

  it("are every Host but the configured one, this machine and one-label subdomains", async () => {
    const app = server(siteRenderer().render);
    const statusFor = async (host: string) =>
      (await app.request(`http://${host}/Comparar`, { headers: { host } })).status;
    for (const host of [
      "queseguro.example",
      "QueSeguro.Example.",
      "bancoandino.queseguro.example",
      "localhost",
      "localhost:5173",
      "127.0.0.1:5173",
      "[::1]:5173",
      "bancoandino.localhost:5173",
    ]) {
      expect(await statusFor(host), host).toBe(200);
    }
    for (const host of [
      "evil.example",
      "evilqueseguro.example",
      "queseguro.example.evil.example",
      "a.b.queseguro.example",
      "localhost.evil.example",
      "10.0.0.7:5173",
    ]) {
      expect(await statusFor(host), host).toBe(421);
    }
  });

  it("take partners under the bare domain when the address is its www, but not the bare domain", async () => {
    const app = server(siteRenderer().render, "https://www.queseguro.example/");
    const statusFor = async (host: string) =>
      (await app.request(`http://${host}/`, { headers: { host } })).status;
    expect(await statusFor("www.queseguro.example")).toBe(200);
    expect(await statusFor("bancoandino.queseguro.example")).toBe(200);
    expect(await statusFor("queseguro.example")).toBe(421);
  });
});
