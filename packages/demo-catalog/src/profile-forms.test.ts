import type { CountryId } from "@qs/domain/country-config";
import { evaluateRuleSet } from "@qs/domain/evaluate-rule-set";
import { localizeLabels } from "@qs/domain/label-translations";
import type { ProfileValidationSet } from "@qs/domain/profile-form";
import { describe, expect, it } from "vitest";
import type { DemoProfileForm } from "./catalog-contract";
import { chileOrganizations } from "./countries/cl/organizations";
import { colombiaOrganizations } from "./countries/co/organizations";
import { internationalOrganizations } from "./countries/int/organizations";
import { peruOrganizations } from "./countries/pe/organizations";
import { categoriesByCountry } from "./insurance-types";
import { FORM_TEXT_FIELDS } from "./profile-form-translations";
import {
  buildProfileForms,
  COLOMBIA_MIN_EMPLOYEES_MESSAGE,
  DEPENDANT_AGE_MESSAGE,
  NO_EPS_MESSAGE,
} from "./profile-forms";

/** The verdict the API gives a submitted form: its rule set, evaluated by the domain. */
const evaluateProfileForm = (values: Record<string, unknown>, rules: ProfileValidationSet) =>
  evaluateRuleSet(values, rules.rules, { invalidMessage: rules.invalidMessage });

const organizations = {
  1: chileOrganizations,
  2: peruOrganizations,
  3: colombiaOrganizations,
  4: internationalOrganizations,
};
const formsOf = (countryId: CountryId) =>
  buildProfileForms(countryId, categoriesByCountry[countryId], organizations[countryId]);
const formFor = (countryId: CountryId, productTypeName: string): DemoProfileForm => {
  const form = formsOf(countryId).find((entry) => entry.productTypeName === productTypeName);
  if (!form) throw new Error(`No form for ${productTypeName}`);
  return form;
};
const fieldNames = (form: DemoProfileForm) =>
  form.form.profileFormFields.flatMap((field) => field.elements.map((element) => element.fldName));
const check = (form: DemoProfileForm, values: Record<string, unknown>) =>
  evaluateProfileForm(values, form.validation);

describe("profile forms", () => {
  it.each([1, 2, 3, 4] as CountryId[])(
    "country %i has a form for each of its product types",
    (countryId) => {
      const names = formsOf(countryId).map((form) => form.productTypeName);
      expect(names).toEqual(categoriesByCountry[countryId].map((category) => category.name));
      for (const form of formsOf(countryId))
        expect(form.validation.formClass).toBe(form.form.formClass);
    },
  );

  it("asks people for sex and age of the holder, partner and dependants with their relationship", () => {
    const fields = fieldNames(formFor(3, "POLIZA DE SALUD"));
    expect(fields).toEqual(
      expect.arrayContaining([
        "cotizante_sexo",
        "cotizante_edad",
        "enPareja",
        "pareja_sexo",
        "pareja_edad",
        "parentescoCarga",
        "cargas_sexo",
        "cargas_edad",
      ]),
    );
    const relationship = formFor(3, "POLIZA DE SALUD")
      .form.profileFormFields.flatMap((field) => field.elements)
      .find((element) => element.fldName === "parentescoCarga");
    expect(relationship?.allowedValues?.map((value) => value.value)).toEqual(
      expect.arrayContaining(["Cónyuge", "Hijo", "Hija"]),
    );
  });

  it("asks the Chilean income, Colombia's current EPS and maternity, and the international nationality and country", () => {
    expect(fieldNames(formFor(1, "ISAPRE"))).toEqual(
      expect.arrayContaining(["cotizante_ingreso", "region"]),
    );
    const colombia = formFor(3, "Medicina Prepagada");
    expect(fieldNames(colombia)).toEqual(expect.arrayContaining(["eps_actual", "maternidad"]));
    const eps = colombia.form.profileFormFields
      .flatMap((field) => field.elements)
      .find((element) => element.fldName === "eps_actual");
    expect(eps?.allowedValues?.some((value) => value.value === "notengo")).toBe(true);
    expect(fieldNames(formFor(4, "SEGURO INTERNACIONAL"))).toEqual(
      expect.arrayContaining(["nacionalidad", "paisCobertura"]),
    );
  });

  it("asks pets for species, breed and age, companies for their headcount, SCTR for its work data", () => {
    expect(fieldNames(formFor(3, "SEGURO_MASCOTAS"))).toEqual(
      expect.arrayContaining(["mascota_tipo", "mascota_raza", "mascota_edad"]),
    );
    expect(fieldNames(formFor(3, "SEGURO COLECTIVO"))).toContain("cantidadempleados");
    expect(fieldNames(formFor(2, "SCTR"))).toEqual(
      expect.arrayContaining(["cantidadempleados", "ingreso", "sector", "tipo_trabajo"]),
    );
  });
});

