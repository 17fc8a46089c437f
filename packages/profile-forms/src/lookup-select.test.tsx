import { SiteHarness, type SiteHarnessProps } from "@qs/test-support/site-harness";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

type Fixtures = NonNullable<SiteHarnessProps["api"]>;

import {
  lookupFixtures,
  sampleCollectiveForm,
  sampleInternationalForm,
  sampleIsapreForm,
} from "@qs/test-support/sample-forms";
import { type FormValues, flattenValues } from "./form-values";
import { ProfileFormView } from "./profile-form";

function Form({
  form,
  initial,
  onValues,
}: {
  form: typeof sampleIsapreForm;
  initial: FormValues;
  onValues: (values: FormValues) => void;
}) {
  const [values, setValues] = useState(initial);
  return (
    <ProfileFormView
      form={form.profileForm}
      values={values}
      onChange={(next) => {
        setValues(next);
        onValues(next);
      }}
    />
  );
}

function renderForm(
  api: Fixtures,
  options: { form?: typeof sampleIsapreForm; single?: FormValues["single"] } = {},
) {
  const onValues = vi.fn();
  render(
    <SiteHarness api={api}>
      <Form
        form={options.form ?? sampleIsapreForm}
        initial={{ single: { cotizante_edad: "40", ...(options.single ?? {}) }, groups: {} }}
        onValues={onValues}
      />
    </SiteHarness>,
  );
  return onValues;
}

const regionSelect = () => screen.getByLabelText("Región") as HTMLSelectElement;

describe("a select filled by a lookup", () => {
  it("shows the list is loading, disabled, while the API has not answered", async () => {
    renderForm({ ...lookupFixtures, "/api/countryState/country": { pending: true } });
    await screen.findByRole("status");
    expect(regionSelect().disabled).toBe(true);
    expect(regionSelect().getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Cargando opciones…");
  });

  it("lists the regions once loaded, Metropolitana first, and keeps the chosen region", async () => {
    const onValues = renderForm(lookupFixtures, { single: { region: 5 } });
    await screen.findByRole("option", { name: "Metropolitana" });
    const names = [...regionSelect().options].map((option) => option.text);
    expect(names).toEqual([
      "Selecciona",
      "Metropolitana",
      "Arica y Parinacota",
      "Valparaíso",
      "Biobío",
    ]);
    expect(regionSelect().value).toBe("5");
    fireEvent.change(regionSelect(), { target: { value: "13" } });
    // The chosen option's own value (a number), not the text of the DOM.
    expect(onValues).toHaveBeenLastCalledWith(
      expect.objectContaining({ single: expect.objectContaining({ region: 13 }) }),
    );
  });

  it("keeps a stored value the list no longer holds instead of changing it", async () => {
    const onValues = renderForm(lookupFixtures, { single: { region: 42 } });
    await screen.findByRole("option", { name: "Metropolitana" });
    expect(regionSelect().value).toBe("42");
    expect(onValues).not.toHaveBeenCalled();
  });

  it("says the list failed, keeps the value and loads it again on retry", async () => {
    const api: Fixtures = {
      ...lookupFixtures,
      "/api/countryState/country": { status: 404, body: { error: "Ruta no encontrada" } },
    };
    const onValues = renderForm(api, { single: { region: 8 } });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("No pudimos cargar las opciones.")).toBeTruthy();
    expect(regionSelect().disabled).toBe(true);
    expect(
      screen.getByLabelText("Edad", { selector: "#qs-pf-cotizante_edad-cotizante" }),
    ).toBeTruthy();
    api["/api/countryState/country"] = lookupFixtures["/api/countryState/country"];
    fireEvent.click(within(alert).getByRole("button", { name: "Reintentar" }));
    await screen.findByRole("option", { name: "Biobío" });
    expect(regionSelect().value).toBe("8");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onValues).not.toHaveBeenCalled();
  });

  it("offers countries for nationality and coverage country (international)", async () => {
    const onValues = renderForm(lookupFixtures, { form: sampleInternationalForm });
    await screen.findAllByRole("option", { name: "España" });
    const nationality = screen.getByLabelText("Nacionalidad") as HTMLSelectElement;
    const coverage = screen.getByLabelText("País de residencia") as HTMLSelectElement;
    for (const select of [nationality, coverage]) {
      expect([...select.options].map((option) => option.value)).toEqual([
        "",
        "CL",
        "CO",
        "US",
        "ES",
      ]);
    }
    fireEvent.change(coverage, { target: { value: "ES" } });
    expect(flattenValues(onValues.mock.lastCall?.[0]).paisCobertura).toBe("ES");
  });

  it("groups work sectors under their type", async () => {
    renderForm(lookupFixtures, { form: sampleCollectiveForm });
    await screen.findByRole("option", { name: "Desarrollo de software" });
    const groups = [
      ...(screen.getByLabelText("Sector de la empresa") as HTMLSelectElement).querySelectorAll(
        "optgroup",
      ),
    ];
    expect(groups.map((group) => [group.label, group.children.length])).toEqual([
      ["Comercio", 2],
      ["Tecnología", 1],
    ]);
  });
});
