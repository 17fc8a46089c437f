import {
  type ApiFixture,
  type CallLog,
  ComparatorHarness,
} from "@qs/test-support/comparator-harness";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComparisonPage } from "./comparison-page";

function renderComparison(api?: ApiFixture, calls?: CallLog) {
  render(
    <SiteHarness>
      <ComparatorHarness api={api} calls={calls}>
        <ComparisonPage codes={["P-1001", "P-1002"]} />
      </ComparatorHarness>
    </SiteHarness>,
  );
}

const priceCells = async () => {
  const header = await screen.findByRole("rowheader", { name: "Precio" });
  return within(header.closest("tr") as HTMLElement).getAllByRole("cell");
};

describe("comparison page", () => {
  it("titles the document 'Comparación de planes' with the brand", async () => {
    renderComparison();
    expect(await screen.findByText("Salud Plus")).toBeVisible();
    expect(document.title).toBe("Comparación de planes | QueSeguro");
  });

  it("shows each product's own price when no profile price is defined", async () => {
    renderComparison();
    expect(await screen.findByText("Salud Plus")).toBeVisible();
    const cells = await priceCells();
    expect(cells.map((cell) => cell.textContent)).toEqual(["$120.000/mes", "$250.000/mes"]);
  });

  it("prices the compared products in one batch request and shows the profile price", async () => {
    const calls: CallLog = [];
    const price = (minPrice: number) => ({
      total: { profilesWithPrice: 1, profilesEvaluated: 1, arePricesDefined: true, minPrice },
    });
    renderComparison(
      (url) =>
        url.pathname === "/api/insurance/calculatePrices"
          ? {
              body: {
                data: [
                  { id: 1001, price: price(99000) },
                  { id: 1002, price: price(101000) },
                ],
                metadata: { demo: true },
              },
            }
          : undefined,
      calls,
    );
    expect(await screen.findByText("Salud Plus")).toBeVisible();
    await screen.findByText("$101.000/mes");
    const cells = await priceCells();
    expect(cells.map((cell) => cell.textContent)).toEqual(["$99.000/mes", "$101.000/mes"]);
    const priceCalls = calls.filter((url) => url.pathname.includes("calculatePrice"));
    expect(priceCalls.map((url) => url.pathname)).toEqual(["/api/insurance/calculatePrices"]);
  });

  it("asks for a product's price on its own when the batch cannot answer", async () => {
    renderComparison((url) =>
      url.pathname.endsWith("/calculatePrice")
        ? {
            body: {
              data: {
                total: {
                  profilesWithPrice: 1,
                  profilesEvaluated: 1,
                  arePricesDefined: true,
                  minPrice: 99000,
                },
              },
              metadata: { demo: true },
            },
          }
        : undefined,
    );
    expect(await screen.findByText("Salud Plus")).toBeVisible();
    await screen.findAllByText("$99.000/mes");
    const cells = await priceCells();
    expect(cells.map((cell) => cell.textContent)).toEqual(["$99.000/mes", "$99.000/mes"]);
  });
});
