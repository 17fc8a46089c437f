import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, isFormBody, isSameOriginForm } from "./form-posts";
import { FRAME_ANCESTORS_HEADER } from "./security-headers";
import { createSiteServer, RENDER_VISITOR_HEADER, type RenderPage } from "./site-server";

let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "qs-form-posts-"));
  mkdirSync(join(clientDir, ".vite"));
  writeFileSync(join(clientDir, ".vite", "manifest.json"), "{}");
});

interface Call {
  path: string;
  method: string;
  form: Record<string, string> | null;
  visitor: string | null;
}

/**
 * A renderer like the country site's for its contact page: GET renders the page; a POST with a
 * name is sent and redirected to the page marked sent, one without is the page again with the
 * message beside the field and the value kept, status 422.
 */
function contactRenderer(frameAncestors?: string) {
  const calls: Call[] = [];
  const renderPage = async (request: Request, nonce: string, form?: URLSearchParams) => {
    const url = new URL(request.url);
    calls.push({
      path: `${url.pathname}${url.search}`,
      method: request.method,
      form: form ? Object.fromEntries(form) : null,
      visitor: request.headers.get(RENDER_VISITOR_HEADER),
    });
    if (form?.get("nombre")) {
      return new Response(null, {
        status: 303,
        headers: { Location: `${url.origin}${url.pathname}?enviado=1` },
      });
    }
    const kept = form ? (form.get("email") ?? "") : "";
    const message = form ? '<p id="error">campo requerido</p>' : "";
    return new Response(
      `<!DOCTYPE html><html><body><form method="post"><input name="email" value="${kept}">${message}</form><script nonce="${nonce}"></script></body></html>`,
      {
        status: form ? 422 : 200,
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          ...(frameAncestors ? { [FRAME_ANCESTORS_HEADER]: frameAncestors } : {}),
        },
      },
    );
  };
  const render: RenderPage = Object.assign(renderPage, {
    acceptsForm: (pathname: string) => pathname === "/contacto" || pathname === "/en/contact",
  });
  return { calls, render };
}

function server(render: RenderPage, perMinute?: number) {
  return createSiteServer({
    clientDir,
    render,
    siteUrl: "https://queseguro.example/",
    sitemap: async () => "<urlset/>",
    security: { apiOrigin: "https://api.example", partnerOrigins: ["https://partner.example"] },
    ...(perMinute ? { renderLimit: { perMinute } } : {}),
  });
}

const FORM = "application/x-www-form-urlencoded";

/** A form POSTed from the site's own page, as a browser sends it. */
function post(body: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    body,
    headers: {
      "Content-Type": FORM,
      Origin: "http://localhost",
      "Sec-Fetch-Site": "same-origin",
      ...headers,
    },
  };
}

const PERSONAL = "nombre=Ana+P%C3%A9rez&email=ana%40example.com&telefono=3001234567";

describe("a form POSTed to its page", () => {
  it("is sent and answered 303 to the page marked sent, with nothing personal in the address", async () => {
    const { calls, render } = contactRenderer();
    const res = await server(render).request("/contacto", post(PERSONAL));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contacto?enviado=1");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    for (const personal of ["Ana", "ana", "example", "3001234567"]) {
      expect(res.headers.get("Location")).not.toContain(personal);
    }
    expect(calls).toEqual([
      {
        path: "/contacto",
        method: "POST",
        form: { nombre: "Ana Pérez", email: "ana@example.com", telefono: "3001234567" },
        visitor: null,
      },
    ]);
  });

  it("invalid, answers the page with its messages and the values kept, never cached, with the CSP", async () => {
    const { calls, render } = contactRenderer("https://aliado.example");
    const app = server(render);
    const res = await app.request("/contacto", post("nombre=&email=ana%40example.com"));
    expect(res.status).toBe(422);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("ETag")).toBeNull();
    expect(res.headers.get(FRAME_ANCESTORS_HEADER)).toBeNull();
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'self' https://aliado.example");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await res.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toContain('value="ana@example.com"');
    expect(html).toContain("campo requerido");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");

    // The page others get is rendered for them: the POST's answer was kept nowhere.
    const page = await app.request("/contacto");
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("ana@example.com");
    expect(calls.map((call) => call.method)).toEqual(["POST", "GET"]);
  });

  it("is never answered from a page cached or rendered for others", async () => {
    const { calls, render } = contactRenderer();
    const app = server(render);
    await app.request("/contacto");
    const [get, sent] = await Promise.all([
      app.request("/contacto"),
      app.request("/contacto", post("nombre=&email=ana%40example.com")),
    ]);
    expect(get.status).toBe(200);
    expect(sent.status).toBe(422);
    expect(calls.map((call) => call.method)).toEqual(["GET", "POST"]);
  });

  it("names the visitor to the renderer as a page does", async () => {
    const { calls, render } = contactRenderer();
    await server(render).request(
      "/contacto",
      post(PERSONAL, { "X-Visitor-Address": "192.0.2.1" }),
      {
        incoming: { socket: { remoteAddress: "203.0.113.7", remotePort: 1, remoteFamily: "IPv4" } },
      },
    );
    expect(calls[0]?.visitor).toBe("203.0.113.7");
  });

  it("counts against the client's renderings", async () => {
    const { calls, render } = contactRenderer();
    const app = server(render, 1);
    const visitor = {
      incoming: { socket: { remoteAddress: "203.0.113.30", remotePort: 1, remoteFamily: "IPv4" } },
    };
    expect((await app.request("/contacto", post(PERSONAL), visitor)).status).toBe(303);
    const refused = await app.request("/contacto", post(PERSONAL), visitor);
    expect(refused.status).toBe(429);
    expect(calls).toHaveLength(1);
  });
});

