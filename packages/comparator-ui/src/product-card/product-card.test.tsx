import { EXHAUSTED_OFFER_TEXT } from "@qs/domain/offer-state";
import {
  type ApiFixture,
  type CallLog,
  ComparatorHarness,
} from "@qs/test-support/comparator-harness";
import { sampleCollectiveProduct, sampleProduct } from "@qs/test-support/sample-products";
import { SiteHarness } from "@qs/test-support/site-harness";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ProductCard } from "./product-card";

function renderCard(
  card: ReactNode,
  api?: ApiFixture,
  calls?: CallLog,
  language: "es" | "en" | "pt" = "es",
) {
  return render(
    <SiteHarness language={language}>
      <ComparatorHarness api={api} calls={calls}>
        {card}
      </ComparatorHarness>
    </SiteHarness>,
  );
}

describe("product card", () => {
  it("'Ver detalle' is a link to the plan's page; a plain press opens it over the listing", async () => {
    const opened = vi.fn();
    renderCard(<ProductCard product={sampleProduct(1)} view="grid" onOpenDetail={opened} />);
    const link = await screen.findByRole("link", { name: "Ver detalle" });
    expect(link.getAttribute("href")).toMatch(/^\/Seguros\/[^/]+\/[^/]+$/);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(opened).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(opened).toHaveBeenCalledWith(sampleProduct(1));
  });

  it("shows the price in the country's format with '/mes', and 2 coverage tags when more exist", async () => {
    renderCard(<ProductCard product={sampleProduct(1)} view="grid" />);
    expect(await screen.findByText("$120.000/mes")).toBeInTheDocument();
    expect(await screen.findByText("Hospitalización 100%")).toBeInTheDocument();
    expect(screen.getByText("Urgencias")).toBeInTheDocument();
    expect(screen.queryByText("Maternidad")).not.toBeInTheDocument();
  });

  it("is busy while its delay runs and its information loads", async () => {
    // No answer ever comes: the card is busy during its delay and then while it loads, so what
    // is checked does not depend on how soon the test looks.
    renderCard(<ProductCard product={sampleProduct(1)} view="grid" />, () => "pending");
    const card = await screen.findByRole("article");
    // The delay is armed by an effect after the card's first paint, which a loaded machine can
    // run after the article is first seen: wait for the state, never for a time.
    await waitFor(() => expect(card).toHaveAttribute("aria-busy", "true"));
  });

  it("is idle once its information shows", async () => {
    renderCard(<ProductCard product={sampleProduct(1)} view="grid" />);
    const card = await screen.findByRole("article");
    expect(await screen.findByText("Hospitalización 100%")).toBeInTheDocument();
    await waitFor(() => expect(card).not.toHaveAttribute("aria-busy"));
  });

  it("shows one tag when only one exists", async () => {
    renderCard(<ProductCard product={sampleProduct(1)} view="grid" />, (url) =>
      url.pathname.endsWith("/benefitCategories")
        ? { body: { data: { tags: [{ name: "Solo urgencias" }] }, metadata: { demo: true } } }
        : undefined,
    );
    expect(await screen.findByText("Solo urgencias")).toBeInTheDocument();
  });

  it("without coverage tags shows the no-information text", async () => {
    renderCard(<ProductCard product={sampleProduct(1)} view="list" />, (url) =>
      url.pathname.endsWith("/benefitCategories")
        ? { body: { data: { tags: [] }, metadata: { demo: true } } }
        : undefined,
    );
    expect(
      await screen.findByText(
        "No disponemos de informacion de coberturas o beneficios para este producto",
      ),
    ).toBeInTheDocument();
  });

  it("grid shows 4 other benefits and '+N'; list shows up to 15", async () => {
    const { unmount } = renderCard(<ProductCard product={sampleProduct(1)} view="grid" />);
    expect(await screen.findByText("+2")).toBeInTheDocument();
    expect(screen.queryByText("Farmacia")).not.toBeInTheDocument();
    unmount();
    renderCard(<ProductCard product={sampleProduct(1)} view="list" />);
    expect(await screen.findByText("Farmacia")).toBeInTheDocument();
  });

  it("an offer answered 204 shows 'Promoción Cyber Agotada. Precio normal'", async () => {
    const product = sampleProduct(1, { insuranceMetadata: { metadata: { hasOffer: true } } });
    renderCard(<ProductCard product={product} view="grid" />, (url) =>
      url.pathname.endsWith("/getOffers") ? { status: 204 } : undefined,
    );
    expect(await screen.findByText(EXHAUSTED_OFFER_TEXT)).toBeInTheDocument();
  });

  it("a product without hasOffer never asks for offers", async () => {
    const calls: CallLog = [];
    renderCard(<ProductCard product={sampleProduct(1)} view="grid" />, undefined, calls);
    await screen.findByText("Urgencias");
    expect(calls.some((url) => url.pathname.endsWith("/getOffers"))).toBe(false);
  });

  it("shows affinity as distance x 10 %, unless the partner hides the score", async () => {
    const { unmount } = renderCard(
      <ProductCard product={sampleProduct(1, { distance: 8.6 })} view="grid" />,
    );
    expect(await screen.findByText("86%")).toBeInTheDocument();
    unmount();
    renderCard(
      <ProductCard product={sampleProduct(1)} view="grid" partner={{ hideScore: true }} />,
    );
    await screen.findByText("Plan 1");
    expect(screen.queryByText(/Afinidad/)).not.toBeInTheDocument();
  });

  it("'Compra Online' and 'Contratar' for an online product; the partner can disable the request", async () => {
    const online = sampleProduct(1, { insuranceMetadata: { salesChannel: ["online"] } });
    const { unmount } = renderCard(<ProductCard product={online} view="grid" />);
    expect(await screen.findByText("Compra Online")).toHaveAttribute("href", "/Compra-Online/P-1");
    expect(screen.getByText("Contratar")).toHaveAttribute(
      "href",
      "/Seguros/Seguros-Andinos/Plan-1/Solicitar",
    );
    unmount();
    renderCard(
      <ProductCard product={sampleProduct(2)} view="grid" partner={{ disableRequest: true }} />,
    );
    await screen.findByText("Plan 2");
    expect(screen.queryByText("Me interesa")).not.toBeInTheDocument();
    expect(screen.queryByText("Compra Online")).not.toBeInTheDocument();
  });

  it("a partner without a showcase shows a promoted plan neither marked nor highlighted", async () => {
    const promoted = sampleProduct(3, { isPromoted: true });
    const { unmount } = renderCard(<ProductCard product={promoted} view="grid" />);
    expect(await screen.findByText("Promocionado")).toBeInTheDocument();
    expect(screen.getByRole("article")).toHaveClass("qs-card--promoted");
    unmount();
    renderCard(<ProductCard product={promoted} view="grid" partner={{ hideShowcase: true }} />);
    await screen.findByText("Plan 3");
    expect(screen.queryByText("Promocionado")).not.toBeInTheDocument();
    expect(screen.getByRole("article")).not.toHaveClass("qs-card--promoted");
  });

  it("a collective plan shows the minimum-employees warning and the per-employee suffix", async () => {
    renderCard(<ProductCard product={sampleCollectiveProduct} view="grid" />);
    expect(await screen.findByText("Plan para un mínimo de 10 empleados")).toBeInTheDocument();
    expect(screen.getByText("$90.000/mes p/empl")).toBeInTheDocument();
  });

  it("counts the minimum of employees with the right number: 1 empleado, 10 empleados", async () => {
    const one = { ...sampleCollectiveProduct, insuranceMetadata: { metadata: {} } };
    const { unmount } = renderCard(<ProductCard product={one} view="grid" />);
    expect(await screen.findByText("Plan para un mínimo de 1 empleado")).toBeInTheDocument();
    unmount();
    renderCard(
      <ProductCard product={sampleCollectiveProduct} view="grid" />,
      undefined,
      undefined,
      "en",
    );
    expect(await screen.findByText("Plan for at least 10 employees")).toBeInTheDocument();
    expect(screen.getByText("$90,000/month per employee")).toBeInTheDocument();
  });

  it("on an English page, words prices and offers in English and marks the catalogue's texts", async () => {
    const product = sampleProduct(1, { insuranceMetadata: { metadata: { hasOffer: true } } });
    const offers = [
      {
        offerType: { name: "STOCK" },
        discount: {
          unitCode: "percent",
          amount: 0,
          salesLimitQuantityEnable: true,
          salesLimitQuantity: 1,
        },
      },
      { offerType: { name: "DISCOUNT" }, discount: { unitCode: "COP", amount: 50000 } },
    ];
    renderCard(
      <ProductCard product={product} view="grid" />,
      (url) =>
        url.pathname.endsWith("/getOffers")
          ? { body: { statusCode: 200, data: offers } }
          : undefined,
      undefined,
      "en",
    );
    expect(await screen.findByText("$120,000/month")).toBeInTheDocument();
    expect(await screen.findByText("1 place left")).toBeInTheDocument();
    expect(screen.getByText("$50,000 off")).toBeInTheDocument();
    const tag = await screen.findByText("Hospitalización 100%");
    expect(tag.closest("[lang]")).toHaveAttribute("lang", "es");
    expect(screen.getByText("Other benefits").closest("[lang]")).toBeNull();
  });

  it("the compare box reports changes and can be disabled", async () => {
    const onChange = vi.fn();
    renderCard(
      <ProductCard
        product={sampleProduct(1)}
        view="grid"
        compare={{ checked: false, disabled: true, onChange }}
      />,
    );
    expect(await screen.findByRole("checkbox", { name: "Comparar" })).toBeDisabled();
  });
});
