import { createApiClient } from "@qs/api-client/api-client";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { createI18n } from "@qs/i18n/create-i18n";
import { messages as spanish } from "@qs/i18n/locales/es/index";
import { SiteHarness } from "@qs/test-support/site-harness";
import { yearlyAnswers, yearlyChileConfig } from "@qs/test-support/yearly-cost-samples";
import { SiteProviders } from "@qs/ui/site-providers";
import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { YearlyCost, type YearlyCostProps } from "./yearly-cost";

/** Renders the estimate in a site and waits for the site's router to show it. */
async function renderCost(
  props: Partial<YearlyCostProps> = {},
  config: CountryConfig = sampleCountryConfig,
  language: "es" | "en" | "pt" = "es",
) {
  const view = render(
    <SiteHarness config={config} language={language}>
      <span>listo</span>
      <YearlyCost
        price={yearlyAnswers.priced}
        pending={false}
        forProfile
        kind="persons"
        {...props}
      />
    </SiteHarness>,
  );
  await screen.findByText("listo");
  return view;
}

const pesos = (amount: number, locale = "es-CO") =>
  `$${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount)}`;

const yearlyOf = (price: ProfilePrice) => {
  const yearly = price.yearlyCost;
  if (!yearly) throw new Error("the sample has no estimate");
  return yearly;
};

const region = () => screen.getByRole("region", { name: "Costo anual estimado" });

