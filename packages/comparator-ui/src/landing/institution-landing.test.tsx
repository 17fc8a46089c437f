import { type ApiFixture, ComparatorHarness } from "@qs/test-support/comparator-harness";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InstitutionLanding, LANDING_PAGE_SIZE } from "./institution-landing";
import { landingPage, validateLandingSearch } from "./landing-search";

const clinics =
  (count: number): ApiFixture =>
  (url) =>
    url.pathname === "/api/coverageOrganization/country"
      ? {
          body: {
            data: Array.from({ length: count }, (_, index) => ({
              id: 500 + index,
              displayName: `Clínica ${index + 1}`,
            })),
            metadata: { demo: true },
          },
        }
      : undefined;

function renderLanding(api: ApiFixture, page = 1) {
  render(
    <SiteHarness>
      <ComparatorHarness api={api}>
        <InstitutionLanding
          landing={{ kind: "clinics" }}
          title="Clínicas y Hospitales"
          page={page}
        />
      </ComparatorHarness>
    </SiteHarness>,
  );
}

describe("landing lists", () => {
  it("links each clinic to the comparator filtered by it", async () => {
    renderLanding(clinics(2));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Clínicas y Hospitales" }),
    ).toBeVisible();
    const link = await screen.findByRole("link", { name: "Ver planes: Clínica 2" });
    expect(link.getAttribute("href")).toBe("/Comparar?coverageOrganizations=501");
  });

  it("titles the document with the list and the brand", async () => {
    renderLanding(clinics(2));
    await screen.findByRole("heading", { level: 1, name: "Clínicas y Hospitales" });
    await waitFor(() => expect(document.title).toBe("Clínicas y Hospitales | QueSeguro"));
  });

  it("shows 12 a page; 'pagina' picks the page", async () => {
    renderLanding(clinics(LANDING_PAGE_SIZE + 1), 2);
    expect(await screen.findByRole("link", { name: "Ver planes: Clínica 13" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Ver planes: Clínica 1" })).not.toBeInTheDocument();
    expect(screen.getByText("Página 2 de 2")).toBeVisible();
    expect(screen.getByRole("link", { name: "Anterior" })).toBeVisible();
  });

  it("reads 'pagina' as a positive page, 1 otherwise", () => {
    expect(landingPage("3")).toBe(3);
    expect(landingPage("0")).toBe(1);
    expect(landingPage("x")).toBe(1);
    expect(validateLandingSearch({ pagina: "1" })).toEqual({});
    expect(validateLandingSearch({ pagina: 2 })).toEqual({ pagina: 2 });
  });
});
