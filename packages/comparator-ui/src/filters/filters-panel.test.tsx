import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import {
  type ApiFixture,
  type CallLog,
  ComparatorHarness,
} from "@qs/test-support/comparator-harness";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ComparatorSearch } from "../comparator-search";
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

describe("institution-type filter", () => {
  /** Two institution types, named by the API in the language the address asks for. */
  const api: ApiFixture = (url) => {
    if (url.pathname === "/api/organization/seguros/tipo/EPS")
      return {
        body: {
          data: [{ id: 102, displayName: "Salud Total EPS", type: "EPS" }],
          metadata: { demo: true },
        },
      };
    if (url.pathname === "/api/organization/types" && url.searchParams.get("lang") === "en")
      return {
        body: {
          data: {
            allTypes: "All institutions",
            types: [
              { type: "ASEG", displayName: "Insurer" },
              { type: "EPS", displayName: "EPS" },
            ],
          },
          metadata: { demo: true },
        },
      };
    return undefined;
  };

  function renderTypes(language: "es" | "en", fixture: ApiFixture = api) {
    const calls: CallLog = [];
    render(
      <SiteHarness language={language}>
        <ComparatorHarness api={fixture} calls={calls}>
          <FiltersPanel scope={{}} search={{}} onSearchChange={() => {}} />
        </ComparatorHarness>
      </SiteHarness>,
    );
    return calls;
  }

  const optionsOf = async (label: string) => {
    const select = (await screen.findByLabelText(label)) as HTMLSelectElement;
    return () => [...select.options].map((option) => option.text);
  };

  it("names the types and the choice of every type with the API's labels, in the page's language", async () => {
    const calls = renderTypes("en");
    const options = await optionsOf("Institution type");
    await screen.findByRole("option", { name: "Insurer" });
    expect(options()).toEqual(["All institutions", "Insurer", "EPS"]);
    const asked = calls.find((url) => url.pathname === "/api/organization/types");
    expect(asked?.searchParams.get("lang")).toBe("en");
  });

  it("asks in Spanish without lang, and shows the Spanish labels", async () => {
    const calls = renderTypes("es");
    const options = await optionsOf("Tipo de institución");
    await screen.findByRole("option", { name: "Aseguradora" });
    expect(options()).toEqual(["Todas las instituciones", "Aseguradora", "EPS"]);
    const asked = calls.find((url) => url.pathname === "/api/organization/types");
    expect(asked?.searchParams.has("lang")).toBe(false);
  });

  it("shows the type codes while the API has no labels to give", async () => {
    renderTypes("es", (url) =>
      url.pathname === "/api/organization/types" ? { status: 404, body: {} } : api(url, 1),
    );
    const options = await optionsOf("Tipo de institución");
    expect(options()).toEqual(["—", "ASEG", "EPS"]);
  });
});
