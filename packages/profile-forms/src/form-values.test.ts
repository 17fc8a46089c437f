import type { ProfileForm } from "@qs/domain/profile-form";
import { calculatePriceRequestSchema } from "@qs/domain/profile-price";
import { sampleHealthForm, sampleIsapreForm, samplePetForm } from "@qs/test-support/sample-forms";
import { describe, expect, it } from "vitest";
import { flattenValues, profileFromValues, valuesFromProfile } from "./form-values";

const form: ProfileForm = sampleHealthForm.profileForm;

describe("form values", () => {
  it("send repeatable elements as lists", () => {
    expect(
      flattenValues({
        single: { cotizante_edad: "40" },
        groups: { cargas: [{ cargas_edad: "5" }, { cargas_edad: "1" }] },
      }),
    ).toEqual({ cotizante_edad: "40", cargas_edad: ["5", "1"] });
  });

  it("build a family profile: policyholder, partner when 'pareja' is on, and dependants", () => {
    const profile = profileFromValues(
      form,
      {
        single: {
          cotizante_sexo: "Femenino",
          cotizante_edad: "38",
          enPareja: true,
          pareja_sexo: "Masculino",
          pareja_edad: "40",
          eps_actual: "sura",
        },
        groups: {
          cargas: [
            { parentescoCarga: "Hijo", cargas_sexo: "Masculino", cargas_edad: "7" },
            { parentescoCarga: "Hija", cargas_sexo: "Femenino", cargas_edad: "1" },
          ],
        },
      },
      null,
      true,
    );
    expect(profile.ingresodatos).toBe(true);
    expect(profile.enPareja).toBe(true);
    expect(profile.cotizante).toEqual([
      { sexo: "Femenino", edad: 38, eps_actual: "sura", tipo: "cotizante" },
      { sexo: "Masculino", edad: 40, tipo: "pareja" },
    ]);
    expect(profile.cargas?.map((carga) => [carga.parentesco, carga.edad])).toEqual([
      ["Hijo", 7],
      ["Hija", 1],
    ]);
  });

  it("drop the second contributor when 'pareja' is off", () => {
    const profile = profileFromValues(
      form,
      { single: { cotizante_edad: "30", enPareja: false, pareja_edad: "31" }, groups: {} },
      null,
      true,
    );
    expect(profile.cotizante).toHaveLength(1);
  });

  it("prefill the same values back from a stored profile", () => {
    const values = {
      single: {
        cotizante_sexo: "Femenino",
        cotizante_edad: 38,
        enPareja: true,
        pareja_sexo: "Masculino",
        pareja_edad: 40,
      },
      groups: { cargas: [{ parentescoCarga: "Hijo", cargas_sexo: "Masculino", cargas_edad: 7 }] },
    };
    const back = valuesFromProfile(form, profileFromValues(form, values, null, true));
    expect(back.single).toMatchObject(values.single);
    expect(back.groups.cargas).toEqual(values.groups.cargas);
  });

  it("keep pets with species, breed and age", () => {
    const profile = profileFromValues(
      samplePetForm.profileForm,
      {
        single: {},
        groups: { mascota: [{ mascota_tipo: "Perro", mascota_raza: "Beagle", mascota_edad: "3" }] },
      },
      null,
      true,
    );
    expect(profile.mascota).toEqual([
      { parentesco: "Mascota", especie: "Perro", raza: "Beagle", edad: 3 },
    ]);
  });

  describe("the region", () => {
    const isapre = sampleIsapreForm.profileForm;
    const valparaiso = {
      stateCode: 5,
      stateName: "Valparaíso",
      orderPosition: 7,
      abbreviation: "VS",
    };
    const chosen = (region: number | null) => ({
      single: { cotizante_sexo: "Femenino", cotizante_edad: "38", region },
      groups: {},
    });

    it("is stored as the record the regions lookup gives, which the price call accepts", () => {
      const profile = profileFromValues(isapre, chosen(5), null, true, { region: valparaiso });
      expect(profile.region).toEqual(valparaiso);
      expect(
        calculatePriceRequestSchema.safeParse({ profile, productType: "ISAPRE" }).success,
      ).toBe(true);
      expect(valuesFromProfile(isapre, profile).single.region).toBe(5);
    });

    it("is never stored as a bare code", () => {
      const profile = profileFromValues(isapre, chosen(5), { region: 5 } as never, true);
      expect(profile.region).toBeUndefined();
      expect(
        calculatePriceRequestSchema.safeParse({ profile, productType: "ISAPRE" }).success,
      ).toBe(true);
      expect(
        calculatePriceRequestSchema.safeParse({ profile: { ...profile, region: 5 } }).success,
      ).toBe(false);
    });

    it("keeps the stored record when the same region is chosen and the list could not be read", () => {
      const previous = { region: valparaiso };
      expect(profileFromValues(isapre, chosen(5), previous, true).region).toEqual(valparaiso);
      expect(profileFromValues(isapre, chosen(13), previous, true).region).toBeUndefined();
    });
  });
});
