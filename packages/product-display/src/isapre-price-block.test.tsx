import { OPEN_PROFILE_EVENT } from "@qs/profile-forms/profile-events";
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
import { SiteHarness } from "@qs/test-support/site-harness";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IsaprePriceBlock, type IsaprePriceBlockProps } from "./isapre-price-block";

function renderBlock(
  props: Partial<IsaprePriceBlockProps> = {},
  api: ApiFixture = ufFixture,
  calls: CallLog = [],
) {
  render(
    <SiteHarness config={sampleChileConfig}>
      <CountryConfigProvider config={sampleChileConfig}>
        <ComparatorHarness api={api} calls={calls}>
          <IsaprePriceBlock
            product={sampleIsaprePlan}
            price={isapreAnswers.withIncome}
            pending={false}
            {...props}
          />
        </ComparatorHarness>
      </CountryConfigProvider>
    </SiteHarness>,
  );
}

const block = () => screen.getByRole("region", { name: "Precio del plan de Isapre" });

describe("Isapre price block", () => {
  it("shows the price in UF and pesos with the API's UF value and its day", async () => {
    renderBlock();
    expect(await screen.findByText("Valor UF $39.650,42 del 24-11-2026")).toBeInTheDocument();
    // 2.4 UF at 39,650.42.
    expect(within(block()).getByText("2,40 UF")).toBeInTheDocument();
    expect(within(block()).getByText("$95.161 al mes")).toBeInTheDocument();
  });

  it("sets 7 % of the income against the plan and states what remains to pay on top", async () => {
    renderBlock();
    await screen.findByText("Valor UF $39.650,42 del 24-11-2026");
    const row = (name: string) => within(block()).getByText(name).closest("div") as HTMLElement;
    expect(row("Precio del plan")).toHaveTextContent("$95.161");
    expect(row("7 % de tu ingreso")).toHaveTextContent("$70.000 (1,77 UF)");
    expect(row("7 % de tu ingreso")).not.toHaveTextContent("tope");
    expect(row("Adicional a pagar")).toHaveTextContent("$25.161 (0,63 UF)");
    expect(screen.queryByText(/cubre el plan/)).not.toBeInTheDocument();
  });

  it("flags a 7 % capped at 87.8 UF", async () => {
    renderBlock({ price: isapreAnswers.capped });
    expect(await screen.findByText("Con tope legal de 87,8 UF")).toBeInTheDocument();
  });

  it("never asks a negative amount: when the 7 % covers the plan it says so, with the surplus", async () => {
    renderBlock({ price: isapreAnswers.covered });
    await screen.findByText("Valor UF $39.650,42 del 24-11-2026");
    const additional = within(block()).getByText("Adicional a pagar").closest("div");
    expect(additional).toHaveTextContent("$0 (0,00 UF)");
    expect(
      within(block()).getByText(/Tu 7 % cubre el plan: no pagas adicional\./),
    ).toHaveTextContent("Excedente a tu favor: $44.839 al mes");
  });

  it("explains the GES included, at the Isapre's price, and that dependants under 2 pay only GES", async () => {
    renderBlock({ price: isapreAnswers.underTwo });
    await screen.findByText("Valor UF $39.650,42 del 24-11-2026");
    const ges = within(block()).getByText("GES incluido").closest("details") as HTMLElement;
    expect(ges).toHaveTextContent("Garantías Explícitas en Salud");
    expect(ges).toHaveTextContent(
      "El precio incluye el GES de Colmena: 0,77 UF al mes por beneficiario.",
    );
    expect(ges).toHaveTextContent("1 carga menor de 2 años paga solo el GES.");
    // Two incomes: 7 % of 2,700,000; the baby's GES is part of the plan, not of the 7 %.
    const contribution = within(block()).getByText("7 % de tu ingreso").closest("div");
    expect(contribution).toHaveTextContent("$189.000");
  });

  it("without income says the default range was used and invites to enter it", async () => {
    renderBlock({ price: isapreAnswers.defaultRange });
    expect(
      await screen.findByText(
        "Sin tu renta usamos el rango de referencia de $120.000 a $150.000 al mes para el 7 %.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Adicional a pagar")).not.toBeInTheDocument();
    let opened: unknown = null;
    const listener = (event: Event) => {
      opened = (event as CustomEvent).detail;
    };
    window.addEventListener(OPEN_PROFILE_EVENT, listener);
    fireEvent.click(screen.getByRole("link", { name: "Ingresa tu renta" }));
    window.removeEventListener(OPEN_PROFILE_EVENT, listener);
    expect(opened).toMatchObject({ id: sampleIsaprePlan.id });
    expect(
      screen.getByText("Las cargas menores de 2 años no pagan plan, solo el GES."),
    ).toBeInTheDocument();
  });

  it("says it is loading while the price answer is on its way", async () => {
    renderBlock({ price: undefined, pending: true });
    expect(await screen.findByRole("status")).toHaveTextContent("Calculando tu precio…");
  });

  it("when the UF call fails, uses the answer's UF value without a day", async () => {
    const failing: ApiFixture = (url) =>
      url.pathname === "/api/globales/uf"
        ? { status: 404, body: { error: "Valor de la UF no disponible" } }
        : undefined;
    localStorage.clear();
    renderBlock({}, failing);
    expect(await screen.findByText("Valor UF de referencia $39.650,42")).toBeInTheDocument();
  });

  it("shows nothing for a price the API could not give for everyone", async () => {
    const calls: CallLog = [];
    renderBlock(
      {
        price: {
          ...isapreAnswers.withIncome,
          total: { ...isapreAnswers.withIncome.total, arePricesDefined: false },
        },
      },
      ufFixture,
      calls,
    );
    // The harness renders once its router is ready: wait for the page's UF request.
    await waitFor(() =>
      expect(calls.some((url) => url.pathname === "/api/globales/uf")).toBe(true),
    );
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
