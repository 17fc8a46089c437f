import type { Page } from "@playwright/test";
import { agreeToHealthData } from "./consent";
import { expect } from "./fixtures";

/** The profile modal's steps as a visitor takes them (ids are the remote form's fields). */

export const dialog = (page: Page) => page.getByRole("dialog");
export const policyholderAge = (page: Page) =>
  dialog(page).locator("#qs-pf-cotizante_edad-cotizante");
export const submit = (page: Page) =>
  dialog(page).getByRole("button", { name: "Calcular precios" });

/**
 * Presses the first card's 'Ingresa tu perfil' once the listing has settled. While the results
 * for a newly stored profile arrive (`aria-busy`), the cards are put in their new order, and a
 * press that starts on one card's button and ends on another's is no click at all.
 */
export async function pressEnterProfile(page: Page) {
  await page.locator("article.qs-card").first().waitFor();
  await expect(page.locator("section.qs-results")).not.toHaveAttribute("aria-busy", "true");
  await page.getByRole("link", { name: "Ingresa tu perfil" }).first().click();
}

/** Opens the profile modal from the first card, once the stored profile has prefilled it. */
export async function openProfile(page: Page) {
  await pressEnterProfile(page);
  await expect(dialog(page)).toBeVisible();
  await expect(submit(page)).toBeVisible();
  // The stored profile prefills after about 200 ms.
  await expect(dialog(page).locator("form[data-prefilled=true]")).toBeVisible();
}

/** A family of four (38, 40, and two children of 7 and 4), with consent to its health data. */
export async function enterFamily(page: Page) {
  await policyholderAge(page).fill("38");
  await dialog(page).getByRole("switch", { name: "¿Incluir a tu pareja?" }).check();
  await dialog(page).locator("#qs-pf-pareja_edad-pareja").fill("40");
  await dialog(page).getByRole("button", { name: "Agregar asegurados" }).click();
  for (const [index, age] of ["7", "4"].entries()) {
    await dialog(page).getByRole("button", { name: "Agregar", exact: true }).click();
    await dialog(page)
      .locator(`#qs-pf-parentescoCarga-${index}`)
      .selectOption(index === 0 ? "Hijo" : "Hija");
    await dialog(page).locator(`#qs-pf-cargas_edad-${index}`).fill(age);
  }
  // Each test starts in a fresh browser: the first profile asks for consent to its health data.
  await agreeToHealthData(dialog(page));
  await submit(page).click();
  await expect(dialog(page)).toBeHidden();
}
