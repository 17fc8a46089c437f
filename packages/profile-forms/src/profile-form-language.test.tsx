import { SiteHarness } from "@qs/site-shell/testing/site-harness";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileFormView } from "./profile-form";
import { sampleHealthForm } from "./testing/sample-forms";

function renderForm(language: "es" | "en") {
  render(
    <SiteHarness language={language}>
      <ProfileFormView
        form={sampleHealthForm.profileForm}
        values={{ single: {}, groups: {} }}
        onChange={() => {}}
      />
    </SiteHarness>,
  );
}

describe("the profile form's texts", () => {
  it("come from the API in Spanish: marked as such on an English page, the site's own are not", async () => {
    renderForm("en");
    const age = await screen.findByText("Edad", { selector: "label" });
    expect(age).toHaveAttribute("lang", "es");
    expect(screen.getByText("Edad en años cumplidos")).toHaveAttribute("lang", "es");
    const sex = screen.getByLabelText("Sexo");
    for (const option of within(sex).getAllByRole("option")) {
      expect(option).toHaveAttribute("lang", "es");
    }
    expect(screen.getByRole("button", { name: "Add insured people" })).not.toHaveAttribute("lang");
  });

  it("carry no mark on a Spanish page", async () => {
    renderForm("es");
    await screen.findByText("Edad", { selector: "label" });
    expect(document.querySelector("[lang]")).toBeNull();
  });
});
