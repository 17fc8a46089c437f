import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { API_PORT, onSites } from "../sites";
import { expectAccessible } from "./axe";
import { firstPolicyPath } from "./catalogue";
import { agreeToHealthData, CONSENT_LABEL, CONSENT_PROMPT, carriesProfile } from "./consent";
import { expect, test } from "./fixtures";
import { dialog, openProfile, pressEnterProfile, submit } from "./profile-steps";

/**
 * Privacy rights against the real API: the profile's health data leaves the browser only
 * after express consent, and with the code of a request a visitor sees, downloads and
 * deletes what is stored, after which the code reaches nothing.
 */

const API = `http://localhost:${API_PORT}`;
const ACCESS_CODE = /^[A-Za-z0-9_-]{43}$/;
const ACCESS_DENIED = "El código de acceso no es válido o tus datos ya se borraron";

/** The comparator listing and storage key of the sites whose profile flows are checked. */
const PROFILE_SETUP = {
  CO: { path: "/Comparar/Polizas-de-Salud", key: "V1.6_CO" },
  CL: { path: "/Comparar/Isapres", key: "V1.7" },
} as const;

function profileSetupFor(code: string) {
  const setup = PROFILE_SETUP[code as keyof typeof PROFILE_SETUP];
  if (!setup)
    throw new Error(`No profile set-up for ${code}: tag the test with onSites("CO", "CL")`);
  return setup;
}

/** What each request of the page was: the consent, or one carrying the profile's health data. */
function watchProfileRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "POST" && pathname === "/api/consents") seen.push("consent");
    else if (carriesProfile(request)) seen.push(`profile ${pathname}`);
  });
  return seen;
}

const storedUnder = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? "null"), key);

test.describe("consent before the profile's health data", { tag: onSites("CO", "CL") }, () => {
  test("nothing of the profile is sent until the box is ticked; then the consent, then the profile", async ({
    page,
    site,
  }) => {
    const { path, key } = profileSetupFor(site.code);
    const seen = watchProfileRequests(page);
    await page.goto(path);
    await openProfile(page);
    await dialog(page).locator("#qs-pf-cotizante_edad-cotizante").fill("38");
    // The registry's text is shown with its box, unticked.
    const box = dialog(page).getByRole("checkbox", { name: CONSENT_LABEL });
    await expect(box).toBeVisible();
    await expect(box).not.toBeChecked();
    await submit(page).click();

    await expect(box).toBeFocused();
    await expect(box).toHaveAccessibleDescription(
      "Para calcular precios con tu perfil debes aceptar el uso de tus datos de salud: marca la casilla.",
    );
    await expect(dialog(page)).toBeVisible();
    expect(seen).toEqual([]);
    expect(await storedUnder(page, key)).toBeNull();

    const consented = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/api/consents" &&
        response.request().method() === "POST",
    );
    const checked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/api/profile-form/data",
    );
    await agreeToHealthData(dialog(page));
    await submit(page).click();
    expect((await consented).status()).toBe(201);
    await checked;
    await expect(dialog(page)).toBeHidden();

    expect(seen[0]).toBe("consent");
    expect(seen.filter((entry) => entry === "consent")).toHaveLength(1);
    expect(seen).toContain("profile /api/profile-form/data");
    const stored = await storedUnder(page, key);
    expect(stored.cotizante[0].edad).toBe(38);
    expect(stored.consentimiento.accessToken).toMatch(ACCESS_CODE);
    expect(stored.consentimiento.version).toMatch(/^perfil-/);

    // Agreed once: the next time the modal says so and asks nothing.
    await pressEnterProfile(page);
    await expect(
      dialog(page).getByText("Aceptaste el uso de tus datos de salud para cotizar"),
    ).toBeVisible();
    await expect(dialog(page).getByRole("checkbox", { name: CONSENT_LABEL })).toHaveCount(0);
  });

  test("a profile from a perfil link is priced as no profile, with the prompt, until the visitor agrees", async ({
    page,
    site,
  }) => {
    const { path, key } = profileSetupFor(site.code);
    const family = {
      ingresodatos: true,
      cotizante: [{ tipo: "cotizante", sexo: "Femenino", edad: 44 }],
      cargas: [{ tipo: "carga", edad: 9, parentesco: "Hija" }],
    };
    const seen = watchProfileRequests(page);
    const perfil = Buffer.from(JSON.stringify(family), "utf8").toString("base64");
    await page.goto(`${path}?perfil=${encodeURIComponent(perfil)}`);
    const prompt = page.getByText(CONSENT_PROMPT);
    await expect(prompt).toBeVisible();
    expect((await storedUnder(page, key)).cotizante[0].edad).toBe(44);
    await expect(page.getByRole("button", { name: "para 2 personas" })).toHaveCount(0);
    expect(seen).toEqual([]);

    const priced = page.waitForRequest(
      (request) => carriesProfile(request) && request.url().includes("/calculatePrice"),
    );
    await page.getByRole("button", { name: "Revisar y aceptar" }).click();
    await expect(submit(page)).toBeVisible();
    await expect(dialog(page).locator("form[data-prefilled=true]")).toBeVisible();
    await agreeToHealthData(dialog(page));
    await submit(page).click();
    await expect(dialog(page)).toBeHidden();
    await priced;
    expect(seen[0]).toBe("consent");
    await expect(prompt).toBeHidden();
  });
});