describe("a POST is refused before its body is read or anything rendered", () => {
  async function refused(path: string, init: RequestInit) {
    const { calls, render } = contactRenderer();
    const res = await server(render).request(path, init);
    expect(calls, "renderings").toEqual([]);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    return { res, text: await res.text() };
  }

  it("to a page without a form: 405, with the way back to the page", async () => {
    const { res, text } = await refused("/mis-datos", post("codigo=abc"));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(text).toContain("Esta página no recibe formularios");
    expect(text).toContain('<a href="/mis-datos">');
    const twoSlashes = await refused("//evil.example/x", post("a=1"));
    expect(twoSlashes.text).toContain('<a href="/evil.example/x">');
    expect((await refused("/sitemap.xml", post("a=1"))).res.status).toBe(405);
  });

  it("from another site (CSRF): 403, whatever the browser says of where it comes from", async () => {
    const crossSite = [
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" },
      { Origin: "https://evil.example" },
      { Origin: "http://localhost", "Sec-Fetch-Site": "same-site" },
      { Origin: "http://banco.localhost", "Sec-Fetch-Site": "same-site" },
      { Origin: "null", "Sec-Fetch-Site": "cross-site" },
      { Origin: "null" },
      { Origin: "http://localhost:8080" },
    ];
    for (const headers of crossSite) {
      const { res, text } = await refused(
        "/contacto",
        post(PERSONAL, headers as Record<string, string>),
      );
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(text).toContain("Este formulario solo se puede enviar desde su propia página.");
    }
    const { res } = await refused("/contacto", {
      method: "POST",
      body: PERSONAL,
      headers: { "Content-Type": FORM },
    });
    expect(res.status).toBe(403);
  });

  it("that is not a web form: 415", async () => {
    for (const type of [
      "application/json",
      "multipart/form-data; boundary=x",
      "text/plain",
      "application/x-www-form-urlencoded; charset=iso-8859-1",
    ]) {
      const { res } = await refused("/contacto", post(PERSONAL, { "Content-Type": type }));
      expect(res.status, type).toBe(415);
    }
  });

  it("longer than the limit: 413, whether it says so or not", async () => {
    const long = `nombre=${"a".repeat(FORM_BODY_LIMIT)}`;
    expect((await refused("/contacto", post(long))).res.status).toBe(413);
    const { res } = await refused("/contacto", {
      ...post("nombre=Ana"),
      headers: {
        "Content-Type": FORM,
        Origin: "http://localhost",
        "Content-Length": String(FORM_BODY_LIMIT + 1),
      },
    });
    expect(res.status).toBe(413);
  });
});

describe("the checks", () => {
  it("take the Origin of the very address the form is sent to, default ports aside", () => {
    const same = (host: string, origin: string, fetchSite?: string) =>
      isSameOriginForm({ host, origin, fetchSite });
    expect(same("localhost:5173", "http://localhost:5173", "same-origin")).toBe(true);
    expect(same("www.queseguro.co", "https://www.queseguro.co")).toBe(true);
    expect(same("WWW.queseguro.co:443", "https://www.queseguro.co")).toBe(true);
    expect(same("bancoandino.queseguro.co", "https://bancoandino.queseguro.co")).toBe(true);
    expect(same("bancoandino.queseguro.co", "https://www.queseguro.co")).toBe(false);
    expect(same("localhost:5173", "http://localhost:5174")).toBe(false);
    expect(same("localhost:5173", "ftp://localhost:5173")).toBe(false);
    expect(isSameOriginForm({ host: "x", origin: undefined, fetchSite: "same-origin" })).toBe(true);
    expect(isSameOriginForm({ host: "x", origin: undefined, fetchSite: undefined })).toBe(false);
  });

  it("take a web form in UTF-8", () => {
    expect(isFormBody("application/x-www-form-urlencoded")).toBe(true);
    expect(isFormBody("Application/X-WWW-Form-Urlencoded; charset=UTF-8")).toBe(true);
    expect(isFormBody(undefined)).toBe(false);
  });
});
