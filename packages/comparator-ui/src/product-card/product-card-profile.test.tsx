import { OPEN_PROFILE_EVENT } from "@qs/profile-forms/profile-events";
import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import {
  type ApiFixture,
  type CallLog,
  ComparatorHarness,
  defaultComparatorFixture,
} from "@qs/test-support/comparator-harness";
import {
  sampleConsentReceipt as consent,
  sampleConsentText as consentText,
} from "@qs/test-support/sample-forms";
import { sampleCollectiveProduct, sampleProduct } from "@qs/test-support/sample-products";
import { SiteHarness } from "@qs/test-support/site-harness";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ProductCard } from "./product-card";

const family = {
  ingresodatos: true,
  enPareja: true,
  cotizante: [
    { sexo: "Femenino" as const, edad: 38 },
    { sexo: "Masculino" as const, edad: 40 },
  ],
  cargas: [{ edad: 7 }, { edad: 4 }],
};

/** The registry's current consent text, and this browser's consent to it. */

const familyPrice = {
  total: { profilesWithPrice: 4, profilesEvaluated: 4, arePricesDefined: true, minPrice: 345000 },
  profiles: [],
  conversion: { from: { value: 10, code: "UF" }, to: { value: 392148, code: "CLP" } },
};

/** The GET variant (no profile) has no price for the profile; the POST prices the family. */
const pricedAs =
  (data: Record<string, unknown>): ApiFixture =>
  (url, call) =>
    url.pathname === "/api/consents/current"
      ? { body: { data: consentText, metadata: { demo: true } } }
      : url.pathname.endsWith("/calculatePrice")
        ? url.searchParams.has("comparator")
          ? defaultComparatorFixture(url, call)
          : { body: { data, metadata: { demo: true } } }
        : defaultComparatorFixture(url, call);
const pricing = pricedAs(familyPrice);

function renderCard(calls: CallLog, api: ApiFixture = pricing) {
  render(
    <SiteHarness>
      <ComparatorHarness api={api} calls={calls}>
        <ProductCard product={sampleProduct(1)} view="grid" />
      </ComparatorHarness>
    </SiteHarness>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetProfileStores();
});

describe("product card with a profile", () => {
  it("'Ingresa tu perfil' sends the event the profile modal listens to", async () => {
    const calls: CallLog = [];
    renderCard(calls);
    let opened: unknown = null;
    window.addEventListener(OPEN_PROFILE_EVENT, (event) => {
      opened = (event as CustomEvent).detail;
    });
    fireEvent.click(await screen.findByRole("link", { name: "Ingresa tu perfil" }));
    expect(opened).toMatchObject({ id: 1 });
  });

  it("re-prices the card for a saved family and says who the price is for", async () => {
    const calls: CallLog = [];
    renderCard(calls);
    expect(await screen.findByText("$120.000/mes")).toBeInTheDocument();
    act(() => {
      profileStore("V1.6_CO").getState().saveConsent(consent);
      profileStore("V1.6_CO").getState().save(family);
    });
    expect(await screen.findByText("$345.000/mes")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "para 4 personas" })).toBeInTheDocument();
    const trigger = screen.getByRole("button", { name: "¿Cómo se calcula este precio?" });
    fireEvent.mouseEnter(trigger);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Precio mensual para 4 personas");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Valor UF de referencia $39.214,80.");
  });

  it("reads a profile stored before the page loaded", async () => {
    localStorage.setItem("V1.6_CO", JSON.stringify({ ...family, consentimiento: consent }));
    renderCard([]);
    expect(await screen.findByText("$345.000/mes")).toBeInTheDocument();
  });

  it("shows what the family pays after the offer, with the price before it struck through", async () => {
    localStorage.setItem("V1.6_CO", JSON.stringify({ ...family, consentimiento: consent }));
    renderCard(
      [],
      pricedAs({ ...familyPrice, discount: { base: 345000, discount: 51750, final: 293250 } }),
    );
    expect(await screen.findByText("$293.250/mes")).toBeInTheDocument();
    const before = screen.getByText("$345.000/mes");
    expect(before.tagName).toBe("S");
    expect(before.parentElement).toHaveTextContent("Antes $345.000/mes");
  });

  it("holds a company's headcount to a collective plan's minimum and flags the shortfall", async () => {
    profileStore("V1.6_CO").getState().saveConsent(consent);
    profileStore("colectivo_co")
      .getState()
      .save({ ingresodatos: true, colectivo: { cantidadempleados: 3 } });
    render(
      <SiteHarness>
        <ComparatorHarness api={pricing}>
          <ProductCard product={sampleCollectiveProduct} view="grid" />
        </ComparatorHarness>
      </SiteHarness>,
    );
    const warning = await screen.findByText(/Tu empresa tiene 3 empleados/);
    expect(warning.parentElement).toHaveTextContent(
      "Plan para un mínimo de 10 empleados Tu empresa tiene 3 empleados: este plan no se puede cotizar.",
    );
  });

  it("prices a profile stored without consent as a visitor without one", async () => {
    localStorage.setItem("V1.6_CO", JSON.stringify(family));
    const calls: CallLog = [];
    renderCard(calls);
    const priced = () => calls.filter((url) => url.pathname.endsWith("/calculatePrice"));
    await waitFor(() => expect(priced()).not.toHaveLength(0));
    expect(priced().every((url) => url.searchParams.has("comparator"))).toBe(true);
    expect(await screen.findByText("$120.000/mes")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "para 4 personas" })).not.toBeInTheDocument();
  });
});
