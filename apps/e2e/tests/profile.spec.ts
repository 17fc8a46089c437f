import { onSites, SITES } from "../sites";
import { agreeToHealthData, CONSENT_PROMPT } from "./consent";
import { expect, test } from "./fixtures";
import {
  dialog,
  enterFamily,
  openProfile,
  policyholderAge,
  pressEnterProfile,
  submit,
} from "./profile-steps";

/** Who is insured: the profile modal against the real API, on the Colombian and Chilean sites. */

const SETUP = {
  CO: { path: "/Comparar/Polizas-de-Salud", key: "V1.6_CO", other: "CL" },
  CL: { path: "/Comparar/Isapres", key: "V1.7", other: "CO" },
} as const;

type Covered = keyof typeof SETUP;

function setupFor(code: string) {
  if (!(code in SETUP))
    throw new Error(`No profile set-up for ${code}: tag the test with PROFILE_SITES`);
  return SETUP[code as Covered];
}

/** The profile flows are checked on the Colombian and Chilean sites, each with its storage key. */
const PROFILE_SITES = { tag: onSites("CO", "CL") };

const family = {
  ingresodatos: true,
  enPareja: true,
  cotizante: [
    { tipo: "cotizante", sexo: "Femenino", edad: 44 },
    { tipo: "pareja", sexo: "Masculino", edad: 46 },
  ],
  cargas: [
    { tipo: "carga", edad: 12, parentesco: "Hijo" },
    { tipo: "carga", edad: 9, parentesco: "Hija" },
  ],
};

