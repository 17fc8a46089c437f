import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { compileTrustProxy } from "@qs/visitor-address/client-address";
import { beforeAll, describe, expect, it } from "vitest";
import { createSiteServer, RENDER_VISITOR_HEADER, type RenderPage } from "./site-server";

const ENTRY = "console.log('entry');".repeat(100);
let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "qs-site-server-"));
  mkdirSync(join(clientDir, "assets"));
  mkdirSync(join(clientDir, ".vite"));
  writeFileSync(join(clientDir, "assets", "main-abc123.js"), ENTRY);
  writeFileSync(join(clientDir, "assets", "main-abc123.js.br"), brotliCompressSync(ENTRY));
  writeFileSync(join(clientDir, "assets", "main-abc123.js.gz"), gzipSync(ENTRY));
  writeFileSync(join(clientDir, "assets", "main-abc123.js.map"), "{}");
  writeFileSync(join(clientDir, ".vite", "manifest.json"), "{}");
  writeFileSync(join(clientDir, "favicon.svg"), "<svg/>");
});

/** A page renderer that counts its calls and puts the nonce on its script, as the real one does. */
function fakeRenderer(status = 200, location?: string) {
  const calls: string[] = [];
  const render: RenderPage = async (request, nonce) => {
    calls.push(new URL(request.url).pathname);
    if (location) return new Response(null, { status, headers: { Location: location } });
    return new Response(
      `<!DOCTYPE html><html><body><h1>Plan</h1><script nonce="${nonce}" src="/assets/main-abc123.js"></script></body></html>`,
      { status, headers: { "Content-Type": "text/html" } },
    );
  };
  return { calls, render };
}

function server(render: RenderPage, sitemap = async () => "<urlset/>") {
  return createSiteServer({
    clientDir,
    render,
    siteUrl: "https://queseguro.example/",
    sitemap,
    security: { apiOrigin: "https://api.example", partnerOrigins: ["https://partner.example"] },
  });
}

