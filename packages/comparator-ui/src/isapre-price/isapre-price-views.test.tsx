import {
  type ApiFixture,
  type CallLog,
  ComparatorHarness,
} from "@qs/test-support/comparator-harness";
import {
  isapreAnswers,
  sampleChileConfig,
  sampleIsaprePlan,
  ufFixture,
} from "@qs/test-support/isapre-samples";
import { sampleProduct } from "@qs/test-support/sample-products";
import { SiteHarness } from "@qs/test-support/site-harness";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import { render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ComparisonPage } from "../comparison-page/comparison-page";
import { ProductCard } from "../product-card/product-card";

/**
 * The Isapre price block where plans are shown: on an Isapre plan's card and in the
 * comparison, from the price answers those views already ask for, and nowhere else.
 */

const meta = { demo: true };
const otherPlan = sampleProduct(1001, { displayName: "Salud Esencial" });

/** The API of a Chilean site: the UF value, the two plans and their prices for no profile. */
const chileApi: ApiFixture = (url, call) => {
  const path = url.pathname;
  if (path === "/api/insurance/product/CL-COL-ISA-2101")
    return { body: { data: sampleIsaprePlan, metadata: meta } };
  if (path === `/api/insurance/${sampleIsaprePlan.id}/calculatePrice`)
    return { body: { data: isapreAnswers.defaultRange, metadata: meta } };
  if (path === "/api/insurance/calculatePrices")
    return {
      body: {
        data: [
          { id: sampleIsaprePlan.id, price: isapreAnswers.defaultRange },
          { id: otherPlan.id, price: null },
        ],
        metadata: meta,
      },
    };
  return ufFixture(url, call);
};

function renderChile(children: ReactNode, calls: CallLog) {
  render(
    <SiteHarness config={sampleChileConfig}>
      <CountryConfigProvider config={sampleChileConfig}>
        <ComparatorHarness api={chileApi} calls={calls}>
          {children}
        </ComparatorHarness>
      </CountryConfigProvider>
    </SiteHarness>,
  );
}

const priceRequests = (calls: CallLog) =>
  calls.filter((url) => url.pathname.includes("calculatePrice")).length;

describe("the Isapre price block in the views", () => {
  it("shows on an Isapre plan's card from the card's own price answer", async () => {
    const calls: CallLog = [];
    renderChile(<ProductCard product={sampleIsaprePlan} view="grid" />, calls);
    const block = await screen.findByRole("region", { name: "Precio del plan de Isapre" });
    expect(
      within(block).getByText(
        "Sin tu renta usamos el rango de referencia de $120.000 a $150.000 al mes para el 7 %.",
      ),
    ).toBeInTheDocument();
    expect(within(block).getByText("GES incluido")).toBeInTheDocument();
    // The card's one price request; the block asks only for the UF value.
    expect(priceRequests(calls)).toBe(1);
  });

  it("stays off the cards of other plans", async () => {
    const calls: CallLog = [];
    renderChile(<ProductCard product={otherPlan} view="grid" />, calls);
    await waitFor(() => expect(priceRequests(calls)).toBe(1));
    expect(screen.queryByRole("region", { name: "Precio del plan de Isapre" })).toBeNull();
    expect(calls.some((url) => url.pathname === "/api/globales/uf")).toBe(false);
  });

  it("adds a row to the comparison, filled for the Isapre plan only", async () => {
    const calls: CallLog = [];
    renderChile(<ComparisonPage codes={["CL-COL-ISA-2101", "P-1001"]} />, calls);
    const header = await screen.findByRole("rowheader", { name: "Precio en la Isapre" });
    const [isapre, other] = within(header.closest("tr") as HTMLElement).getAllByRole("cell");
    expect(
      await within(isapre as HTMLElement).findByRole("region", {
        name: "Precio del plan de Isapre",
      }),
    ).toBeInTheDocument();
    expect(other).toHaveTextContent("No informado");
  });
});
