import { API_PORT, onSites } from "../sites";
import { expectAccessible } from "./axe";
import { expect, hydrated, test } from "./fixtures";

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