describe("validation rules", () => {
  it("Colombia's company plans need at least 10 employees", () => {
    const form = formFor(3, "SEGURO COLECTIVO");
    expect(check(form, { cantidadempleados: 9 })).toMatchObject({
      valid: false,
      message: COLOMBIA_MIN_EMPLOYEES_MESSAGE,
    });
    expect(check(form, { cantidadempleados: "10" }).valid).toBe(true);
    expect(COLOMBIA_MIN_EMPLOYEES_MESSAGE).toBe(
      "La empresa debe tener un mínimo de 10 empleados para cotizar un seguro colectivo",
    );
  });

  it("other markets' company plans need at least 5", () => {
    const form = formFor(1, "SEGURO COLECTIVO");
    expect(check(form, { cantidadempleados: 4 }).valid).toBe(false);
    expect(check(form, { cantidadempleados: 5 }).valid).toBe(true);
  });

  it("refuses people without EPS, in the EPS field or any other select", () => {
    const form = formFor(3, "POLIZA DE SALUD");
    expect(check(form, { cotizante_edad: 30, eps_actual: "notengo" })).toMatchObject({
      valid: false,
      message: NO_EPS_MESSAGE,
    });
    expect(check(form, { cotizante_edad: 30, maternidad: "notengo" })).toMatchObject({
      valid: false,
      message: NO_EPS_MESSAGE,
    });
    expect(check(form, { cotizante_edad: 30, eps_actual: "EPS010" }).valid).toBe(true);
    expect(NO_EPS_MESSAGE).toBe(
      "No hay opciones de seguros o planes de salud disponibles para personas sin EPS",
    );
  });

  it("accepts dependants of 0 years and refuses a negative age", () => {
    const form = formFor(2, "SEGURO DE SALUD");
    expect(check(form, { cotizante_edad: 30, cargas_edad: [0, 4] }).valid).toBe(true);
    expect(check(form, { cotizante_edad: 30, cargas_edad: [5, -1] })).toMatchObject({
      valid: false,
      message: DEPENDANT_AGE_MESSAGE,
    });
  });

  it("reports the missing holder age and defaults an empty sex to Masculino", () => {
    const form = formFor(1, "ISAPRE");
    const missing = check(form, { cotizante_sexo: "" });
    expect(missing).toMatchObject({
      valid: false,
      ingresodatos: false,
      message: "No se ingresaron los siguientes campos: cotizante_edad",
    });
    expect(missing.form.cotizante_sexo).toBe("Masculino");
  });

  it("Chile's Isapre form asks the holder's and the partner's income, and neither is required", () => {
    const form = formFor(1, "ISAPRE");
    const elements = form.form.profileFormFields.flatMap((field) => field.elements);
    const holder = elements.find((element) => element.fldName === "cotizante_ingreso");
    const partner = elements.find((element) => element.fldName === "pareja_ingreso");
    expect(holder).toMatchObject({
      dataType: "number",
      label: "Renta imponible mensual (opcional)",
    });
    expect(partner?.hideExpression).toBe("sinPareja");
    expect(check(form, { cotizante_sexo: "Femenino", cotizante_edad: 34 })).toMatchObject({
      valid: true,
      ingresodatos: true,
    });
  });

  it("international: nationality or country of cover marks the data as entered", () => {
    const form = formFor(4, "SEGURO INTERNACIONAL LATAM");
    expect(check(form, { cotizante_edad: 40, nacionalidad: "Chilena" })).toMatchObject({
      valid: true,
      ingresodatos: true,
    });
  });

  it("pets: species or age is needed and the age stays within 0 to 12 years", () => {
    const form = formFor(1, "SEGURO_MASCOTAS");
    expect(check(form, {}).valid).toBe(false);
    expect(check(form, { mascota_tipo: "Gato", mascota_edad: 12 }).valid).toBe(true);
    expect(check(form, { mascota_tipo: "Perro", mascota_edad: 13 }).valid).toBe(false);
  });

  it("SCTR: needs workers and a sector, and prices on a default income of 1000", () => {
    const form = formFor(2, "SCTR");
    expect(check(form, { cantidadempleados: 0, sector: "4100" }).valid).toBe(false);
    const verdict = check(form, { cantidadempleados: 8, sector: "4100" });
    expect(verdict.valid).toBe(true);
    expect(verdict.form.ingreso).toBe(1000);
  });
});

