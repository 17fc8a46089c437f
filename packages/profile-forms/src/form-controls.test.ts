import type { ProfileFormElement } from "@qs/domain/profile-form";
import { describe, expect, it } from "vitest";
import { optionsOf } from "./form-controls";

const breeds = (allowedValues: ProfileFormElement["allowedValues"]): ProfileFormElement => ({
  fldName: "mascota_raza",
  label: "Breed",
  allowedValues,
});
const labels = (element: ProfileFormElement, species: string) =>
  optionsOf(element, { mascota_tipo: species })?.map((option) => option.label);

describe("the breeds offered for the chosen species", () => {
  it("follows each breed's species, whatever the language of its label", () => {
    const english = breeds([
      { value: "Mestizo", label: "Mixed breed" },
      { value: "Bulldog Francés", label: "French Bulldog (dog)", species: "Perro" },
      { value: "Persa", label: "Persian (cat)", species: "Gato" },
    ]);
    expect(labels(english, "Gato")).toEqual(["Mixed breed", "Persian (cat)"]);
    expect(labels(english, "Perro")).toEqual(["Mixed breed", "French Bulldog (dog)"]);
  });

  it("reads the species from a Spanish label when the definition gives none", () => {
    const spanish = breeds([
      { value: "Mestizo", label: "Mestizo" },
      { value: "Beagle", label: "Beagle (perro)" },
      { value: "Siamés", label: "Siamés (gato)" },
    ]);
    expect(labels(spanish, "Gato")).toEqual(["Mestizo", "Siamés (gato)"]);
  });

  it("offers every breed before a species is chosen", () => {
    const element = breeds([
      { value: "Beagle", label: "Beagle (dog)", species: "Perro" },
      { value: "Persa", label: "Persian (cat)", species: "Gato" },
    ]);
    expect(optionsOf(element, {})?.map((option) => option.value)).toEqual(["Beagle", "Persa"]);
  });
});
