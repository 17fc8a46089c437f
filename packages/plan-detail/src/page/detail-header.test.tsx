import { OPEN_PROFILE_EVENT } from "@qs/profile-forms/profile-events";
import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import { SiteHarness } from "@qs/site-shell/testing/site-harness";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { DetailHarness, sampleDetailProduct } from "../testing/detail-harness";
import { DetailHeader } from "./detail-header";

/** The POST variant prices the stored family; the GET variant (no profile) has no price for it. */
const familyPrice = (url: URL) =>
  url.pathname.endsWith("/calculatePrice") && !url.searchParams.has("comparator")
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
    fireEvent.click(screen.getByRole("button", { name: "Ingresa tu perfil" }));
    expect(opened).toMatchObject({ id: sampleDetailProduct.id });
  });

  it("with a saved profile shows its price, who it counts and what it assumes", async () => {
    renderHeader();
    act(() =>
      profileStore("V1.6_CO")
        .getState()
        .save({
          ingresodatos: true,
          cotizante: [{ sexo: "Femenino", edad: 38 }],
          cargas: [{ edad: 7 }, { edad: 4 }],
        }),
    );
    expect(await screen.findByText("$310.000/mes")).toBeInTheDocument();
    expect(screen.getByText("Precio para tu perfil")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "para 3 personas" })).toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByRole("button", { name: "¿Cómo se calcula este precio?" }));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Precio mensual para 3 personas");
    expect(screen.getByRole("button", { name: "Cambiar perfil" })).toBeInTheDocument();
  });
});
