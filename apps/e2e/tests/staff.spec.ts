import type { Page } from "@playwright/test";
import { STAFF_TOKEN } from "../sites";
import { expectAccessible } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Staff and referrals in the browser against the real API: a member of staff enters their
 * token at /internal-traffic and gets the floating panel, whose switches change this
 * browser's settings; an ordinary visitor sees no panel and a wrong token changes nothing;
 * the referral dialog finds an advisor by e-mail or says none has it.
 */

const panel = (page: Page) => page.getByRole("complementary", { name: "Panel de tráfico interno" });
const launcher = (page: Page) => panel(page).getByRole("button", { name: /Tráfico interno/ });

async function enterStaffToken(page: Page, token: string) {
  await page.goto("/internal-traffic");
  await page.getByLabel("Código de acceso del personal").fill(token);
  await page.getByRole("button", { name: "Activar" }).click();
}

test.describe("internal traffic", () => {
  test("an ordinary visitor sees no panel", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("qs.internalTraffic"))).toBeNull();
  });

  test("a wrong staff token shows the Spanish message and turns nothing on", async ({ page }) => {
    await enterStaffToken(page, "no-es-un-token-del-personal-0123456789");
    await expect(page.getByRole("alert")).toHaveText(
      "El código de acceso del personal no es válido",
    );
    await expect(page.getByText("Desactivado en este navegador")).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
  });

  test("the staff token turns the panel on, and its switches toggle", async ({ page, site }) => {
    await enterStaffToken(page, STAFF_TOKEN);
    await expect(page).toHaveURL(`http://localhost:${site.port}/`);
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    await launcher(page).click();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");

    const forced = panel(page).getByRole("switch", { name: "Forzar actualización de datos" });
    await expect(forced).not.toBeChecked();
    await forced.check();
    await expect(forced).toBeChecked();
    // Forced refresh reaches the API: the next GET carries forceRefresh=1 and the staff token,
    // without which the API serves its cache as for anyone.
    const refreshed = page.waitForRequest(
      (request) =>
        request.method() === "GET" &&
        new URL(request.url()).pathname.startsWith("/api/") &&
        new URL(request.url()).searchParams.get("forceRefresh") === "1" &&
        request.headers().authorization === `Bearer ${STAFF_TOKEN}`,
    );
    // Into the comparator inside the site: the browser asks the API for its listing.
    await page.evaluate(() => {
      window.history.pushState(window.history.state, "", "/Comparar");
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    });
    await refreshed;
    await forced.uncheck();
    await expect(forced).not.toBeChecked();

    const ponderation = panel(page).getByLabel("Ponderación (0 a 1)");
    await ponderation.fill("0.98765");
    await ponderation.press("Enter");
    await expect(ponderation).toHaveValue("0.987");

    // It stays after a reload, and closes.
    await page.reload();
    await expect(launcher(page)).toBeVisible();
    await launcher(page).click();
    await expect(panel(page).getByRole("switch", { name: "Tráfico interno" })).toBeChecked();
    await launcher(page).click();
    await expect(panel(page).getByRole("switch")).toHaveCount(0);

    // Switching internal traffic off ends the session: the panel goes away (with its switch,
    // so a click, not an uncheck that would wait to see the switch unchecked).
    await launcher(page).click();
    await panel(page).getByRole("switch", { name: "Tráfico interno" }).click();
    await expect(panel(page)).toHaveCount(0);
  });
});

test.describe("referral advisor", () => {
  const emailField = (page: Page) => page.getByLabel("Correo electrónico del asesor");

  test("the footer's button finds an advisor and keeps the referral", async ({ page, site }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Referidos" }).click();
    const dialog = page.getByRole("dialog");
    const next = dialog.getByRole("button", { name: "Siguiente" });
    await expect(next).toBeDisabled();
    await emailField(page).fill("carolina.mendez@");
    await expect(next).toBeDisabled();
    await emailField(page).fill("carolina.mendez@corredoresandinos.co");
    await next.click();
    await expect(dialog.getByRole("heading", { name: "¡Bienvenido!" })).toBeVisible();
    await expect(dialog).toContainText("Carolina Méndez");
    await expectAccessible(page, "the referral dialog, advisor found");
    await expect(dialog.getByRole("link", { name: "Ir al portal de clientes" })).toHaveAttribute(
      "href",
      /^https?:\/\//,
    );
    const stored = await page.evaluate((code) => {
      const key = { CO: "V1.6_CO", CL: "V1.7", PE: "V1.6_PE", INT: "V1.6_INT" }[code] ?? "";
      return JSON.parse(localStorage.getItem(key) ?? "null")?.referido ?? null;
    }, site.code);
    expect(stored).toMatchObject({ name: "Carolina Méndez", loggedAs: "referral" });
    expect(stored.initialDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  test("the referral page says when no advisor has the e-mail", async ({ page }) => {
    await page.goto("/Referidos-QueSeguro");
    const dialog = page.getByRole("dialog");
    await expect(emailField(page)).toBeVisible();
    // A referral is required here: the dialog cannot be cancelled.
    await expect(dialog.getByRole("button", { name: "Cerrar" })).toHaveCount(0);
    await emailField(page).fill("nadie.existe@ejemplo.co");
    await dialog.getByRole("button", { name: "Siguiente" }).click();
    await expect(dialog.getByRole("heading", { name: "Asesor no encontrado" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Intentar con otro correo" })).toBeVisible();
    await expectAccessible(page, "the referral page, no advisor");
  });
});
