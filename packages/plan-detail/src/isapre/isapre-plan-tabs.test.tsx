import { sampleChileSiteConfig } from "@qs/country-samples/sample-countries";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleBenefits, sampleFactors, sampleFees } from "../testing/isapre-plan-samples";
import { PlanBenefitsView, PlanFactorsView } from "./isapre-plan-tabs";

describe("an Isapre plan's data tabs", () => {
  it("shows each benefit's coverage by modality with its cap, and each fee with what the plan pays", async () => {
    render(
      <SiteHarness config={sampleChileSiteConfig}>
        <PlanBenefitsView benefits={sampleBenefits} fees={sampleFees} />
      </SiteHarness>,
    );
    const hospital = await screen.findByRole("table", { name: "Hospitalarias" });
    const row = within(hospital).getByRole("row", { name: /Honorarios médicos quirúrgicos/ });
    expect(row).toHaveTextContent("90 %, sin tope");
    expect(row).toHaveTextContent("70 %, tope 16 UF");
    const fees = screen.getByRole("region", {
      name: "Arancel, bonificación y copago por prestación",
    });
    const surgery = within(fees).getByRole("row", { name: /Colecistectomía/ });
    expect(surgery).toHaveTextContent("$1.463.200");
    expect(surgery).toHaveTextContent("$627.200");
    expect(surgery).toHaveTextContent("$836.000");
    expect(screen.getByText(/con la UF de hoy \(\$39\.200\)/)).toBeInTheDocument();
  });

  it("leaves out the preferred-network column of a free-choice plan", async () => {
    render(
      <SiteHarness config={sampleChileSiteConfig}>
        <PlanBenefitsView
          benefits={sampleBenefits.map((benefit) => ({ ...benefit, preferred: null }))}
          fees={sampleFees}
        />
      </SiteHarness>,
    );
    await screen.findByRole("table", { name: "Hospitalarias" });
    expect(screen.queryByRole("columnheader", { name: "Red preferente" })).toBeNull();
  });

  it("prices each age band from the base price, its factor and the GES", async () => {
    render(
      <SiteHarness config={sampleChileSiteConfig}>
        <PlanFactorsView table={sampleFactors} />
      </SiteHarness>,
    );
    const table = await screen.findByRole("table");
    // 2,1 UF x 1,3 + 0,63 UF = 3,36 UF.
    expect(within(table).getByRole("row", { name: /35 a 44 años/ })).toHaveTextContent("3,36 UF");
    expect(within(table).getByRole("row", { name: /65 años y más/ })).toHaveTextContent("2,4");
    expect(screen.getByText(/precio base del plan \(2,10 UF al mes\)/)).toBeInTheDocument();
  });
});
