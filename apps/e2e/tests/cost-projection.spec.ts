import { API_PORT, onSites } from "../sites";
import { expectAccessible } from "./axe";
import { agreeToHealthData } from "./consent";
import { expect, hydrated, test } from "./fixtures";
import { dialog, openProfile, submit } from "./profile-steps";

/**
 * The cost over the years on a plan's page: a chart with a table beside it, the sums and the
 * assumptions. Colombia's health policy at today's prices by age band; Chile's Isapre plan
 * with the Isapre's yearly adjustment and its source.
 */

const API = `http://localhost:${API_PORT}`;
const LISTED = {
  CO: { types: "ASEG", path: (org: string, url: string) => `/Seguros/${org}/${url}` },
  CL: { types: "ISAPRE", path: (org: string, url: string) => `/Isapre/${org}/Complementos/${url}` },
} as const;

test.describe("the cost over ten years", { tag: onSites("CO", "CL") }, () => {
  test("a plan's page shows the next ten years as a chart and a table, with the assumptions", async ({
    page,
    request,
    site,
  }) => {
    const listed = LISTED[site.code as keyof typeof LISTED];
    const params = new URLSearchParams({ organizationTypes: listed.types, country: site.code });
    if (site.code === "CO") params.set("productType", "POLIZA DE SALUD");
    const answer = await request.get(`${API}/api/compare/products?${params}`);
    const item = (
      (await answer.json()) as {
        items: Array<{ url: string; organization: { metadata: { url: string } } }>;
      }
    ).items[0];
    expect(item).toBeDefined();
    await page.goto(listed.path(item?.organization.metadata.url ?? "", item?.url ?? ""));
    await hydrated(page);
    const section = page.getByRole("region", { name: "Costo en los próximos 10 años" });
    await expect(section).toBeVisible();
    const rows = section.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(11);
    await expect(section.getByText("En 10 años")).toBeVisible();
    if (site.code === "CL")
      await expect(section).toContainText(
        /Las primas suben [\d,]+ % al año.*Superintendencia de Salud/,
      );
    else await expect(section).toContainText("Precios de hoy: solo cambian por tramo de edad");
    await expectAccessible(page, "a plan's page with its ten-year cost");
  });
});

test.describe("the listing by the cost over five years", { tag: onSites("CL") }, () => {
  test("once a profile is stored, 'Menor costo a 5 años' orders the Isapre plans as the API places them", async ({
    page,
  }) => {
    await page.goto("/Comparar/Isapres");
    await hydrated(page);
    const sort = page.getByLabel("Ordenar por");
    await expect(sort.getByRole("option", { name: "Menor costo a 5 años" })).toHaveCount(0);
    await openProfile(page);
    await dialog(page).locator("#qs-pf-cotizante_edad-cotizante").fill("38");
    await dialog(page).locator("#qs-pf-cotizante_ingreso-cotizante").fill("1650000");
    await agreeToHealthData(dialog(page));
    await submit(page).click();
    await expect(dialog(page)).toBeHidden();

    const answer = page.waitForResponse(
      (response) =>
        response.url().includes("/api/compare/products/byProfilePrice") &&
        response.request().postDataJSON()?.query?.sort === "fiveYearCost",
    );
    await sort.selectOption({ label: "Menor costo a 5 años" });
    await expect(page).toHaveURL(/sort=fiveYearCost/);
    const body = (await (await answer).json()) as { items: Array<{ displayName: string }> };
    expect(body.items.length).toBeGreaterThan(2);
    await expect(page.locator("article.qs-card .qs-card__title")).toHaveText(
      body.items.map((item) => item.displayName),
    );
    await page.getByText("¿Cómo ordenamos?").click();
    await expect(page.getByText(/lo que suman los próximos cinco años/)).toBeVisible();
  });
});
