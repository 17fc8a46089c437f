import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HealthPlanFacts } from "./health-plan-facts";

const plan = {
  codigoplan: "67-ISA-2101-24",
  nombreplan: "Colmena Preferente",
  codigoprestador: 67,
  modalidadplan: "preferente",
  topeanual: 0,
  estadoplan: "Si Comer." as const,
};

describe("health-plan facts", () => {
  it("show the plan state and the annual top by the specs' display states", async () => {
    render(
      <SiteHarness>
        <HealthPlanFacts plan={plan} />
      </SiteHarness>,
    );
    const facts = await screen.findByRole("region", { name: "Ficha del plan de salud" });
    const value = (label: string) => within(facts).getByText(label).nextElementSibling;
    expect(value("Estado")).toHaveTextContent("Comercializable");
    expect(value("Tope anual por beneficiario")).toHaveTextContent("Sin tope");
    expect(value("Modalidad")).toHaveTextContent("Preferente");
    expect(value("Código del plan")).toHaveTextContent("67-ISA-2101-24");
  });

  it("show a plan no longer sold as No comercializable", async () => {
    render(
      <SiteHarness>
        <HealthPlanFacts plan={{ ...plan, estadoplan: "No Comer.", topeanual: 5000 }} />
      </SiteHarness>,
    );
    const facts = await screen.findByRole("region", { name: "Ficha del plan de salud" });
    expect(within(facts).getByText("No comercializable")).toBeInTheDocument();
    expect(within(facts).getByText("5.000 UF")).toBeInTheDocument();
  });

  it("show the states in the page's language and the plan's own texts marked as Spanish", async () => {
    render(
      <SiteHarness language="en">
        <HealthPlanFacts
          plan={{
            ...plan,
            topeanual: 2500.5,
            prestacionesrest: [1, 3],
            lineaplan: "Línea Preferente",
          }}
        />
      </SiteHarness>,
    );
    const facts = await screen.findByRole("region", { name: "Health plan facts" });
    const value = (label: string) => within(facts).getByText(label).nextElementSibling;
    expect(value("Status")).toHaveTextContent("On sale");
    expect(value("Status")).not.toHaveAttribute("lang");
    expect(value("Annual cap per beneficiary")).toHaveTextContent("2,500.50 UF");
    expect(value("Restricted benefits")).toHaveTextContent(
      "Childbirth, neonatology and obstetrics; Bariatric surgery",
    );
    expect(value("Line")).toHaveAttribute("lang", "es");
  });
});