test.describe("Mis datos", () => {
  test("is linked from the footer and the policy page, in Spanish and English addresses", async ({
    page,
  }) => {
    await page.goto("/Politicas");
    await expect(
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Mis datos: ver, descargar o borrar" }),
    ).toHaveAttribute("href", "/mis-datos");
    await page.getByRole("link", { name: "Ir a Mis datos" }).click();
    await expect(page).toHaveURL(/\/mis-datos$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mis datos" })).toBeVisible();
    await expect(page.getByLabel("Código de acceso")).toBeVisible();

    // A code no one was given reaches nothing, said in Spanish.
    await page.getByLabel("Código de acceso").fill("A".repeat(43));
    await page.getByRole("button", { name: "Ver mis datos" }).click();
    await expect(
      page.getByRole("heading", { name: "No encontramos datos con este código" }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(`${ACCESS_DENIED}.`);

    await page.goto("/en/my-data");
    await expect(page.getByRole("heading", { level: 1, name: "My data" })).toBeVisible();
  });

  test("a visitor sees, downloads and deletes the data of a plan request; the code then reaches nothing", async ({
    page,
    request,
  }) => {
    const addresses: string[] = [];
    page.on("request", (sent) => addresses.push(sent.url()));
    const path = await firstPolicyPath(request);

    await page.goto(`${path}/Solicitar`);
    const form = page.locator(".qs-detail__content");
    const email = `privacidad-${Date.now()}@example.com`;
    await form.getByLabel("Nombre completo").fill("Ana Pérez");
    await form.getByLabel("Número de identificación").fill("1020304050");
    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByLabel("Teléfono").fill("3001234567");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: /Me interesa|Contratar/ }).click();
    await expect(form.getByRole("heading", { name: "¡Recibimos tu solicitud!" })).toBeVisible({
      timeout: 15_000,
    });

    // The success state links to the data page with the code in the fragment.
    const asked = page.waitForRequest(
      (sent) =>
        new URL(sent.url()).pathname === "/api/privacidad/mis-datos" && sent.method() === "GET",
    );
    await form.getByRole("link", { name: "Ver, descargar o borrar mis datos" }).click();
    const code = ((await asked).headers().authorization ?? "").replace(/^Bearer /, "");
    expect(code).toMatch(ACCESS_CODE);
    await expect(page).toHaveURL(/\/mis-datos$/);
    expect(new URL(page.url()).hash).toBe("");

    await expect(page.getByRole("heading", { name: "Lo que guardamos sobre ti" })).toBeVisible();
    const lead = page.getByRole("region", { name: "Tu solicitud" });
    await expect(lead.getByText(email).first()).toBeVisible();
    await expect(lead.getByText("Solicitud de plan")).toBeVisible();
    await expect(page.getByRole("region", { name: "Tus consentimientos" })).toBeVisible();
    await expectAccessible(page, "Mis datos with a request's data");
    await expect(
      page.getByRole("region", { name: "Cuánto tiempo guardamos tus datos" }).getByRole("row"),
    ).not.toHaveCount(0);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar mis datos (JSON)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mis-datos-co-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), "utf8")) as {
      lead?: { email?: string };
      data?: { lead?: { email?: string } };
    };
    expect((exported.data ?? exported).lead?.email).toBe(email);

    await page.getByRole("button", { name: "Borrar mis datos" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Borrar tus datos?" });
    await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeFocused();
    const deleted = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/api/privacidad/mis-datos" &&
        response.request().method() === "DELETE",
    );
    await confirm.getByRole("button", { name: "Sí, borrar mis datos" }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Tus datos fueron borrados" })).toBeVisible();

    // The code reaches nothing any more: neither through the API nor on the page.
    const again = await request.get(`${API}/api/privacidad/mis-datos?country=CO`, {
      headers: { Authorization: `Bearer ${code}` },
    });
    expect(again.status()).toBe(404);
    expect(((await again.json()) as { error: string }).error).toBe(ACCESS_DENIED);
    await page.goto("/mis-datos");
    await page.getByLabel("Código de acceso").fill(code);
    await page.getByRole("button", { name: "Ver mis datos" }).click();
    await expect(
      page.getByRole("heading", { name: "No encontramos datos con este código" }),
    ).toBeVisible();

    // The code never travelled in an address.
    expect(addresses.filter((address) => address.includes(code))).toEqual([]);
  });
});
