import { OPEN_PROFILE_EVENT as PROFILE_FORMS_OPEN_EVENT } from "@qs/profile-forms/profile-events";
import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import { SiteHarness } from "@qs/site-shell/testing/site-harness";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  type ApiFixture,
  type CallLog,
  ComparatorHarness,
  defaultComparatorFixture,
} from "../testing/comparator-harness";
import { sampleProduct } from "../testing/sample-products";
import { ProductCard } from "./product-card";
import { OPEN_PROFILE_EVENT } from "./product-links";

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
const consentText = {
  purpose: "perfil",
  version: "perfil-2026-11",
  law: "Ley 1581 de 2012",
  language: "es",
  text: "Consentimiento para usar los datos de tu perfil",
  publishedAt: "2026-11-25T00:00:00.000Z",
};
const consent = {
  accessToken: "c0nsentT0ken_perfil-2026-11_abcdefghijklmno",
  version: consentText.version,
  grantedAt: "2026-11-26T10:00:00.000Z",
};

/** The GET variant (no profile) has no price for the profile; the POST prices the family. */
const pricing: ApiFixture = (url, call) =>
  url.pathname === "/api/consents/current"
    ? { body: { data: consentText, metadata: { demo: true } } }
    : url.pathname.endsWith("/calculatePrice")
      ? url.searchParams.has("comparator")
        ? defaultComparatorFixture(url, call)
        : {
            body: {
              data: {
                total: {
                  profilesWithPrice: 4,
                  profilesEvaluated: 4,
                  arePricesDefined: true,
                  minPrice: 345000,
                },
                profiles: [],
                conversion: { from: { value: 10, code: "UF" }, to: { value: 392148, code: "CLP" } },
              },
              metadata: { demo: true },
            },
          }
      : defaultComparatorFixture(url, call);

function renderCard(calls: CallLog) {
  render(
    <SiteHarness>
      <ComparatorHarness api={pricing} calls={calls}>
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
    expect(OPEN_PROFILE_EVENT).toBe(PROFILE_FORMS_OPEN_EVENT);
    const calls: CallLog = [];
    renderCard(calls);
    let opened: unknown = null;
    window.addEventListener(OPEN_PROFILE_EVENT, (event) => {
      opened = (event as CustomEvent).detail;
    });
    fireEvent.click(await screen.findByRole("button", { name: "Ingresa tu perfil" }));
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
