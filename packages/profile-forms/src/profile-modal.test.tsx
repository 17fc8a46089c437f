import {
  formFixtures,
  sampleCollectiveForm,
  sampleHealthForm,
  sampleIsapreForm,
  samplePetForm,
} from "@qs/test-support/sample-forms";
import { SiteHarness } from "@qs/test-support/site-harness";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PREFILL_DELAY_MS, ProfileModal } from "./profile-modal";
import { resetProfileStores } from "./profile-store";

const NO_EPS = "No hay opciones de seguros o planes de salud disponibles para personas sin EPS";

function renderModal(
  options: {
    form?: typeof sampleHealthForm;
    productType?: string;
    partner?: boolean;
    onClose?: () => void;
  } = {},
) {
  const onClose = options.onClose ?? vi.fn();
  render(
    <SiteHarness api={formFixtures(options.form ?? sampleHealthForm)}>
      <ProfileModal
        productTypeName={options.productType ?? "POLIZA DE SALUD"}
        partner={options.partner}
        onClose={onClose}
      />
    </SiteHarness>,
  );
  return onClose;
}

async function formReady() {
  const dialog = await screen.findByRole("dialog");
  await within(dialog).findByRole("button", { name: "Calcular precios" });
  await act(() => vi.advanceTimersByTimeAsync(PREFILL_DELAY_MS));
  return dialog;
}

/** Ticks the consent to the use of the profile's health data (asked before anything is sent). */
async function agree(dialog: HTMLElement) {
  fireEvent.click(
    await within(dialog).findByRole("checkbox", {
      name: "Acepto que se usen mis datos de salud para cotizar planes",
    }),
  );
}