test.describe("profile", () => {
  test(
    "a family sees prices for its profile on the cards",
    PROFILE_SITES,
    async ({ page, site }) => {
      const { path, key } = setupFor(site.code);
      await page.goto(path);
      await openProfile(page);
      await enterFamily(page);
      await expect(page.getByRole("button", { name: "para 4 personas" }).first()).toBeVisible();
      const stored = await page.evaluate(
        (name) => JSON.parse(localStorage.getItem(name) ?? "{}"),
        key,
      );
      expect(stored.ingresodatos).toBe(true);
      expect(stored.cotizante.map((person: { edad: number }) => person.edad)).toEqual([38, 40]);
      expect(stored.cargas.map((carga: { edad: number }) => carga.edad)).toEqual([7, 4]);
      // The consent's receipt is kept beside the profile under the country's key.
      expect(stored.consentimiento.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The cards are priced for the profile one by one: the tooltip read is that of a card
      // already priced for it, the one its button describes (the card's 'para 4 personas'
      // popover is a tooltip too). The card is pinned by its product, since a card above it
      // may be priced meanwhile and become the first priced one.
      const productId = await page
        .locator("article.qs-card")
        .filter({ has: page.getByRole("button", { name: "para 4 personas" }) })
        .first()
        .getAttribute("data-product-id");
      const priced = page.locator(`article.qs-card[data-product-id="${productId}"]`);
      const trigger = priced.getByRole("button", { name: "¿Cómo se calcula este precio?" });
      // Focus opens it as the pointer does, and stays while cards above are priced and grow
      // (which can move the card from under a resting pointer).
      await trigger.focus();
      await expect(trigger).toHaveAttribute("aria-describedby", /.+/);
      const tooltipId = await trigger.getAttribute("aria-describedby");
      await expect(page.locator(`[id="${tooltipId}"]`)).toContainText(
        "Precio mensual para 4 personas",
      );
    },
  );

  test("Chile picks a region from the list and still gets prices", { tag: onSites("CL") }, async ({
    page,
    site,
  }) => {
    const { path, key } = setupFor(site.code);
    await page.goto(path);
    await openProfile(page);
    const region = dialog(page).getByLabel("Región");
    await expect(region.locator("option").nth(1)).toHaveText("Metropolitana");
    await expect(region).toHaveValue("13");
    await region.selectOption({ label: "Valparaíso" });
    await policyholderAge(page).fill("38");
    await agreeToHealthData(dialog(page));
    const priced = page.waitForResponse(
      (response) =>
        response.url().includes("/calculatePrice") && response.request().method() === "POST",
    );
    await submit(page).click();
    await expect(dialog(page)).toBeHidden();
    const answer = await priced;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON().profile.region).toMatchObject({
      stateCode: 5,
      stateName: "Valparaíso",
    });
    const stored = await page.evaluate(
      (name) => JSON.parse(localStorage.getItem(name) ?? "{}"),
      key,
    );
    expect(stored.region).toMatchObject({ stateCode: 5, stateName: "Valparaíso" });
    await expect(page.getByRole("button", { name: "para 1 persona" }).first()).toBeVisible();
  });

  test(
    "invalid input shows the spec's messages and keeps the values",
    PROFILE_SITES,
    async ({ page, site }) => {
      const { path, key } = setupFor(site.code);
      await page.goto(path);
      await openProfile(page);
      await policyholderAge(page).fill("");
      await submit(page).click();
      await expect(dialog(page).getByRole("alert")).toHaveText(
        "No se ingresaron los siguientes campos: Edad",
      );
      await policyholderAge(page).fill("15");
      await submit(page).click();
      await expect(dialog(page).getByRole("alert")).toHaveText(
        "La edad del titular debe estar entre 18 y 99 años",
      );
      await expect(policyholderAge(page)).toHaveValue("15");
      if (site.code === "CO") {
        await policyholderAge(page).fill("30");
        await dialog(page).getByLabel("EPS actual").selectOption("notengo");
        await submit(page).click();
        await expect(dialog(page).getByRole("alert")).toHaveText(
          "No hay opciones de seguros o planes de salud disponibles para personas sin EPS",
        );
        await expect(dialog(page).getByLabel("EPS actual")).toHaveValue("notengo");
      }
      expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
    },
  );

  test(
    "reload keeps the profile under the country's key; the other country's site does not see it",
    PROFILE_SITES,
    async ({ page, site }) => {
      const { path, key, other } = setupFor(site.code);
      await page.goto(path);
      await openProfile(page);
      await enterFamily(page);
      await page.reload();
      await openProfile(page);
      await expect(policyholderAge(page)).toHaveValue("38");
      await expect(
        dialog(page).getByRole("button", { name: /Modificar asegurados/ }),
      ).toBeVisible();
      const otherSite = SITES.find((entry) => entry.code === other);
      if (!otherSite) throw new Error(`No site ${other}`);
      await page.goto(`http://localhost:${otherSite.port}${SETUP[other].path}`);
      await page.locator("article.qs-card").first().waitFor();
      const keys = await page.evaluate(
        ([own, theirs]) => [localStorage.getItem(own), localStorage.getItem(theirs)],
        [key, SETUP[other].key] as const,
      );
      expect(keys).toEqual([null, null]);
      await pressEnterProfile(page);
      await expect(dialog(page).getByRole("button", { name: "Agregar asegurados" })).toBeVisible();
    },
  );

  test(
    "a perfil link prefills and disappears from the address",
    PROFILE_SITES,
    async ({ page, site }) => {
      const { path, key } = setupFor(site.code);
      const perfil = Buffer.from(JSON.stringify(family), "utf8").toString("base64");
      await page.goto(`${path}?perfil=${encodeURIComponent(perfil)}`);
      await expect(page).not.toHaveURL(/perfil=/);
      expect(new URL(page.url()).pathname).toBe(path);
      const stored = await page.evaluate(
        (name) => JSON.parse(localStorage.getItem(name) ?? "{}"),
        key,
      );
      expect(stored.cotizante[0].edad).toBe(44);
      // Without consent the link's profile is not priced: the prompt says so above the cards,
      // and the cards move down when it appears.
      await expect(page.getByText(CONSENT_PROMPT)).toBeVisible();
      await openProfile(page);
      await expect(policyholderAge(page)).toHaveValue("44");
      await expect(dialog(page).locator("#qs-pf-pareja_edad-pareja")).toHaveValue("46");
    },
  );

  test("a broken perfil value is ignored", PROFILE_SITES, async ({ page, site }) => {
    const { path, key } = setupFor(site.code);
    await page.goto(`${path}?perfil=not-a-profile`);
    await page.locator("article.qs-card").first().waitFor();
    expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
  });

  test("the profile dialog has an address of its own, which opens it", {
    tag: onSites("CO"),
  }, async ({ page }) => {
    const { path } = setupFor("CO");
    await page.goto(path);
    const link = page.locator("article.qs-card").first().getByRole("link", {
      name: "Ingresa tu perfil",
    });
    const address = await link.getAttribute("href");
    expect(address).toMatch(/^\/Comparar\/Polizas-de-Salud\?ingresa-perfil=/);
    await page.goto(address ?? "");
    await expect(
      dialog(page).getByRole("heading", { name: "¿A quién quieres asegurar?" }),
    ).toBeVisible();
    await dialog(page).getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
});
