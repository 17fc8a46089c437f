import {
  type ApiFixture,
  type CallLog,
  ComparatorHarness,
} from "@qs/test-support/comparator-harness";
import { comparePage, sampleProducts } from "@qs/test-support/sample-products";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { ComparatorSearch } from "../comparator-search";
import { compareStore } from "../compare-tray/compare-store";
import { ComparatorPage } from "./comparator-page";

function renderPage(api?: ApiFixture, calls?: CallLog, search: ComparatorSearch = {}) {
  const changes: ComparatorSearch[] = [];
  render(
    <SiteHarness>
      <ComparatorHarness api={api} calls={calls}>
        <ComparatorPage scope={{}} search={search} onSearchChange={(next) => changes.push(next)} />
      </ComparatorHarness>
    </SiteHarness>,
  );
  return changes;
}

const compareCall =
  (answer: (call: number) => ReturnType<ApiFixture>): ApiFixture =>
  (url, call) =>
    url.pathname === "/api/compare/products" ? answer(call) : undefined;

describe("results listing", () => {
  beforeEach(() => compareStore.reset());

  it("shows placeholder cards with 'Buscando resultados...' while loading", async () => {
    renderPage(compareCall(() => "pending"));
    expect(await screen.findByText("Buscando resultados...")).toBeInTheDocument();
    expect(screen.queryByText("Salud Esencial")).not.toBeInTheDocument();
  });

  it("lists the products once loaded, with the count", async () => {
    renderPage();
    expect(await screen.findByText("Salud Esencial")).toBeInTheDocument();
    expect(screen.getByText("4 planes encontrados")).toBeInTheDocument();
  });

  it("sends the address's filters and sort to the API", async () => {
    const calls: CallLog = [];
    renderPage(undefined, calls, { insuranceTypeIds: [11], sort: "lowerPrice" });
    await screen.findByText("Salud Esencial");
    const call = calls.find((url) => url.pathname === "/api/compare/products");
    expect(call?.searchParams.get("insuranceTypeIds")).toBe("11");
    expect(call?.searchParams.get("sort")).toBe("lowerPrice");
  });

  it("a sort change goes to the address", async () => {
    const changes = renderPage();
    await screen.findByText("Salud Esencial");
    await userEvent.selectOptions(screen.getByLabelText("Ordenar por"), "higherPrice");
    expect(changes.at(-1)).toEqual({ sort: "higherPrice" });
  });

  it("paginates with real links: 'Siguiente' points at the next page, 'Anterior' is off on page 1", async () => {
    renderPage(compareCall(() => ({ body: comparePage(sampleProducts, 1, 3) })));
    const next = await screen.findByRole("link", { name: "Siguiente" });
    expect(next.getAttribute("href")).toMatch(/[?&]page=2(&|$)/);
    expect(screen.queryByRole("link", { name: "Anterior" })).toBeNull();
    expect(screen.getByText("Anterior")).toHaveAttribute("aria-disabled", "true");
  });

  it("once 3 products are ticked the other boxes are disabled", async () => {
    renderPage();
    await screen.findByText("Salud Esencial");
    const boxes = screen.getAllByRole("checkbox", { name: "Comparar" });
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    expect(boxes[3]).toBeDisabled();
    expect(boxes[0]).toBeEnabled();
    const tray = screen.getByRole("region", { name: "Planes para comparar" });
    expect(within(tray).getByText(/Comparar ahora/)).toHaveTextContent("(3/3)");
  });

  it("a 401 shows the robot message; 'Soy humano!' calls the check and reloads", async () => {
    const calls: CallLog = [];
    renderPage(
      compareCall((call) =>
        call === 1
          ? {
              status: 401,
              body: { error: "robot", message: "El sistema piensa que eres un robot..." },
            }
          : { body: comparePage(sampleProducts) },
      ),
      calls,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Soy humano!" }));
    expect(await screen.findByText("Salud Esencial")).toBeInTheDocument();
    expect(calls.some((url) => url.pathname === "/api/buscarplanes/notrobot")).toBe(true);
  });

  it("a 4xx other than 401 shows the server-error box", async () => {
    renderPage(compareCall(() => ({ status: 400, body: { error: "Datos inválidos" } })));
    expect(
      await screen.findByText("Tenemos problemas para mostrar los planes"),
    ).toBeInTheDocument();
  });

  it("when the API cannot be reached it shows 'Error al cargar resultados' and 'Reintentar' recovers", async () => {
    let failing = true;
    renderPage(
      compareCall(() => (failing ? { status: 503 } : { body: comparePage(sampleProducts) })),
    );
    const retry = await screen.findByRole("button", { name: "Reintentar" });
    expect(screen.getByText("Error al cargar resultados")).toBeInTheDocument();
    expect(
      screen.getByText(
        "No fue posible cargar los resultados. Verifica tu conexión a internet e inténtalo nuevamente.",
      ),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByText("Salud Esencial")).toBeInTheDocument());
  }, 10_000);
});