const ageInput = () =>
  document.getElementById("qs-pf-cotizante_edad-cotizante") as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  resetProfileStores();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("profile modal", () => {
  it("asks who will be insured, explains the price and offers 'Calcular precios'", async () => {
    renderModal();
    const dialog = await formReady();
    expect(
      within(dialog).getByRole("heading", { name: "¿A quién quieres asegurar?" }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("El precio varía según el sexo y la edad de cada asegurado."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Agregar asegurados" })).toBeInTheDocument();
  });

  it("closes on Escape pressed in one of its fields", async () => {
    const onClose = renderModal();
    await formReady();
    fireEvent.keyDown(ageInput(), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open when a control inside used Escape itself", async () => {
    const onClose = renderModal();
    await formReady();
    const input = ageInput();
    input.addEventListener("keydown", (event) => event.preventDefault());
    fireEvent.keyDown(input, { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("prefills the stored profile only after the prefill delay", async () => {
    localStorage.setItem(
      "V1.6_CO",
      JSON.stringify({
        ingresodatos: true,
        cotizante: [{ sexo: "Femenino", edad: 41 }],
        cargas: [{ edad: 3 }],
      }),
    );
    renderModal();
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("button", { name: "Calcular precios" });
    expect(ageInput().value).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(PREFILL_DELAY_MS));
    expect(ageInput().value).toBe("41");
    expect(
      within(dialog).getByRole("button", { name: /Modificar asegurados/ }),
    ).toBeInTheDocument();
  });

  it("shows the missing fields and keeps every typed value", async () => {
    renderModal();
    const dialog = await formReady();
    fireEvent.change(within(dialog).getByLabelText("EPS actual"), { target: { value: "sura" } });
    fireEvent.change(ageInput(), { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Calcular precios" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "No se ingresaron los siguientes campos: Edad",
    );
    expect(ageInput()).toHaveAttribute("aria-invalid", "true");
    expect((within(dialog).getByLabelText("EPS actual") as HTMLSelectElement).value).toBe("sura");
    expect(localStorage.getItem("V1.6_CO")).toBeNull();
  });

  it("refuses 'No tengo EPS' with the spec's message", async () => {
    renderModal();
    const dialog = await formReady();
    fireEvent.change(within(dialog).getByLabelText("EPS actual"), { target: { value: "notengo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Calcular precios" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(NO_EPS);
    expect((within(dialog).getByLabelText("EPS actual") as HTMLSelectElement).value).toBe(
      "notengo",
    );
  });

  it("saves a family under the country's key and closes", async () => {
    const onClose = renderModal();
    const dialog = await formReady();
    fireEvent.change(ageInput(), { target: { value: "38" } });
    fireEvent.click(within(dialog).getByRole("switch", { name: "¿Incluir a tu pareja?" }));
    fireEvent.change(document.getElementById("qs-pf-pareja_edad-pareja") as HTMLInputElement, {
      target: { value: "40" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Agregar asegurados" }));
    for (const [index, age] of ["7", "4"].entries()) {
      fireEvent.click(within(dialog).getByRole("button", { name: "Agregar" }));
      fireEvent.change(document.getElementById(`qs-pf-cargas_edad-${index}`) as HTMLInputElement, {
        target: { value: age },
      });
    }
    await agree(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Calcular precios" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const stored = JSON.parse(localStorage.getItem("V1.6_CO") ?? "{}");
    expect(stored.ingresodatos).toBe(true);
    expect(stored.cotizante.map((person: { edad: number }) => person.edad)).toEqual([38, 40]);
    expect(stored.cargas.map((carga: { edad: number }) => carga.edad)).toEqual([7, 4]);
    expect(stored.cotizante[0].sexo).toBe("Masculino");
  });

  it("stores the region picked from the list as the record the price call reads", async () => {
    const onClose = renderModal({ form: sampleIsapreForm, productType: "ISAPRE" });
    const dialog = await formReady();
    const region = (await within(dialog).findByRole("option", { name: "Biobío" }))
      .parentElement as HTMLSelectElement;
    // Metropolitana (13) is the form's default region.
    expect(region.value).toBe("13");
    fireEvent.change(ageInput(), { target: { value: "38" } });
    fireEvent.change(region, { target: { value: "8" } });
    await agree(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Calcular precios" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const stored = JSON.parse(localStorage.getItem("V1.6_CO") ?? "{}");
    expect(stored.region).toEqual({
      stateCode: 8,
      stateName: "Biobío",
      orderPosition: 11,
      abbreviation: "BI",
    });
  });

  it("shakes instead of closing the dependants menu while an age is missing", async () => {
    renderModal();
    const dialog = await formReady();
    const toggle = within(dialog).getByRole("button", { name: "Agregar asegurados" });
    fireEvent.click(toggle);
    fireEvent.click(within(dialog).getByRole("button", { name: "Agregar" }));
    fireEvent.click(within(dialog).getByRole("button", { name: /Modificar asegurados/ }));
    expect(
      within(dialog).getByText("Ingresa una edad válida (0 o más) para cerrar"),
    ).toBeInTheDocument();
    expect(dialog.querySelector("[data-shake='true']")).not.toBeNull();
    fireEvent.change(document.getElementById("qs-pf-cargas_edad-0") as HTMLInputElement, {
      target: { value: "0" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: /Modificar asegurados/ }));
    expect(within(dialog).queryByRole("button", { name: "Agregar" })).not.toBeInTheDocument();
  });

  it("allows one spouse: the option disables once a dependant is Cónyuge", async () => {
    renderModal();
    const dialog = await formReady();
    fireEvent.click(within(dialog).getByRole("button", { name: "Agregar asegurados" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Agregar" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Agregar" }));
    const first = document.getElementById("qs-pf-parentescoCarga-0") as HTMLSelectElement;
    fireEvent.change(first, { target: { value: "Cónyuge" } });
    const second = document.getElementById("qs-pf-parentescoCarga-1") as HTMLSelectElement;
    expect(within(second).getByRole("option", { name: "Cónyuge" })).toBeDisabled();
    expect(within(first).getByRole("option", { name: "Cónyuge" })).not.toBeDisabled();
  });

  it("does not add dependants for colectivo and removes the last one", async () => {
    renderModal({ productType: "colectivo" });
    const dialog = await formReady();
    fireEvent.click(within(dialog).getByRole("button", { name: "Agregar asegurados" }));
    expect(within(dialog).getByRole("button", { name: "Agregar" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Quitar el último" })).toBeDisabled();
  });

  it("names dependants 'beneficiarios' on a partner subdomain", async () => {
    renderModal({ partner: true });
    const dialog = await formReady();
    expect(
      within(dialog).getByRole("button", { name: "Agregar beneficiarios" }),
    ).toBeInTheDocument();
  });

  it("adds one pet group when no pet is stored and saves under the pet key", async () => {
    const onClose = renderModal({ form: samplePetForm, productType: "SEGURO_MASCOTAS" });
    const dialog = await formReady();
    expect(
      within(dialog).getByText("El precio varía según la raza y la edad de cada mascota."),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: /Modificar mascotas/ }));
    fireEvent.change(document.getElementById("qs-pf-mascota_tipo-0") as HTMLSelectElement, {
      target: { value: "Gato" },
    });
    const breeds = within(document.getElementById("qs-pf-mascota_raza-0") as HTMLSelectElement)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(breeds).not.toContain("Beagle (perro)");
    fireEvent.change(document.getElementById("qs-pf-mascota_edad-0") as HTMLInputElement, {
      target: { value: "2" },
    });
    await agree(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Calcular precios" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(localStorage.getItem("pets_co") ?? "{}").mascota).toEqual([
      { parentesco: "Mascota", especie: "Gato", edad: 2 },
    ]);
  });

  it("refuses 9 employees and accepts 10 for a collective quote", async () => {
    const onClose = renderModal({ form: sampleCollectiveForm, productType: "SEGURO COLECTIVO" });
    const dialog = await formReady();
    const employees = within(dialog).getByLabelText("Cantidad de empleados");
    fireEvent.change(employees, { target: { value: "9" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Calcular precios" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "La empresa debe tener un mínimo de 10 empleados para cotizar un seguro colectivo",
    );
    fireEvent.change(employees, { target: { value: "10" } });
    await agree(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Calcular precios" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(localStorage.getItem("colectivo_co") ?? "{}").cantidadempleados).toBe(10);
  });
});
