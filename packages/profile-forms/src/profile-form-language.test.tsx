import type { ProfileForm } from "@qs/domain/profile-form";
import { sampleHealthForm } from "@qs/test-support/sample-forms";
import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileFormView } from "./profile-form";

/** A form as the API answers it with lang=en. */
const englishForm: ProfileForm = {
  formClass: "PerfilSaludCO",
  validationScriptUrl: null,
  profileFormFields: [
    {
      fldName: "cotizante",
      groupedBy: "cotizante",
      isMultiple: false,
      fieldType: { fldType: "group" },
      elements: [
        {
          fldName: "cotizante_sexo",
          label: "Sex",
          placeholder: "Select",
          allowedValues: [
            { value: "Masculino", label: "Male" },
            { value: "Femenino", label: "Female" },
          ],
          dataType: "string",
        },
        {
          fldName: "cotizante_edad",
          label: "Age",
          placeholder: "Age",
          helper: "Age in completed years",
          dataType: "number",
        },
      ],
    },
  ],
};

function renderForm(language: "es" | "en", form: ProfileForm) {
  render(
    <SiteHarness language={language}>
      <ProfileFormView form={form} values={{ single: {}, groups: {} }} onChange={() => {}} />
    </SiteHarness>,
  );
}

describe("the profile form's texts", () => {
  it("come from the API in the page's language and carry no Spanish mark on an English page", async () => {
    renderForm("en", englishForm);
    const age = await screen.findByText("Age", { selector: "label" });
    expect(age).not.toHaveAttribute("lang");
    expect(screen.getByText("Age in completed years")).not.toHaveAttribute("lang");
    const sex = screen.getByLabelText("Sex");
    expect(
      within(sex)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select", "Male", "Female"]);
    expect(document.querySelector("[lang]")).toBeNull();
  });

  it("carry no mark on a Spanish page", async () => {
    renderForm("es", sampleHealthForm.profileForm);
    await screen.findByText("Edad", { selector: "label" });
    expect(document.querySelector("[lang]")).toBeNull();
  });
});
