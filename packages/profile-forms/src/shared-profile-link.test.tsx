import { encodeProfileLink } from "@qs/domain/profile-link";
import { SiteHarness } from "@qs/test-support/site-harness";
import { useRouterState } from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ProfileModalHost } from "./profile-modal-host";
import { resetProfileStores } from "./profile-store";

const mine = { ingresodatos: true, cotizante: [{ sexo: "Masculino", edad: 34 }] };
const theirs = {
  ingresodatos: true,
  cotizante: [{ sexo: "Femenino", edad: 41 }],
  cargas: [{ sexo: "Femenino", edad: 6 }],
  referidoPorLink: true,
};

function Address() {
  return (
    <output data-testid="address">
      {useRouterState({ select: (state) => state.location.href })}
    </output>
  );
}

function openLink(profile: unknown, productType?: string) {
  const type = productType ? `&productType=${encodeURIComponent(productType)}` : "";
  render(
    <SiteHarness initialPath={`/?perfil=${encodeURIComponent(encodeProfileLink(profile))}${type}`}>
      <ProfileModalHost defaultProductType="POLIZA DE SALUD" />
      <Address />
    </SiteHarness>,
  );
}

const stored = (key = "V1.6_CO") => JSON.parse(localStorage.getItem(key) ?? "null");

/** The address loses `perfil` once the link was read, whatever the visitor decides. */
const linkRead = () =>
  waitFor(() => expect(screen.getByTestId("address").textContent).not.toContain("perfil="));

beforeEach(() => {
  localStorage.clear();
  resetProfileStores();
});

describe("a shared link's profile", () => {
  it("is saved without a question when the visitor keeps none", async () => {
    openLink(theirs);
    await linkRead();
    expect(stored()).toEqual(theirs);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("asks nothing when the stored profile is the same", async () => {
    const same = { ...theirs, nombre: "Ana", email: "ana@correo.co", referidoPorLink: undefined };
    localStorage.setItem("V1.6_CO", JSON.stringify(same));
    openLink(theirs);
    await linkRead();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(stored().email).toBe("ana@correo.co");
  });

  it("asks before replacing a different profile, and 'Mantener mi perfil' keeps it", async () => {
    localStorage.setItem("V1.6_CO", JSON.stringify(mine));
    openLink(theirs);
    const dialog = await screen.findByRole("alertdialog", { name: "Este enlace trae otro perfil" });
    expect(within(dialog).getByRole("region", { name: "Tu perfil" })).toHaveTextContent(
      "Titular · Masculino · 34 años",
    );
    expect(within(dialog).getByRole("region", { name: "Perfil del enlace" })).toHaveTextContent(
      "Carga · Femenino · 6 años",
    );
    expect(stored()).toEqual(mine);
    fireEvent.click(within(dialog).getByRole("button", { name: "Mantener mi perfil" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await linkRead();
    expect(stored()).toEqual(mine);
  });

  it("replaces the stored profile when the visitor chooses the shared one", async () => {
    localStorage.setItem("V1.6_CO", JSON.stringify(mine));
    openLink(theirs);
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Usar el perfil compartido" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(stored()).toEqual(theirs);
  });

  it("Escape keeps the stored profile", async () => {
    localStorage.setItem("V1.6_CO", JSON.stringify(mine));
    openLink(theirs);
    fireEvent.keyDown(await screen.findByRole("alertdialog"), { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(stored()).toEqual(mine);
  });

  it("goes to the profile its product type uses: a pet link to the pets' key", async () => {
    localStorage.setItem("V1.6_CO", JSON.stringify(mine));
    const pets = {
      ingresodatos: true,
      mascota: [{ especie: "Gato", raza: "Siamés", edad: 8, parentesco: "Mascota" }],
    };
    openLink(pets, "SEGURO_MASCOTAS");
    await linkRead();
    expect(stored("pets_co")).toEqual(pets);
    expect(stored()).toEqual(mine);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
