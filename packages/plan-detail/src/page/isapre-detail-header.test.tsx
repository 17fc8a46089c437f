import { type CallLog, ComparatorHarness } from "@qs/test-support/comparator-harness";
import {
  isapreAnswers,
  sampleChileConfig,
  sampleIsaprePlan,
  ufFixture,
} from "@qs/test-support/isapre-samples";
import { SiteHarness } from "@qs/test-support/site-harness";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleDetailProduct } from "../testing/detail-harness";
import { DetailHeader } from "./detail-header";

/** An Isapre plan's page header shows the Isapre price block from its one price answer. */

function renderHeader(product: typeof sampleIsaprePlan, calls: CallLog) {
  render(
    <SiteHarness config={sampleChileConfig}>
      <CountryConfigProvider config={sampleChileConfig}>
        <ComparatorHarness
          calls={calls}
          api={(url, call) =>
            url.pathname.endsWith("/calculatePrice")
              ? { body: { data: isapreAnswers.defaultRange, metadata: { demo: true } } }
              : ufFixture(url, call)
          }
        >
          <DetailHeader product={product} />
        </ComparatorHarness>
      </CountryConfigProvider>
    </SiteHarness>,
  );
}

describe("plan page header of an Isapre plan", () => {
  it("shows the Isapre price block with the UF value and its day", async () => {
    const calls: CallLog = [];
    renderHeader(sampleIsaprePlan, calls);
    const block = await screen.findByRole("region", { name: "Precio del plan de Isapre" });
    expect(
      await within(block).findByText("Valor UF $39.650,42 del 24-11-2026"),
    ).toBeInTheDocument();
    expect(within(block).getByRole("link", { name: "Ingresa tu renta" })).toBeInTheDocument();
    expect(calls.filter((url) => url.pathname.endsWith("/calculatePrice"))).toHaveLength(1);
  });

  it("shows no Isapre block for another plan", async () => {
    renderHeader(sampleDetailProduct, []);
    expect(await screen.findByRole("heading", { name: "Salud Esencial" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Precio del plan de Isapre" })).toBeNull();
  });
});
