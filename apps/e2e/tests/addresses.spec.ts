import {
  API_PORT,
  BACK_OFFICE_PORT,
  EVERY_SITE,
  REFERENCE_SITE,
  type SiteUnderTest,
} from "../sites";
import { expect, test } from "./fixtures";

const API = `http://localhost:${API_PORT}`;

/** Each site's blog section (CountryConfig.blogSection), where QS-University now lives. */
const BLOG: Record<SiteUnderTest["code"], string> = {
  CO: "QS-Blog",
  CL: "QP-Blog",
  PE: "QP-Blog",
  INT: "IH-Blog",
};
/** Sites with the insurers' list at /Seguros, where the older /Seguro goes. */
const HAS_INSURERS_LIST: SiteUnderTest["code"][] = ["CO", "INT"];

test.describe("older addresses and the pages they reach", () => {
  test("each older address answers 301 from the server to where the spec says, under /en and /pt too", {
    tag: EVERY_SITE,
  }, async ({ request, site }) => {
    const blog = BLOG[site.code];
    const cases: [string, string][] = [
      ["/quehacemos", "/Que-es-QueSeguro"],
      ["/Seguros-de-Salud", "/Comparar/Polizas-de-Salud"],
      ["/QS-University", `/${blog}`],
      ["/Medicina-Prepagada-Economica", `/${blog}/medicina-prepagada-mas-economica`],
      ["/en/quehacemos", "/en/About-QueSeguro"],
      ["/pt/quehacemos", "/pt/O-que-e-QueSeguro"],
      ["/en/Health-Insurance", "/en/Compare/Health-Policies"],
      ["/pt/QS-University", `/pt/${blog}`],
    ];
    if (HAS_INSURERS_LIST.includes(site.code)) {
      cases.push(["/Seguro", "/Seguros"], ["/en/Seguro", "/en/Insurance"]);
    }
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(
        new URL(response.headers().location ?? "", `http://localhost:${site.port}`).pathname,
        from,
      ).toBe(to);
    }
  });

  test("a redirected address lands on its page in the browser", async ({ page }) => {
    await page.goto("/quehacemos");
    await expect(page).toHaveURL(/\/Que-es-QueSeguro$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Qué es");
  });

  test("the new pages render translated headings under /en and /pt, with hreflang", {
    tag: EVERY_SITE,
  }, async ({ page: hydratedPage, browser, site }) => {
    // What is checked is the server's HTML (the heading and the language alternates a search
    // engine reads). The reference site loads each page in a browser that hydrates it too;
    // the other sites read the same pages without JavaScript, at a fraction of the time.
    const reference = site.code === REFERENCE_SITE;
    const context = reference
      ? undefined
      : await browser.newContext({
          javaScriptEnabled: false,
          baseURL: `http://localhost:${site.port}`,
        });
    const page = context ? await context.newPage() : hydratedPage;
    const blog = BLOG[site.code];
    const pages: [string, RegExp][] = [
      ["/Que-es-QueSeguro", new RegExp(`^Qué es ${site.brand}$`)],
      ["/en/About-QueSeguro", new RegExp(`^What is ${site.brand}$`)],
      ["/pt/O-que-e-QueSeguro", new RegExp(`^O que é ${site.brand}$`)],
      ["/Partners-y-Alianzas", /^Partners y alianzas$/],
      ["/en/Partners-and-Alliances", /^Partners and alliances$/],
      ["/pt/Parceiros-e-Aliancas", /^Parceiros e alianças$/],
      ["/Registro", /^Cotiza tu plan de salud en minutos$/],
      ["/en/Sign-up", /^Get a health plan quote in minutes$/],
      ["/pt/Cadastro", /^Cote o seu plano de saúde em minutos$/],
      ["/Portal-Clientes", /^Portal Clientes$/],
      ["/en/Client-Portal", /^Client Portal$/],
      ["/pt/Portal-do-Cliente", /^Portal do Cliente$/],
      ["/Sitemap-Products", /^Mapa de productos$/],
      ["/en/Products-Sitemap", /^Products sitemap$/],
      ["/pt/Mapa-de-Produtos", /^Mapa de produtos$/],
      [`/${blog}`, new RegExp(`^Blog ${site.brand}$`)],
      [`/en/${blog}`, new RegExp(`^${site.brand} Blog$`)],
      [`/pt/${blog}/como-elegir-un-plan-de-salud`, /^Como escolher um plano de saúde$/],
      ["/en/contact", /^Contact$/],
      ["/pt/contato", /^Contato$/],
    ];
    for (const [path, heading] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      for (const language of ["es", "en", "pt"]) {
        await expect(
          page.locator(`link[rel="alternate"][hreflang="${language}"]`),
          path,
        ).toHaveCount(1);
      }
    }
    await context?.close();
  });

  test("the header's Portal Clientes offers the personal and the company portal", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Portal Clientes" }).click();
    await expect(page).toHaveURL(/\/Portal-Clientes$/);
    await expect(page.getByRole("heading", { name: "Personas" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Empresas" })).toBeVisible();
    // Both lead to the clients' portal's sign-in (the back office's server under /portal).
    for (const name of ["Entrar al portal de personas", "Entrar al portal de empresas"]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute(
        "href",
        `http://localhost:${BACK_OFFICE_PORT}/portal/ingresar`,
      );
    }
  });

  test("the products sitemap lists the country's plans with links to them", async ({ page }) => {
    await page.goto("/Sitemap-Products");
    const plans = page.getByRole("main").getByRole("listitem").getByRole("link");
    await expect(plans.first()).toBeVisible();
    const href = await plans.first().getAttribute("href");
    await plans.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("the comparator's list answers under Insurance-List", async ({ page }) => {
    const response = await page.goto("/Insurance-List");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown blog guide is a 404 page, not a blank one", { tag: EVERY_SITE }, async ({
    page,
    site,
  }) => {
    const response = await page.goto(`/${BLOG[site.code]}/no-existe`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "No encontramos esta página" })).toBeVisible();
  });

  test("/url/{code} opens a known shared link and explains an unknown one", async ({
    page,
    request,
    site,
  }) => {
    await page.goto("/url/AAAAAAAAAAAAAAAAAAAAAA");
    await expect(
      page.getByText("Este enlace compartido no existe o ya no está disponible."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /comparador/i })).toBeVisible();

    const created = await request.post(`${API}/api/buscarplanes/sharedinsurance`, {
      headers: { "X-Country": site.code, "x-qpversion": "e2e" },
      data: { url: `http://localhost:${site.port}/Que-es-QueSeguro` },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: { code: string } };
    await page.goto(`/url/${data.code}`);
    await expect(page).toHaveURL(/\/Que-es-QueSeguro$/);
  });
});

test.describe("the contact form", () => {
  test("sends to api/contactos and thanks; a bad e-mail gets the API's Spanish message", async ({
    page,
  }) => {
    // One country is enough: every site renders the same form, and contacts are rate limited.
    await page.goto("/contacto");
    const form = page.getByRole("region", { name: "Escríbenos" });
    await form.getByLabel("Nombre").fill("Ana María Pérez");
    await form.getByLabel("Correo electrónico").fill("ana@ejemplo");
    await form.getByLabel(/^Teléfono/).fill("+57 300 555 0101");
    await form.getByLabel(/^Mensaje/).fill("Quiero un plan para mi familia");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar" }).click();
    await expect(form.getByLabel("Correo electrónico")).toHaveAccessibleDescription(
      "Ingresa un correo electrónico válido",
    );
    await expect(form.getByLabel("Nombre")).toHaveValue("Ana María Pérez");
    await expect(form.getByLabel(/^Mensaje/)).toHaveValue("Quiero un plan para mi familia");

    await form.getByLabel("Correo electrónico").fill("ana@ejemplo.com");
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/contactos"),
    );
    await form.getByRole("button", { name: "Enviar" }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      nombre: "Ana María Pérez",
      email: "ana@ejemplo.com",
      agree: true,
      originLead: "contacto",
    });
    expect(Array.isArray(body.leadAttributionInfo)).toBe(true);
    await expect(page.getByRole("heading", { name: "¡Mensaje enviado!" })).toBeVisible();
  });
});