describe("hashed assets", () => {
  it("are immutable for a year, precompressed with brotli when the browser accepts it", async () => {
    const app = server(fakeRenderer().render);
    const res = await app.request("/assets/main-abc123.js", {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(ENTRY);
  });

  it("fall back to gzip, then to the plain file", async () => {
    const app = server(fakeRenderer().render);
    const gzip = await app.request("/assets/main-abc123.js", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    const plain = await app.request("/assets/main-abc123.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(ENTRY);
  });

  it("never serve source maps, compressed copies or the build manifest", async () => {
    const { calls, render } = fakeRenderer();
    const app = server(render);
    for (const path of [
      "/assets/main-abc123.js.map",
      "/assets/main-abc123.js.br",
      "/.vite/manifest.json",
      "/assets/missing.js",
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    expect(calls).toEqual([]);
  });

  it("answer 304 to a matching ETag", async () => {
    const app = server(fakeRenderer().render);
    const first = await app.request("/favicon.svg");
    const etag = first.headers.get("ETag") ?? "";
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const again = await app.request("/favicon.svg", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("pages", () => {
  it("carry a CSP whose fresh nonce is the one on the page's scripts, and the security headers", async () => {
    const app = server(fakeRenderer().render);
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await app.request("/Comparar");
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(await res.text()).toContain(`nonce="${nonce}"`);
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self' https://partner.example");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(res.headers.get("Strict-Transport-Security")).toBeNull();
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("are rendered once per address while fresh, and revalidated with their ETag without a CSP", async () => {
    const { calls, render } = fakeRenderer();
    const app = server(render);
    const first = await app.request("/Comparar/EPS");
    const etag = first.headers.get("ETag") ?? "";
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    await Promise.all([app.request("/Comparar/EPS"), app.request("/Comparar/EPS")]);
    expect(calls).toEqual(["/Comparar/EPS"]);
    const revalidated = await app.request("/Comparar/EPS", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("Content-Security-Policy")).toBeNull();
    await app.request("/Comparar/EPS?pagina=2");
    expect(calls).toEqual(["/Comparar/EPS", "/Comparar/EPS"]);
  });

  it("are compressed for browsers that accept it", async () => {
    const app = server(fakeRenderer().render);
    const res = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain(
      "<h1>Plan</h1>",
    );
  });

  it("go gzipped from the cache to browsers that accept gzip, with each answer's own nonce", async () => {
    const { calls, render } = fakeRenderer();
    const app = server(render);
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await app.request("/Comparar", { headers: { "Accept-Encoding": "gzip, br" } });
      expect(res.headers.get("Content-Encoding")).toBe("gzip");
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
      const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).toContain("<h1>Plan</h1>");
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(calls).toEqual(["/Comparar"]);
  });

  it("keep the renderer's 404", async () => {
    const app = server(fakeRenderer(404).render);
    const res = await app.request("/no-existe");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Security-Policy")).toBeTruthy();
  });

  it("turn the renderer's redirects into permanent ones", async () => {
    const app = server(fakeRenderer(307, "https://queseguro.example/en/Compare").render);
    const res = await app.request("/en/Comparar");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("https://queseguro.example/en/Compare");
  });

  it("refuse other methods than GET and HEAD", async () => {
    const res = await server(fakeRenderer().render).request("/Comparar", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("the page cache key", () => {
  /** The fake renderer, naming the query parameters its pages read as the country site's does. */
  function declaringRenderer(pageQuery: string[]) {
    const { render } = fakeRenderer();
    const calls: string[] = [];
    const declaring: RenderPage = Object.assign(
      async (request: Request, nonce: string) => {
        const url = new URL(request.url);
        calls.push(`${url.pathname}${url.search}`);
        return render(request, nonce);
      },
      { pageQuery },
    );
    return { calls, render: declaring };
  }

  it("keeps one rendering for every junk query string, and one per value of a parameter pages read", async () => {
    const { calls, render } = declaringRenderer(["page", "sort"]);
    const app = server(render);
    for (let i = 1; i <= 25; i++) {
      const res = await app.request(`/Comparar?a=${i}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<h1>Plan</h1>");
    }
    await app.request("/Comparar?utm_source=correo&gclid=xyz&perfil=abc");
    expect(calls).toEqual(["/Comparar?a=1"]);

    await app.request("/Comparar?page=2");
    await app.request("/Comparar?page=3");
    await app.request("/Comparar?page=2&utm_source=correo");
    await app.request("/Comparar?sort=lowerPrice&page=2");
    await app.request("/Comparar?page=2&sort=lowerPrice&a=9");
    await app.request("/Comparar?sort=lower+price");
    await app.request("/Comparar?sort=lower%20price");
    expect(calls).toEqual([
      "/Comparar?a=1",
      "/Comparar?page=2",
      "/Comparar?page=3",
      "/Comparar?sort=lowerPrice&page=2",
      "/Comparar?sort=lower+price",
    ]);
  });

  it("keeps one rendering of the site's page whatever host of the site it is asked on", async () => {
    const { calls, render } = declaringRenderer([]);
    const app = server(render);
    for (const host of [
      "localhost:5173",
      "127.0.0.1:5173",
      "queseguro.example",
      "LOCALHOST:5180",
    ]) {
      expect((await app.request(`http://${host}/Comparar`, { headers: { host } })).status).toBe(
        200,
      );
    }
    expect(calls).toEqual(["/Comparar"]);
  });

  it("keeps every parameter, in any order, for a renderer that does not name the ones it reads", async () => {
    const { calls, render } = fakeRenderer();
    const app = server(render);
    await app.request("/Comparar?a=1&b=2");
    await app.request("/Comparar?b=2&a=1");
    await app.request("/Comparar?a=2&b=2");
    expect(calls).toEqual(["/Comparar", "/Comparar"]);
  });
});

describe("search engines", () => {
  it("read robots.txt pointing at the sitemap", async () => {
    const res = await server(fakeRenderer().render).request("/robots.txt");
    expect(await res.text()).toContain("Sitemap: https://queseguro.example/sitemap.xml");
  });

  it("get the sitemap as XML, or 503 when the API cannot build it", async () => {
    const ok = await server(fakeRenderer().render).request("/sitemap.xml");
    expect(ok.headers.get("Content-Type")).toContain("application/xml");
    const failing = server(fakeRenderer().render, async () => {
      throw new Error("API caída");
    });
    const res = await failing.request("/sitemap.xml");
    expect(res.status).toBe(503);
  });
});

/** A request as it arrives from `socket`, the peer's address (Node's incoming message). */
function fromSocket(socket: string) {
  return { incoming: { socket: { remoteAddress: socket, remotePort: 1, remoteFamily: "IPv4" } } };
}

describe("the visitor a page is rendered for", () => {
  function recordingRenderer() {
    const seen: { visitor: string | null; forwarded: string | null; service: string | null }[] = [];
    const render: RenderPage = async (request) => {
      seen.push({
        visitor: request.headers.get(RENDER_VISITOR_HEADER),
        forwarded: request.headers.get("x-forwarded-for"),
        service: request.headers.get("x-site-service"),
      });
      return new Response("<!DOCTYPE html><html><body>Plan</body></html>", { status: 200 });
    };
    return { seen, render };
  }

  it("is the socket's peer: an address or credential the client writes is dropped", async () => {
    const { seen, render } = recordingRenderer();
    const app = server(render);
    await app.request(
      "/planes?uno",
      {
        headers: {
          "X-Visitor-Address": "192.0.2.1",
          "X-Site-Service": "adivinado",
          "X-Forwarded-For": "192.0.2.2",
        },
      },
      fromSocket("203.0.113.7"),
    );
    expect(seen).toEqual([
      { visitor: "203.0.113.7", forwarded: "192.0.2.2, 203.0.113.7", service: null },
    ]);
  });

  it("is the rightmost untrusted hop behind the proxies the server trusts", async () => {
    const { seen, render } = recordingRenderer();
    const app = createSiteServer({
      clientDir,
      render,
      siteUrl: "https://queseguro.example/",
      sitemap: async () => "<urlset/>",
      security: { apiOrigin: "https://api.example", partnerOrigins: [] },
      trustProxy: compileTrustProxy(["10.0.0.0/8"]),
    });
    await app.request(
      "/planes?dos",
      { headers: { "X-Forwarded-For": "192.0.2.9, 198.51.100.4, 10.0.0.3" } },
      fromSocket("10.0.0.2"),
    );
    expect(seen[0]?.visitor).toBe("198.51.100.4");
  });
});

describe("the render limit", () => {
  function limited(perMinute: number) {
    const renderer = fakeRenderer();
    const app = createSiteServer({
      clientDir,
      render: renderer.render,
      siteUrl: "https://queseguro.example/",
      sitemap: async () => "<urlset/>",
      security: { apiOrigin: "https://api.example", partnerOrigins: [] },
      renderLimit: { perMinute },
    });
    return { app, renderer };
  }

  it("refuses a client's renderings beyond the bound, in Spanish, while cached pages still answer", async () => {
    const { app, renderer } = limited(2);
    const visitor = fromSocket("203.0.113.20");
    expect((await app.request("/planes?p=1", {}, visitor)).status).toBe(200);
    expect((await app.request("/planes?p=2", {}, visitor)).status).toBe(200);
    const refused = await app.request("/planes?p=3", {}, visitor);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.text()).toContain("Espera un minuto y vuelve a intentarlo.");
    expect(renderer.calls).toHaveLength(2);
    // A page already rendered costs nothing, and another visitor has their own allowance.
    expect((await app.request("/planes?p=1", {}, visitor)).status).toBe(200);
    expect((await app.request("/planes?p=3", {}, fromSocket("203.0.113.21"))).status).toBe(200);
  });

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    const { app } = limited(1);
    expect((await app.request("/a", {}, fromSocket("2001:db8:1:2::1"))).status).toBe(200);
    expect((await app.request("/b", {}, fromSocket("2001:db8:1:2::ff"))).status).toBe(429);
  });
});
