// @vitest-environment node
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import { VISITOR_ADDRESS_HEADER } from "@qs/visitor-address/site-service";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formPages } from "./form-pages";
import { createCountrySiteRenderer } from "./render-country-site";

const TOKEN = "s".repeat(40);
const CATEGORIES = [{ id: 241, name: "POLIZA DE SALUD", displayName: "Pólizas de Salud" }];
const RECEIPT = {
  data: {
    accessToken: `${"t".repeat(21)}_-${"K".repeat(20)}`,
    kind: "contact",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
  },
  metadata: { demo: true },
};

interface Sent {
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * The site's renderer over an API that lists the contact form's categories and answers
 * POST api/contactos with `contact` (a receipt by default); every other call is unknown.
 */
function renderer(contact: () => Response = () => Response.json(RECEIPT, { status: 201 })) {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (init?.method === "POST") {
      sent.push({
        path: url.pathname,
        body: JSON.parse(String(init.body)),
        headers: new Headers(init.headers),
      });
      return contact();
    }
    if (url.pathname === "/api/categories") {
      return Response.json({ data: CATEGORIES, metadata: { demo: true } });
    }
    return Response.json({ error: "Ruta no encontrada" }, { status: 404 });
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const render = createCountrySiteRenderer(
    sampleCountryConfig,
    { entry: "/assets/main.js", styles: [], preloads: [] },
    { siteServiceToken: TOKEN },
  );
  return { render, sent };
}

/** A page request as the site server hands it over: the visitor named. */
function pageRequest(path: string, method = "GET") {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { [VISITOR_ADDRESS_HEADER]: "203.0.113.7" },
  });
}

const CONTACT = {
  formulario: "contacto",
  nombre: "Ana María Pérez",
  email: "ana@example.com",
  telefono: "+57 300 555 0101",
  mensaje: "Quiero un plan para mi familia",
  productType: "POLIZA DE SALUD",
  businessLine: "",
  agree: "on",
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the pages that receive a form by POST", () => {
  it("are the contact page and a plan's Solicitar tab, in every language", () => {
    const formOf = formPages(sampleCountryConfig);
    expect(formOf("/contacto")).toBe("contacto");
    expect(formOf("/en/contact")).toBe("contacto");
    expect(formOf("/pt/contato")).toBe("contacto");
    expect(formOf("/Seguros/Seguros-Andinos/Salud-Esencial/Solicitar")).toBe("solicitud");
    expect(formOf("/EPS/Salud-Total/Plan-Basico/solicitar")).toBe("solicitud");
    expect(formOf("/en/Seguros/Seguros-Andinos/Salud-Esencial/Request")).toBe("solicitud");
    expect(formOf("/Empresa/Salud/Seguros-Andinos/Planes/Colectivo/Solicitar")).toBe("solicitud");
    for (const path of [
      "/",
      "/mis-datos",
      "/Seguros/Seguros-Andinos/Salud-Esencial",
      "/Seguros/Seguros-Andinos/Salud-Esencial/Coberturas",
      "/EPS/Salud-Total/Planes/Plan-Basico/Solicitar",
      "/no/existe/en/absoluto/nunca",
      "/%E0%A4%A",
    ]) {
      expect(formOf(path), path).toBeNull();
    }
  });
});

