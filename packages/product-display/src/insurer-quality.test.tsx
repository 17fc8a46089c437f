import { sampleInsurerQuality } from "@qs/test-support/sample-products";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QualityCell, QualitySection } from "./insurer-quality";
import { QualitySummary } from "./insurer-quality-summary";

describe("an insurer's quality figures", () => {
  it("on the plan page: each figure with what it means, its source and date, and that it moves no plan", async () => {
    render(
      <SiteHarness>
        <QualitySection insurer="Seguros Andinos" quality={sampleInsurerQuality} />
      </SiteHarness>,
    );
    const section = await screen.findByRole("region", {
      name: "Calidad de servicio de Seguros Andinos",
    });
    const figure = (name: string) =>
      within(section).getByText(name, { selector: "dt" }).parentElement as HTMLElement;
    expect(figure("Opiniones de clientes")).toHaveTextContent("4,4 de 5 · 812 opiniones");
    expect(figure("Índice de reclamos")).toHaveTextContent("2,4 por cada 10.000 pólizas");
    expect(figure("Índice de reclamos")).toHaveTextContent("Menos es mejor");
    expect(figure("Siniestros pagados")).toHaveTextContent("93,5 % de siniestros pagados");
    expect(figure("Tiempo de respuesta a reclamos")).toHaveTextContent("14 días");
    expect(figure("Siniestros pagados")).toHaveTextContent(
      "Superintendencia Financiera de Colombia, 30 de junio de 2026 (valores de demostración)",
    );
    expect(
      within(section).getByRole("link", {
        name: "Ver las cifras que publica Superintendencia Financiera de Colombia",
      }),
    ).toHaveAttribute("href", "https://www.superfinanciera.gov.co/");
    expect(section).toHaveTextContent("no cambian el lugar de ningún plan en ningún orden");
  });

  it("says so when the regulator publishes no figures, and shows nothing without any figure", async () => {
    const { rerender } = render(
      <SiteHarness>
        <QualitySection
          insurer="Global Health"
          quality={{ regulator: null, reviews: sampleInsurerQuality.reviews }}
        />
      </SiteHarness>,
    );
    const section = await screen.findByRole("region", { name: /Global Health/ });
    expect(section).toHaveTextContent("regulador de otro país");
    expect(within(section).getAllByText("No informado")).toHaveLength(3);
    rerender(
      <SiteHarness>
        <QualitySection insurer="Global Health" quality={{ regulator: null, reviews: null }} />
        <p>fin</p>
      </SiteHarness>,
    );
    await screen.findByText("fin");
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("on a card: the stars, the claims paid and their source", async () => {
    render(
      <SiteHarness>
        <QualitySummary quality={sampleInsurerQuality} />
      </SiteHarness>,
    );
    const line = await screen.findByText(/812 opiniones/);
    expect(line.closest("p")).toHaveTextContent(
      "★ 4,4 de 5 · 812 opiniones93,5 % de siniestros pagadosSuperintendencia Financiera de Colombia, 30 de junio de 2026 (valores de demostración)",
    );
  });

  it("in a comparison cell: the value and its source, or 'No informado'", async () => {
    render(
      <SiteHarness>
        <div data-testid="with">
          <QualityCell quality={sampleInsurerQuality} figure="resolutionDays" />
        </div>
        <div data-testid="without">
          <QualityCell quality={null} figure="complaintIndex" />
        </div>
      </SiteHarness>,
    );
    expect(await screen.findByTestId("with")).toHaveTextContent(
      "14 díasSuperintendencia Financiera de Colombia, 30 de junio de 2026",
    );
    expect(screen.getByTestId("without")).toHaveTextContent("No informado");
  });
});
