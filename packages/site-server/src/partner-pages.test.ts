import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FRAME_ANCESTORS_HEADER } from "./security-headers";
import { createSiteServer, type RenderPage } from "./site-server";

let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "qs-partner-pages-"));
  mkdirSync(join(clientDir, ".vite"));
  writeFileSync(join(clientDir, ".vite", "manifest.json"), "{}");
});

const PARTNER = "qs-ifr-partner";

/**
 * A renderer that answers like the country site's: a page per partner subdomain and token, a
 * partner page naming its frame ancestors, and the blank 403 page for an unknown token. Like
 * the site's, it names the token as a query parameter its pages read.
 */
function partnerRenderer() {
  const calls: string[] = [];
  const renderPage = async (request: Request, nonce: string) => {
    const url = new URL(request.url);
    const host = request.headers.get("host") ?? "";
    calls.push(`${host}${url.pathname}${url.search}`);
    const token = url.searchParams.get("IFRAME_AUTH");
    const page = (body: string, status = 200, ancestors?: string) =>
      new Response(
        `<!DOCTYPE html><html><body>${body}<script nonce="${nonce}"></script></body></html>`,
        {
          status,
          headers: {
            "Content-Type": "text/html",
            ...(ancestors === undefined ? {} : { [FRAME_ANCESTORS_HEADER]: ancestors }),
          },
        },
      );
    if (token === PARTNER)
      return page("Aliado", 200, "https://aliado.example http://localhost:5180");
    if (token) return page("", 403, "");
    if (host.toLowerCase().startsWith("banco.")) {
      return page("Banco", 200, "https://www.banco.example");
    }
    return page("Sitio");
  };
  const render: RenderPage = Object.assign(renderPage, { pageQuery: ["IFRAME_AUTH"] });
  return { calls, render };
}

function server(render: RenderPage) {
  return createSiteServer({
    clientDir,
    render,
    siteUrl: "https://queseguro.example/",
    sitemap: async () => "<urlset/>",
    security: { apiOrigin: "https://api.example", partnerOrigins: ["https://partner.example"] },
  });
}

const ancestorsOf = (res: Response) =>
  /frame-ancestors ([^;]+)/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];

describe("frame-ancestors of partner pages", () => {
  it("lists exactly 'self' and the partner's origins on an iframe page, and never leaks the renderer's header", async () => {
    const app = server(partnerRenderer().render);
    const res = await app.request(`/Comparar?IFRAME_AUTH=${PARTNER}`);
    expect(res.status).toBe(200);
    expect(ancestorsOf(res)).toBe("'self' https://aliado.example http://localhost:5180");
    expect(res.headers.get(FRAME_ANCESTORS_HEADER)).toBeNull();
  });

  it("lets only the site frame the own site's page and the blank page of an unknown token", async () => {
    const app = server(partnerRenderer().render);
    const own = await app.request("/Comparar");
    expect(ancestorsOf(own)).toBe("'self' https://partner.example");
    const blank = await app.request("/Comparar?IFRAME_AUTH=otro");
    expect(blank.status).toBe(403);
    expect(ancestorsOf(blank)).toBe("'self'");
    expect(await blank.text()).not.toContain("Sitio");
  });

  it("keeps keywords and wildcards a renderer might name out of the policy", async () => {
    const render: RenderPage = async (_request, nonce) =>
      new Response(`<script nonce="${nonce}"></script>`, {
        headers: {
          [FRAME_ANCESTORS_HEADER]: "* 'unsafe-inline' https://*.evil.example https://ok.example",
        },
      });
    const res = await server(render).request("/Comparar");
    expect(ancestorsOf(res)).toBe("'self' https://ok.example");
  });
});

describe("page cache of partner pages", () => {
  it("keys pages by host and by token, so no partner gets another's page", async () => {
    const { calls, render } = partnerRenderer();
    const app = server(render);
    const get = (path: string, host: string) =>
      app.request(`http://${host}${path}`, { headers: { host } });
    const own = await get("/Comparar", "localhost:5173");
    const banco = await get("/Comparar", "banco.localhost:5173");
    const iframe = await get(`/Comparar?IFRAME_AUTH=${PARTNER}`, "localhost:5173");
    expect(await own.text()).toContain("Sitio");
    expect(await banco.text()).toContain("Banco");
    expect(ancestorsOf(banco)).toBe("'self' https://www.banco.example");
    expect(await iframe.text()).toContain("Aliado");
    // The same three again come from the cache, each with its own policy.
    expect(ancestorsOf(await get("/Comparar", "banco.localhost:5173"))).toBe(
      "'self' https://www.banco.example",
    );
    expect(ancestorsOf(await get("/Comparar", "localhost:5173"))).toBe(
      "'self' https://partner.example",
    );
    expect(calls).toEqual([
      "localhost:5173/Comparar",
      "banco.localhost:5173/Comparar",
      `localhost:5173/Comparar?IFRAME_AUTH=${PARTNER}`,
    ]);
  });
});

describe("page cache of partner pages, keyed by partner rather than by Host", () => {
  it("keeps one page per partner subdomain whatever its port, letter case or campaign tags", async () => {
    const { calls, render } = partnerRenderer();
    const app = server(render);
    const get = (path: string, host: string) =>
      app.request(`http://${host}${path}`, { headers: { host } });
    expect(await (await get("/Comparar", "banco.localhost:5173")).text()).toContain("Banco");
    const again = await get("/Comparar?utm_source=correo", "BANCO.localhost:5180");
    expect(await again.text()).toContain("Banco");
    expect(ancestorsOf(again)).toBe("'self' https://www.banco.example");
    expect(calls).toEqual(["banco.localhost:5173/Comparar"]);
  });

  it("never gives the site's page to a partner, nor a partner's to the site, whatever else is in the address", async () => {
    const { calls, render } = partnerRenderer();
    const app = server(render);
    const iframe = await app.request(`/Comparar?IFRAME_AUTH=${PARTNER}&utm_source=correo`);
    expect(await iframe.text()).toContain("Aliado");
    const own = await app.request("/Comparar?utm_source=correo");
    expect(await own.text()).toContain("Sitio");
    expect(ancestorsOf(own)).toBe("'self' https://partner.example");
    const banco = await app.request("http://banco.localhost/Comparar?utm_source=correo", {
      headers: { host: "banco.localhost" },
    });
    expect(await banco.text()).toContain("Banco");
    // The same three with other tags come from the cache, each the right one.
    expect(await (await app.request(`/Comparar?gclid=1&IFRAME_AUTH=${PARTNER}`)).text()).toContain(
      "Aliado",
    );
    expect(await (await app.request("/Comparar?gclid=1")).text()).toContain("Sitio");
    const bancoAgain = await app.request("http://banco.localhost/Comparar?gclid=1", {
      headers: { host: "banco.localhost" },
    });
    expect(await bancoAgain.text()).toContain("Banco");
    expect(calls).toHaveLength(3);
  });
});
