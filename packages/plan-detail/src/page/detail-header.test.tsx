import { OPEN_PROFILE_EVENT } from "@qs/profile-forms/profile-events";
import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import { SiteHarness } from "@qs/test-support/site-harness";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { DetailHarness, sampleDetailProduct } from "../testing/detail-harness";
import { DetailHeader } from "./detail-header";

/** The registry's current consent text. */
const consentText = {
  purpose: "perfil",
  version: "perfil-2026-11",
  law: "Ley 1581 de 2012",
  language: "es",
  text: "Consentimiento para usar los datos de tu perfil",
  publishedAt: "2026-11-25T00:00:00.000Z",
};

/** The POST variant prices the stored family; the GET variant (no profile) has no price for it. */
const familyPrice = (url: URL) =>
  url.pathname === "/api/consents/current"
    ? { body: { data: consentText, metadata: { demo: true } } }
    : url.pathname.endsWith("/calculatePrice") && !url.searchParams.has("comparator")
      ? {
          body: {
            data: {
              total: {
                profilesWithPrice: 3,
                profilesEvaluated: 3,
                arePricesDefined: true,
                minPrice: 310000,
              },
              profiles: [],
            },
            metadata: { demo: true },
          },
        }
      : undefined;

function renderHeader() {
  render(
    <SiteHarness>
      <DetailHarness api={familyPrice}>
        <DetailHeader product={sampleDetailProduct} />
      </DetailHarness>
    </SiteHarness>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetProfileStores();
});

describe("detail header price", () => {
  it("without a profile shows the list price 'Desde' and asks for the profile", async () => {
    renderHeader();
    expect(await screen.findByText("$120.000/mes")).toBeInTheDocument();
    let opened: unknown = null;
    window.addEventListener(OPEN_PROFILE_EVENT, (event) => {
      opened = (event as CustomEvent).detail;
    });
    fireEvent.click(screen.getByRole("link", { name: "Ingresa tu perfil" }));
    expect(opened).toMatchObject({ id: sampleDetailProduct.id });
  });

  it("with a saved profile shows its price, who it counts and what it assumes", async () => {
    renderHeader();
    act(() => {
      const store = profileStore("V1.6_CO").getState();
      store.saveConsent({
        accessToken: "c0nsentT0ken_perfil-2026-11_abcdefghijklmno",
        version: consentText.version,
        grantedAt: "2026-11-26T10:00:00.000Z",
      });
      store.save({
        ingresodatos: true,
        cotizante: [{ sexo: "Femenino", edad: 38 }],
        cargas: [{ edad: 7 }, { edad: 4 }],
      });
    });
    expect(await screen.findByText("$310.000/mes")).toBeInTheDocument();
    expect(screen.getByText("Precio para tu perfil")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "para 3 personas" })).toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByRole("button", { name: "¿Cómo se calcula este precio?" }));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Precio mensual para 3 personas");
    expect(screen.getByRole("link", { name: "Cambiar perfil" })).toBeInTheDocument();
  });

  it("with a profile saved before consent shows the list price and says why", async () => {
    localStorage.setItem(
      "V1.6_CO",
      JSON.stringify({ ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 38 }] }),
    );
    renderHeader();
    expect(await screen.findByText("$120.000/mes")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Tienes un perfil guardado, pero los precios no lo consideran: falta tu consentimiento para usar tus datos de salud.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Precio para tu perfil")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ingresa tu perfil" })).toBeInTheDocument();
  });
});