describe("the profile forms in English and Portuguese", () => {
  type Part = Record<string, unknown> & {
    translations?: Partial<Record<"en" | "pt", Record<string, string>>>;
  };
  /** Every part of a form or rule set that holds a text, with the path that leads to it. */
  const partsWithText = (value: unknown, path: string): Array<[string, Part]> => {
    if (Array.isArray(value))
      return value.flatMap((entry, i) => partsWithText(entry, `${path}[${i}]`));
    if (value === null || typeof value !== "object") return [];
    const part = value as Part;
    const inner = Object.entries(part)
      .filter(([key]) => key !== "translations")
      .flatMap(([key, child]) => partsWithText(child, `${path}.${key}`));
    return FORM_TEXT_FIELDS.some((field) => typeof part[field] === "string")
      ? [[path, part], ...inner]
      : inner;
  };
  /** Insurers' names and amounts read the same in every language. */
  const sameEverywhere = (countryId: CountryId, text: string) =>
    !/\p{L}/u.test(text) ||
    organizations[countryId].some((organization) => organization.displayName === text);

  it("gives every label, placeholder, helper, option and message of every country's forms both translations", () => {
    for (const countryId of [1, 2, 3, 4] as const) {
      for (const entry of formsOf(countryId)) {
        const where = `${countryId} ${entry.productTypeName}`;
        const parts = [
          ...partsWithText(entry.form, `${where} form`),
          ...partsWithText(entry.validation, `${where} rules`),
        ];
        expect(parts.length).toBeGreaterThan(3);
        for (const [path, part] of parts) {
          for (const field of FORM_TEXT_FIELDS) {
            const text = part[field];
            if (typeof text !== "string" || sameEverywhere(countryId, text)) continue;
            expect(
              part.translations?.en?.[field],
              `${path}.${field} '${text}' in English`,
            ).toBeTruthy();
            expect(
              part.translations?.pt?.[field],
              `${path}.${field} '${text}' in Portuguese`,
            ).toBeTruthy();
          }
        }
      }
    }
  });

  it("keeps the Spanish texts and values, and answers English where asked", () => {
    const form = formFor(3, "POLIZA DE SALUD");
    const sex = form.form.profileFormFields[0]?.elements[0];
    expect(sex).toMatchObject({ label: "Sexo", placeholder: "Selecciona" });
    expect(localizeLabels(sex, "en")).toMatchObject({
      label: "Sex",
      placeholder: "Select",
      allowedValues: [
        { value: "Masculino", label: "Male" },
        { value: "Femenino", label: "Female" },
      ],
    });
    const rules = localizeLabels(form.validation, "pt");
    expect(rules.invalidMessage).toBe("Perfil inválido");
    expect(rules.rules.find((rule) => rule.kind === "forbiddenValue")).toMatchObject({
      message: "Não há opções de seguros ou planos de saúde para pessoas sem EPS",
    });
    expect(
      evaluateRuleSet({}, localizeLabels(form.validation, "en").rules, {
        invalidMessage: "Invalid profile",
      }).message,
    ).toBe("These fields were not filled in: cotizante_edad");
  });
});