describe("YearlyCost", () => {
  it("shows the year's total in the country's currency and its split", async () => {
    await renderCost();
    const yearly = yearlyOf(yearlyAnswers.priced);
    expect(yearly.outOfPocket).toBeGreaterThan(0);
    expect(within(region()).getByText(pesos(yearly.total))).toBeInTheDocument();
    expect(
      within(region()).getByText(
        `Primas ${pesos(yearly.premiums)} + gastos de bolsillo esperados ${pesos(yearly.outOfPocket)}`,
      ),
    ).toBeInTheDocument();
  });

  it("states beside it whom and how much care it assumes", async () => {
    await renderCost();
    // Two adults of 40-59 (4 consultations, 5 exams each) and two children (4 and 2).
    expect(
      screen.getByText(
        "Para las 4 personas de tu perfil, con 16 consultas y 14 exámenes al año y la probabilidad de una hospitalización según la edad.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no informa cobertura/)).not.toBeInTheDocument();
  });

  it("details the usage profile by age band, the reference costs and each kind of care", async () => {
    await renderCost();
    const details = screen.getByText("Ver supuestos del cálculo").closest("details");
    // Closed, the disclosure holds only its summary: the table is drawn when it opens.
    expect(details?.querySelector("table")).toBeNull();
    fireEvent.click(screen.getByText("Ver supuestos del cálculo"));
    const bands = await screen.findByRole("table", { name: "Uso de referencia por persona y año" });
    const rows = within(bands).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "EdadPersonasConsultasExámenesProbabilidad de hospitalización",
      "0 a 17 años2425%",
      "40 a 59 años2458%",
    ]);
    expect(
      screen.getByText(
        "Costo de referencia de cada atención: consulta $90.000, examen $70.000, hospitalización $15.000.000.",
      ),
    ).toBeInTheDocument();
    const consultations = screen
      .getByText("Consultas: 16 al año, a $90.000 cada una")
      .closest("li");
    expect(consultations?.textContent).toContain("el plan paga el 85% tras un copago de $30.000");
    expect(screen.getByText(/versión 2026-11/)).toBeInTheDocument();
  });

  it("draws the details of a disclosure opened before the page was taken over", async () => {
    const tree = (
      <SiteProviders
        config={sampleCountryConfig}
        queryClient={new QueryClient()}
        api={createApiClient({ baseUrl: "http://api.test", countryCode: "CO", version: "0" })}
        i18n={createI18n("es", undefined, { es: spanish })}
      >
        <YearlyCost price={yearlyAnswers.priced} pending={false} forProfile kind="persons" />
      </SiteProviders>
    );
    // The server sends the disclosure closed and empty; the visitor opens it before hydration.
    const html = renderToString(tree);
    expect(html).toContain("Ver supuestos del cálculo");
    expect(html).not.toContain("<table");
    const container = document.createElement("div");
    container.innerHTML = html.replace('<details class="qs-yearly__details"', "$& open");
    document.body.append(container);
    // Its toggle event has passed before React listens.
    await new Promise((resolve) =>
      container.querySelector("details")?.addEventListener("toggle", resolve, { once: true }),
    );
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(
      await within(container).findByRole("table", { name: "Uso de referencia por persona y año" }),
    ).toBeInTheDocument();
    container.remove();
  });

  it("without a profile, says it assumes one person of 25", async () => {
    await renderCost({ price: yearlyAnswers.noProfile, forProfile: false });
    expect(
      screen.getByText(
        "Sin tu perfil lo calculamos para una persona de 25 años, con 3 consultas y 3 exámenes al año y la probabilidad de una hospitalización según la edad.",
      ),
    ).toBeInTheDocument();
  });

  it("says which care the plan states no cover for, counted at full cost", async () => {
    await renderCost({ price: yearlyAnswers.missingCover });
    expect(
      screen.getByText(
        "El plan no informa cobertura de consultas y exámenes: la contamos a costo completo.",
      ),
    ).toBeInTheDocument();
  });

  it("lists the care without cover with the page's own list words and amounts", async () => {
    await renderCost({ price: yearlyAnswers.missingCover }, sampleCountryConfig, "en");
    expect(
      screen.getByText(
        "The plan states no cover for consultations and exams: we count it at full cost.",
      ),
    ).toBeInTheDocument();
    const yearly = yearlyOf(yearlyAnswers.missingCover);
    expect(
      within(screen.getByRole("region", { name: "Estimated yearly cost" })).getByText(
        pesos(yearly.total, "en"),
      ),
    ).toBeInTheDocument();
    expect(pesos(1234567, "en")).toBe("$1,234,567");
  });

  it("details the bands and the arithmetic in the page's language and number format", async () => {
    await renderCost({}, sampleCountryConfig, "pt");
    fireEvent.click(screen.getByText("Ver as premissas do cálculo"));
    const bands = await screen.findByRole("table", { name: "Uso de referência por pessoa e ano" });
    const rows = within(bands).getAllByRole("row");
    expect(rows.slice(1).map((row) => row.querySelector("th")?.textContent)).toEqual([
      "0 a 17 anos",
      "40 a 59 anos",
    ]);
    expect(screen.getByText(/consulta \$90\.000, exame \$70\.000/)).toBeInTheDocument();
  });

  it("names the UF value a UF plan's premiums were converted with, and shows pesos", async () => {
    await renderCost({ price: yearlyAnswers.ufConverted }, yearlyChileConfig);
    const yearly = yearlyOf(yearlyAnswers.ufConverted);
    expect(yearly.currency).toBe("CLP");
    expect(
      screen.getByText("Primas en UF convertidas a pesos con la UF de $39.650,42."),
    ).toBeInTheDocument();
    expect(within(region()).getByText(pesos(yearly.total, "es-CL"))).toBeInTheDocument();
  });

  it("explains why a plan has no estimate when someone has no price", async () => {
    await renderCost({ price: yearlyAnswers.notPlaceable });
    expect(
      screen.getByText(
        "Sin costo anual estimado: el plan no tiene precio para todas las personas de tu perfil.",
      ),
    ).toBeInTheDocument();
  });

  it("says it is loading while the price is on its way", async () => {
    await renderCost({ price: undefined, pending: true });
    expect(screen.getByRole("status")).toHaveTextContent("Calculando el costo anual…");
  });

  it("shows nothing for pet and company plans", async () => {
    const { container } = await renderCost({ kind: "pets" });
    expect(container.querySelector(".qs-yearly")).toBeNull();
    await renderCost({ kind: "collective" });
    expect(document.querySelector(".qs-yearly")).toBeNull();
  });
});
