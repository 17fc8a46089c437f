import { SiteHarness } from "@qs/site-shell/testing/site-harness";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ApiFixture, ComparatorHarness } from "../testing/comparator-harness";
import { ComparisonPage } from "./comparison-page";

function renderComparison(api?: ApiFixture) {
  render(
    <SiteHarness>
      <ComparatorHarness api={api}>
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
  it("shows each product's own price when no profile price is defined", async () => {
    renderComparison();
    expect(await screen.findByText("Salud Plus")).toBeVisible();
    const cells = await priceCells();
    expect(cells.map((cell) => cell.textContent)).toEqual(["$120.000/mes", "$250.000/mes"]);
  });

  it("shows the profile price the cards show when the API defines one", async () => {
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
