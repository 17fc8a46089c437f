import { API_PORT, onSites } from "../sites";
import { expectAccessible } from "./axe";
import { expect, hydrated, test } from "./fixtures";

/**
 * Chile's plan data on an Isapre plan's page: the 'Prestaciones y aranceles' tab with each
 * benefit's coverage and what the plan pays of each fee, and the 'Tabla de factores' tab with
 * the price of each age, the same as the plan's price for that age.
 */

const API = `http://localhost:${API_PORT}`;

test.describe("an Isapre plan's data", { tag: onSites("CL") }, () => {
  test("the plan page shows its benefits, fee schedule and factor table", async ({
    page,
    request,
  }) => {
    const answer = await request.get(
      `${API}/api/compare/products?organizationTypes=ISAPRE&country=CL`,
    );
    const item = (
      (await answer.json()) as {
        items: Array<{
          url: string;
          id: number;
          organization: { metadata: { url: string } };
        }>;
      }
    ).items[0];
    expect(item).toBeDefined();
    const planPath = `/Isapre/${item?.organization.metadata.url}/Complementos/${item?.url}`;
    await page.goto(planPath);
    await hydrated(page);
    await page.getByRole("link", { name: /Prestaciones y aranceles/ }).click();
    await expect(page).toHaveURL(/\/Prestaciones$/);
    const hospital = page.getByRole("table", { name: "Hospitalarias" });
    await expect(hospital).toBeVisible();
    await expect(hospital.getByRole("row", { name: /Día cama/ })).toContainText(
      /\d+ %, (sin tope|tope [\d,]+ UF)/,
    );
    const fees = page.getByRole("table", { name: "Arancel, bonificación y copago por prestación" });
    const surgery = fees.getByRole("row", { name: /Colecistectomía/ });
    await expect(surgery).toContainText(/\$[\d.]+.*\$[\d.]+.*\$[\d.]+/);
    await expectAccessible(page, "an Isapre plan's benefits and fees");

    // Each band's monthly price is the base price times its factor, plus GES (the API's own
    // test holds the same figure to the price engine's).
    const table = (
      (await (
        await request.get(`${API}/api/infoplanes/factores?producto=${item?.id}&country=CL`)
      ).json()) as {
        data: { basePriceUf: number; gesPriceUf: number };
      }
    ).data;
    await page.goto(`${planPath}/Factores`);
    await hydrated(page);
    const factors = page.getByRole("table", { name: "Factores y precio mensual por edad" });
    const band = factors.getByRole("row", { name: /35 a 44 años/ });
    await expect(band).toContainText("1,3");
    const price = Math.round((table.basePriceUf * 1.3 + table.gesPriceUf) * 100) / 100;
    await expect(band).toContainText(`${price.toFixed(2).replace(".", ",")} UF`);
    await expectAccessible(page, "an Isapre plan's factor table");
  });
});