describe("the contact form rendered on the server", () => {
  it("posts to its own page, names itself, and keeps nothing in the address", async () => {
    const { render } = renderer();
    const html = await (await render(pageRequest("/contacto"), "n")).text();
    expect(html).toMatch(/<form [^>]*action="\/contacto" method="post">/);
    expect(html).toContain('<input type="hidden" name="formulario" value="contacto"/>');
    expect(html).toMatch(/<input [^>]*type="checkbox"[^>]*name="agree"/);
  });

  it("sent by POST, goes to the API for the visitor and redirects to the page marked sent", async () => {
    const { render, sent } = renderer();
    const response = await render(
      pageRequest("/contacto", "POST"),
      "n",
      new URLSearchParams(CONTACT),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("http://localhost/contacto?enviado=1");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe("/api/contactos");
    expect(sent[0]?.body).toMatchObject({
      nombre: "Ana María Pérez",
      email: "ana@example.com",
      telefono: "+573005550101",
      mensaje: "Quiero un plan para mi familia",
      productType: "POLIZA DE SALUD",
      businessLine: null,
      agree: true,
      consentLanguage: "es",
      originLead: "contacto",
      origin_url: "/contacto",
    });
    expect(sent[0]?.headers.get("X-Site-Service")).toBe(TOKEN);
    expect(sent[0]?.headers.get(VISITOR_ADDRESS_HEADER)).toBe("203.0.113.7");
    // The key is the content's: the same form sent again is the same request to the API.
    const key = sent[0]?.headers.get("Idempotency-Key");
    expect(key).toMatch(/^contacto-[0-9a-f]{64}$/);
    await render(pageRequest("/contacto", "POST"), "n", new URLSearchParams(CONTACT));
    expect(sent[1]?.headers.get("Idempotency-Key")).toBe(key);
  });

  it("keeps the query of the page (a partner's token) in the redirect, never the fields", async () => {
    const { render } = renderer();
    const response = await render(
      pageRequest("/en/contact?utm_source=correo", "POST"),
      "n",
      new URLSearchParams(CONTACT),
    );
    expect(response.headers.get("Location")).toBe(
      "http://localhost/en/contact?utm_source=correo&enviado=1",
    );
  });

  it("shows the confirmation on the page marked sent", async () => {
    const { render } = renderer();
    const response = await render(pageRequest("/contacto?enviado=1"), "n");
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("¡Mensaje enviado!");
    expect(html).toContain("Gracias. Un asesor te contactará pronto al correo que nos dejaste.");
    expect(html).not.toContain("<form");
  });

  it("with a required field empty, is the page again: 422, the message beside it, every value kept, nothing sent", async () => {
    const { render, sent } = renderer();
    const response = await render(
      pageRequest("/contacto", "POST"),
      "n",
      new URLSearchParams({ ...CONTACT, nombre: "  " }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(/<input [^>]*aria-invalid="true"[^>]*name="nombre"/);
    expect(html).toContain("campo requerido");
    expect(html).toContain("Revisa los campos marcados.");
    expect(html).toContain('value="ana@example.com"');
    expect(html).toContain("Quiero un plan para mi familia</textarea>");
    expect(html).toMatch(/<option value="POLIZA DE SALUD" selected="">/);
    expect(html).toMatch(/<input [^>]*name="agree"[^>]*checked=""/);
    expect(sent).toEqual([]);
  });

  it("refused by the API, shows the API's Spanish message beside its field", async () => {
    const { render } = renderer(() =>
      Response.json(
        {
          error: "Datos inválidos",
          issues: [{ path: "email", message: "Ingresa un correo electrónico válido" }],
        },
        { status: 400 },
      ),
    );
    const response = await render(
      pageRequest("/contacto", "POST"),
      "n",
      new URLSearchParams({ ...CONTACT, email: "ana@ejemplo" }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Ingresa un correo electrónico válido");
    expect(html).toContain('value="ana@ejemplo"');
  });

  it("when the API cannot be reached, is the page with the failure and every value kept", async () => {
    const { render } = renderer(() => {
      throw new TypeError("fetch failed");
    });
    const response = await render(
      pageRequest("/contacto", "POST"),
      "n",
      new URLSearchParams(CONTACT),
    );
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain("No pudimos enviar tu mensaje.");
    expect(html).toContain('value="Ana María Pérez"');
  });

  it("naming another form, sends nothing and sends the visitor back to the page", async () => {
    const { render, sent } = renderer();
    const response = await render(
      pageRequest("/contacto", "POST"),
      "n",
      new URLSearchParams({ ...CONTACT, formulario: "solicitud" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("http://localhost/contacto");
    expect(sent).toEqual([]);
  });
});
