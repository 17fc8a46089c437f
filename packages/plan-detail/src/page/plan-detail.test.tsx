import { SiteHarness } from "@qs/test-support/site-harness";
import { PartnerProvider, type PartnerView } from "@qs/ui/partner-context";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  DetailHarness,
  fakePdfLoader,
  sampleDetailProduct,
  sampleTabs,
} from "../testing/detail-harness";
import { PlanDetail, type PlanDetailProps } from "./plan-detail";

const path = "/Seguros/Seguros-Andinos/Salud-Esencial";

function renderDetail(props: Partial<PlanDetailProps>) {
  return render(
    <SiteHarness>
      <DetailHarness>
        <PlanDetail
          product={sampleDetailProduct}
          insurancePath={path}
          segment={null}
          pdfLoader={fakePdfLoader(12)}
          mobile={false}
          {...props}
        />
      </DetailHarness>
    </SiteHarness>,
  );
}

const tabs = async () =>
  within(await screen.findByRole("navigation", { name: "Secciones del plan" }));

describe("plan detail", () => {
  it("home: breadcrumb, header, every tab with its address, request column", async () => {
    renderDetail({});
    expect(await screen.findByRole("heading", { level: 1, name: "Salud Esencial" })).toBeVisible();
    const crumbs = screen.getByRole("navigation", { name: "Ruta de navegación" });
    expect(crumbs).toHaveTextContent("Inicio / Seguros / Seguros Andinos / Salud Esencial");
    const bar = await tabs();
    expect(bar.getByRole("link", { name: /Resumen/ })).toHaveAttribute("aria-current", "page");
    expect(bar.getByRole("link", { name: /Coberturas/ })).toHaveAttribute(
      "href",
      `${path}/Coberturas`,
    );
    expect(bar.getByRole("link", { name: /Resumen/ })).toHaveAttribute("href", path);
    expect(screen.getByRole("heading", { name: "Solicita este plan" })).toBeVisible();
  });

  it("the last segment selects the tab; the request tab takes the content column", async () => {
    renderDetail({ segment: "Solicitar" });
    expect((await tabs()).getByRole("link", { name: /Solicitar/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getAllByRole("heading", { name: "Solicita este plan" })).toHaveLength(1);
  });

  it("the FAQ tab lists the questions", async () => {
    renderDetail({ segment: "Preguntas-Frecuentes" });
    expect(await screen.findByText("¿Desde cuándo tengo cobertura?")).toBeVisible();
  });

  it("a document tab shows the viewer", async () => {
    renderDetail({ segment: "Condiciones" });
    expect(await screen.findByText("1/12")).toBeVisible();
  });

  it("in a modal: no breadcrumb", async () => {
    renderDetail({ modal: true });
    await tabs();
    expect(
      screen.queryByRole("navigation", { name: "Ruta de navegación" }),
    ).not.toBeInTheDocument();
  });

  it("hidden tabs are left out; disabled tabs are not links", async () => {
    renderDetail({
      tabs: sampleTabs.map((tab) =>
        tab.url === "Clinicas"
          ? { ...tab, disabled: true }
          : tab.url === "Coberturas"
            ? { ...tab, hidden: true }
            : tab,
      ),
    });
    const bar = await tabs();
    expect(bar.queryByText(/Coberturas/)).not.toBeInTheDocument();
    expect(bar.getByText(/Clínicas y prestadores/)).toHaveAttribute("aria-disabled", "true");
    expect(bar.queryByRole("link", { name: /Clínicas/ })).not.toBeInTheDocument();
  });

  it("a partner with clinicsEnabled false shows no provider network tab", async () => {
    const partner = (clinicsEnabled: boolean): PartnerView => ({
      kind: "subdomain",
      name: "Tienda Austral",
      subdomain: "tiendaaustral",
      token: null,
      data: { allowedUrls: [], clinicsEnabled },
    });
    const renderFor = (clinicsEnabled: boolean) =>
      render(
        <SiteHarness>
          <PartnerProvider partner={partner(clinicsEnabled)}>
            <DetailHarness>
              <PlanDetail
                product={sampleDetailProduct}
                insurancePath={path}
                segment={null}
                tabs={sampleTabs}
                mobile={false}
              />
            </DetailHarness>
          </PartnerProvider>
        </SiteHarness>,
      );
    const { unmount } = renderFor(false);
    expect((await tabs()).queryByText(/Clínicas y prestadores/)).not.toBeInTheDocument();
    unmount();
    renderFor(true);
    expect((await tabs()).getByRole("link", { name: /Clínicas y prestadores/ })).toBeVisible();
  });

  it("mobile: 3 tabs, the rest under 'Ver más'", async () => {
    renderDetail({ mobile: true, tabs: sampleTabs });
    const bar = await tabs();
    expect(bar.getAllByRole("link")).toHaveLength(3);
    await userEvent.click(bar.getByRole("button", { name: /Ver más/ }));
    expect(bar.getByRole("link", { name: /Condiciones/ })).toBeVisible();
    expect(bar.getByRole("link", { name: /Preguntas frecuentes/ })).toBeVisible();
  });

  it("solicitar uses the parent URL as canonical", async () => {
    renderDetail({ segment: "Solicitar" });
    await tabs();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      new RegExp(`${path}$`),
    );
  });
});
