import { ComparatorHarness } from "@qs/test-support/comparator-harness";
import { sampleProducts } from "@qs/test-support/sample-products";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ComparisonPage } from "./comparison-page";

describe("comparison data dates and quote", () => {
  it("shows each plan's data date in one row, 'No informado' where the answer has none", async () => {
    render(
      <SiteHarness>
        <ComparatorHarness
          api={(url) => {
            if (!url.pathname.startsWith("/api/insurance/product/")) return undefined;
            const code = decodeURIComponent(url.pathname.split("/").pop() ?? "");
            const product = sampleProducts.find((item) => item.productCode === code);
            const updatedAt = code === "P-1001" ? "2026-11-24T15:30:00.000Z" : undefined;
            return { body: { data: { ...product, updatedAt }, metadata: { demo: true } } };
          }}
        >
          <ComparisonPage codes={["P-1001", "P-1002"]} />
        </ComparatorHarness>
      </SiteHarness>,
    );
    const head = await screen.findByRole("rowheader", { name: "Datos actualizados" });
    const cells = within(head.closest("tr") as HTMLElement).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual([
      "24 de noviembre de 2026",
      "No informado",
    ]);
    expect(screen.getByRole("button", { name: "Descargar cotización" })).toBeEnabled();
  });
});
