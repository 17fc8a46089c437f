import {
  type ApiFixture,
  type CallLog,
  ComparatorHarness,
} from "@qs/test-support/comparator-harness";
import { sampleProduct } from "@qs/test-support/sample-products";
import { SiteHarness } from "@qs/test-support/site-harness";
import { yearlyAnswers } from "@qs/test-support/yearly-cost-samples";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComparisonPage } from "../comparison-page/comparison-page";
import { ProductCard } from "../product-card/product-card";

/**
 * The estimate where visitors compare plans: on a card and in the comparison, from the price
 * answers those views already ask for (no request of its own).
 */

const pesos = (amount: number) =>
  `$${new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 }).format(amount)}`;
const totalOf = (price: { yearlyCost?: { total: number } | null }) => price.yearlyCost?.total ?? 0;

const answering =
  (route: string, data: unknown): ApiFixture =>
  (url) =>
    url.pathname.endsWith(route) ? { body: { data, metadata: { demo: true } } } : undefined;

describe("the estimated yearly cost in the comparator's views", () => {
  it("shows on a card, for the default person while no profile is stored", async () => {
    const calls: CallLog = [];
    render(
      <SiteHarness>
        <ComparatorHarness
          api={answering("/calculatePrice", yearlyAnswers.noProfile)}
          calls={calls}
        >
          <ProductCard product={sampleProduct(1)} view="grid" />
        </ComparatorHarness>
      </SiteHarness>,
    );
    const block = await screen.findByRole("region", { name: "Costo anual estimado" });
    expect(within(block).getByText(pesos(totalOf(yearlyAnswers.noProfile)))).toBeInTheDocument();
    expect(
      within(block).getByText(/Sin tu perfil lo calculamos para una persona de 25 años/),
    ).toBeInTheDocument();
    expect(calls.filter((url) => url.pathname.includes("calculatePrice"))).toHaveLength(1);
  });

  it("has one row in the comparison, filled from the one batch of prices", async () => {
    const calls: CallLog = [];
    render(
      <SiteHarness>
        <ComparatorHarness
          api={answering("/calculatePrices", [
            { id: 1001, price: yearlyAnswers.priced },
            { id: 1002, price: yearlyAnswers.missingCover },
          ])}
          calls={calls}
        >
          <ComparisonPage codes={["P-1001", "P-1002"]} />
        </ComparatorHarness>
      </SiteHarness>,
    );
    const header = await screen.findByRole("rowheader", { name: "Costo anual estimado" });
    const row = header.closest("tr") as HTMLElement;
    await within(row).findByText(pesos(totalOf(yearlyAnswers.priced)));
    // The row's own cells (each holds the assumptions' table too).
    const cells = [...row.querySelectorAll(":scope > td")];
    expect(cells[0]).toHaveTextContent(pesos(totalOf(yearlyAnswers.priced)));
    expect(cells[1]).toHaveTextContent(pesos(totalOf(yearlyAnswers.missingCover)));
    expect(cells[1]).toHaveTextContent("El plan no informa cobertura de consultas y exámenes");
    const priceCalls = calls.filter((url) => url.pathname.includes("calculatePrice"));
    expect(priceCalls.map((url) => url.pathname)).toEqual(["/api/insurance/calculatePrices"]);
  });
});
