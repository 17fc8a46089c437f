import { SiteHarness } from "@qs/site-shell/testing/site-harness";
import { sampleCountryConfig } from "@qs/ui/testing/sample-country-config";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ComparatorSearch } from "../comparator-search";
import { ComparatorHarness } from "../testing/comparator-harness";
import { FiltersPanel } from "./filters-panel";

function renderPanel(previsionOptions: string[], search: ComparatorSearch = {}) {
  const changes: ComparatorSearch[] = [];
  render(
    <SiteHarness config={{ ...sampleCountryConfig, previsionOptions }}>
      <ComparatorHarness>
        <FiltersPanel scope={{}} search={search} onSearchChange={(next) => changes.push(next)} />
      </ComparatorHarness>
    </SiteHarness>,
  );
  return changes;
}

describe("prevision filter", () => {
  it("offers the country's health-insurance systems and puts the choice in the address", async () => {
    const changes = renderPanel(["Fonasa", "Isapre"], { sort: "lowerPrice" });
    const select = await screen.findByLabelText("Previsión");
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "—",
      "Fonasa",
      "Isapre",
    ]);
    await userEvent.selectOptions(select, "Isapre");
    expect(changes.at(-1)).toEqual({ sort: "lowerPrice", prevision: "Isapre" });
  });

  it("shows the address's prevision and clears it with the empty choice", async () => {
    const changes = renderPanel(["Fonasa", "Isapre"], { prevision: "Fonasa" });
    const select = (await screen.findByLabelText("Previsión")) as HTMLSelectElement;
    expect(select.value).toBe("Fonasa");
    await userEvent.selectOptions(select, "");
    expect(changes.at(-1)).toEqual({});
  });

  it("is absent where the country has no prevision options", async () => {
    renderPanel([]);
    expect(await screen.findByText("Filtros")).toBeInTheDocument();
    expect(screen.queryByLabelText("Previsión")).not.toBeInTheDocument();
  });
});
