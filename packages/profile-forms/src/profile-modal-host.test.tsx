import { encodeProfileLink } from "@qs/domain/profile-link";
import { formFixtures, sampleHealthForm } from "@qs/test-support/sample-forms";
import { SiteHarness } from "@qs/test-support/site-harness";
import { useRouterState } from "@tanstack/react-router";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProfileDialogLink } from "./profile-dialog-link";
import { openProfileModal } from "./profile-events";
import {
  addressWithoutPerfil,
  keepsPerfilInAddress,
  PERFIL_REMOVAL_MS,
  perfilValue,
} from "./profile-link-reader";
import { ProfileModalHost } from "./profile-modal-host";
import { profileStore, resetProfileStores } from "./profile-store";

const realSetTimeout = globalThis.setTimeout;

function Address() {
  return (
    <output data-testid="address">
      {useRouterState({ select: (state) => state.location.href })}
    </output>
  );
}

function renderHost(initialPath: string) {
  render(
    <SiteHarness initialPath={initialPath} api={formFixtures(sampleHealthForm)}>
      <ProfileModalHost defaultProductType="POLIZA DE SALUD" />
      <ProfileDialogLink product={{ insuranceType: { name: "POLIZA DE SALUD" } }}>
        Ingresa tu perfil
      </ProfileDialogLink>
      <Address />
    </SiteHarness>,
  );
}

const family = {
  ingresodatos: true,
  cotizante: [{ sexo: "Femenino", edad: 33 }],
  cargas: [{ edad: 2 }],
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  resetProfileStores();
});
afterEach(() => vi.useRealTimers());

describe("perfil link", () => {
  it("saves a valid profile and removes perfil from the address after 1 s, not before", async () => {
    // Time stands still here unless the test moves it, so the boundary is exact on any machine.
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let savedAt = 0;
    profileStore("V1.6_CO").subscribe(() => {
      savedAt = Date.now();
    });
    const value = encodeURIComponent(encodeProfileLink(family));
    renderHost(`/?perfil=${value}&utm=x`);
    // Reading the link loads its schema (a real module load): wait for it in real time.
    for (let step = 0; step < 1000 && savedAt === 0; step++) {
      await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
    }
    expect(savedAt).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem("V1.6_CO") ?? "{}").cotizante[0].edad).toBe(33);
    const address = screen.getByTestId("address");
    const margin = 25;
    await act(() => vi.advanceTimersByTimeAsync(savedAt + 1000 - margin - Date.now()));
    expect(address.textContent).toContain("perfil=");
    await act(() => vi.advanceTimersByTimeAsync(2 * margin));
    expect(address.textContent).toBe("/?utm=x");
  });

  it("ignores a broken value without a crash and leaves the address alone", async () => {
    renderHost("/?perfil=%%%nope");
    await act(() => vi.advanceTimersByTimeAsync(PERFIL_REMOVAL_MS * 2));
    expect(localStorage.getItem("V1.6_CO")).toBeNull();
    expect(screen.getByTestId("address").textContent).toContain("perfil=");
  });

  it("reads the profile from the fragment too", () => {
    const encoded = encodeProfileLink(family);
    expect(perfilValue({ pathname: "/", search: "", hash: `#perfil=${encoded}` })?.from).toBe(
      "hash",
    );
    expect(perfilValue({ pathname: "/", search: "", hash: `#${encoded}` })?.value).toBe(encoded);
    expect(
      addressWithoutPerfil({ pathname: "/Comparar", search: "?a=1", hash: `#${encoded}` }, "hash"),
    ).toBe("/Comparar?a=1");
  });

  it("keeps perfil in the address when route data replaceUrl is 'false'", () => {
    expect(keepsPerfilInAddress([{ staticData: { replaceUrl: "false" } }])).toBe(true);
    expect(keepsPerfilInAddress([{ staticData: { replaceUrl: false } }, { staticData: {} }])).toBe(
      false,
    );
  });
});

describe("profile modal host", () => {
  it("opens the modal for the product's type when 'Ingresa tu perfil' is pressed", async () => {
    renderHost("/");
    await screen.findByTestId("address");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => openProfileModal({ insuranceType: { name: "POLIZA DE SALUD" } }));
    expect(await screen.findByRole("button", { name: "Calcular precios" })).toBeInTheDocument();
  });

  it("'Ingresa tu perfil' is a link to the dialog's own address, the page's path alone", async () => {
    renderHost("/Comparar?perfil=abc&utm=x");
    const link = await screen.findByRole("link", { name: "Ingresa tu perfil" });
    expect(link).toHaveAttribute("href", "/Comparar?ingresa-perfil=POLIZA+DE+SALUD");
  });

  it("a plain press opens the dialog in place, leaving the address as it was", async () => {
    renderHost("/Comparar");
    fireEvent.click(await screen.findByRole("link", { name: "Ingresa tu perfil" }));
    expect(await screen.findByRole("button", { name: "Calcular precios" })).toBeInTheDocument();
    expect(screen.getByTestId("address")).toHaveTextContent(/^\/Comparar$/);
  });

  it("a press with a modifier key is left to the browser (a new tab)", async () => {
    renderHost("/Comparar");
    const link = await screen.findByRole("link", { name: "Ingresa tu perfil" });
    const followed = fireEvent.click(link, { ctrlKey: true });
    expect(followed).toBe(true);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("the dialog's address opens it, and closing it removes the parameter", async () => {
    renderHost("/Comparar?ingresa-perfil=&page=2");
    const dialog = await screen.findByRole("dialog");
    expect(await screen.findByRole("button", { name: "Calcular precios" })).toBeInTheDocument();
    const closeButton = screen.getAllByRole("button", { name: /cerrar/i })[0];
    if (!closeButton) throw new Error("the dialog has no close button");
    fireEvent.click(closeButton);
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByTestId("address")).toHaveTextContent(/^\/Comparar\?page=2$/);
  });
});
