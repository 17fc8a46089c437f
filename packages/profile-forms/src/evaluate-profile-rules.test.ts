import { ALL_FIELDS_ENTERED_MESSAGE } from "@qs/domain/evaluate-rule-set";
import type { ProfileValidationSet } from "@qs/domain/profile-form";
import { describe, expect, it } from "vitest";
import { DEPENDANT_AGE_MESSAGE, evaluateProfileRules } from "./evaluate-profile-rules";

const NO_EPS = "No hay opciones de seguros o planes de salud disponibles para personas sin EPS";

const colombiaHealth: ProfileValidationSet = {
  formClass: "PerfilSaludCO",
  invalidMessage: "Perfil inválido",
  rules: [
    { kind: "defaultValue", field: "cotizante_sexo", value: "Masculino" },
    {
      kind: "required",
      fields: ["cotizante_edad"],
      message: "No se ingresaron los siguientes campos: {list}",
    },
    {
      kind: "ageRange",
      field: "cotizante_edad",
      min: 18,
      max: 99,
      message: "La edad del titular debe estar entre 18 y 99 años",
    },
    { kind: "forbiddenValue", field: "eps_actual", value: "notengo", message: NO_EPS },
    { kind: "forbiddenValue", field: "*", value: "notengo", message: NO_EPS },
  ],
};

describe("profile rules", () => {
  it("accept a complete profile with the spec's message and mark data entered", () => {
    const verdict = evaluateProfileRules(
      { cotizante_sexo: "Femenino", cotizante_edad: "35" },
      colombiaHealth,
    );
    expect(verdict).toMatchObject({
      valid: true,
      ingresodatos: true,
      message: ALL_FIELDS_ENTERED_MESSAGE,
    });
  });

  it("list the missing fields by their labels and leave ingresodatos false", () => {
    const verdict = evaluateProfileRules({ cotizante_edad: "" }, colombiaHealth, {
      labels: { cotizante_edad: "Edad" },
    });
    expect(verdict.valid).toBe(false);
    expect(verdict.ingresodatos).toBe(false);
    expect(verdict.message).toBe("No se ingresaron los siguientes campos: Edad");
  });

  it("turn an empty cotizante_sexo into Masculino", () => {
    const verdict = evaluateProfileRules(
      { cotizante_sexo: "", cotizante_edad: 30 },
      colombiaHealth,
    );
    expect(verdict.form.cotizante_sexo).toBe("Masculino");
  });

  it("refuse the EPS 'notengo' and any other option valued notengo", () => {
    expect(
      evaluateProfileRules({ cotizante_edad: 30, eps_actual: "notengo" }, colombiaHealth).message,
    ).toBe(NO_EPS);
    const other = evaluateProfileRules({ cotizante_edad: 30, otra: "NoTengo" }, colombiaHealth);
    expect(other.valid).toBe(false);
    expect(other.fields).toEqual(["otra"]);
  });

  it("use 'Perfil inválido' when the failing rule has no message", () => {
    const set: ProfileValidationSet = {
      formClass: "X",
      invalidMessage: "Perfil inválido",
      rules: [{ kind: "anyOf", fields: ["a"], marksDataEntered: false, message: "" }],
    };
    const verdict = evaluateProfileRules({}, set);
    expect(verdict.valid).toBe(true);
    const forbidden = evaluateProfileRules(
      { a: "x" },
      {
        ...set,
        rules: [{ kind: "forbiddenValue", field: "a", value: "x", message: "" }],
      },
    );
    expect(forbidden.message).toBe("Perfil inválido");
  });

  it("need at least 10 employees in Colombia: 9 fails, 10 passes", () => {
    const options = { collectiveMinEmployees: 10 };
    const nine = evaluateProfileRules({ cantidadempleados: "9" }, null, options);
    expect(nine.valid).toBe(false);
    expect(nine.message).toBe(
      "La empresa debe tener un mínimo de 10 empleados para cotizar un seguro colectivo",
    );
    expect(evaluateProfileRules({ cantidadempleados: "10" }, null, options).valid).toBe(true);
    expect(evaluateProfileRules({ cantidadempleados: "1.200" }, null, options).valid).toBe(true);
  });

  it("need each dependant's age to be 0 or more: -1 and empty fail, 0 passes", () => {
    expect(evaluateProfileRules({ cargas_edad: [4, -1] }, null).message).toBe(
      DEPENDANT_AGE_MESSAGE,
    );
    expect(evaluateProfileRules({ cargas_edad: [""] }, null).valid).toBe(false);
    expect(evaluateProfileRules({ cargas_edad: [0] }, null).valid).toBe(true);
  });

  it("word the site's own rules in the page's language when given its texts", () => {
    const messages = {
      dependantAge: "Each dependant's age must be 0 or more",
      collectiveMinimum: (min: number) => `At least ${min} employees`,
      identification: (error: { key: string }) => `bad ${error.key}`,
    };
    expect(evaluateProfileRules({ cargas_edad: [-1] }, null, { messages }).message).toBe(
      "Each dependant's age must be 0 or more",
    );
    expect(
      evaluateProfileRules({ cantidadempleados: "3" }, null, {
        collectiveMinEmployees: 10,
        messages,
      }).message,
    ).toBe("At least 10 employees");
    expect(
      evaluateProfileRules({ rut: "12.345.678-0" }, null, {
        identification: "rut",
        labels: { rut: "RUT" },
        messages,
      }).message,
    ).toBe("RUT: bad invalidRut");
  });

  it("mark international data entered when nationality or coverage country is set", () => {
    const set: ProfileValidationSet = {
      formClass: "PerfilInternacional",
      invalidMessage: "Perfil inválido",
      rules: [{ kind: "anyOf", fields: ["nacionalidad", "paisCobertura"], marksDataEntered: true }],
    };
    expect(evaluateProfileRules({ paisCobertura: "CL" }, set).ingresodatos).toBe(true);
    const minimum: ProfileValidationSet = {
      ...set,
      rules: [...set.rules, { kind: "minNumber", field: "x", min: 1, message: "m" }],
    };
    expect(evaluateProfileRules({ nacionalidad: "CO" }, minimum)).toMatchObject({
      valid: false,
      ingresodatos: true,
    });
    expect(evaluateProfileRules({}, minimum).ingresodatos).toBe(false);
  });

  it("check a national id by the country's rule", () => {
    const colombia = { identification: "digits-8-12" as const, labels: { rut: "Documento" } };
    expect(evaluateProfileRules({ rut: "1234567" }, null, colombia)).toMatchObject({
      valid: false,
      message: "Documento: Número de identificación inválido",
    });
    expect(evaluateProfileRules({ rut: "12.345.678" }, null, colombia).valid).toBe(true);
    expect(
      evaluateProfileRules({ rut: "11.111.111-2" }, null, { identification: "rut" }).valid,
    ).toBe(false);
    expect(
      evaluateProfileRules({ rut: "11.111.111-1" }, null, { identification: "rut" }).valid,
    ).toBe(true);
    expect(evaluateProfileRules({ cotizante_edad: 30 }, null, colombia).valid).toBe(true);
  });
});
