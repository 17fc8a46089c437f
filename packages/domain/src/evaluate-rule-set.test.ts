import { describe, expect, it } from "vitest";
import { evaluateRuleSet } from "./evaluate-rule-set";
import type { ProfileValidationRule } from "./profile-form";

const rules = (list: ProfileValidationRule[]) => list;
const evaluateProfileForm = (values: Record<string, unknown>, list: ProfileValidationRule[]) =>
  evaluateRuleSet(values, list);

describe("evaluateRuleSet", () => {
  it("applies defaults to empty fields before checking", () => {
    const verdict = evaluateProfileForm(
      { cotizante_sexo: "" },
      rules([{ kind: "defaultValue", field: "cotizante_sexo", value: "Masculino" }]),
    );
    expect(verdict.form.cotizante_sexo).toBe("Masculino");
    expect(verdict).toMatchObject({
      valid: true,
      ingresodatos: true,
      message: "Se ingresaron todos los campos requeridos",
    });
  });

  it("reports the missing fields when none of the required ones is filled", () => {
    const set = rules([
      {
        kind: "required",
        fields: ["a", "b"],
        message: "No se ingresaron los siguientes campos: {list}",
      },
    ]);
    expect(evaluateProfileForm({}, set)).toMatchObject({
      valid: false,
      ingresodatos: false,
      message: "No se ingresaron los siguientes campos: a, b",
    });
    expect(evaluateProfileForm({ b: "x" }, set).valid).toBe(true);
  });

  it("checks a minimum after stripping thousand separators, the minimum included", () => {
    const set = rules([
      { kind: "minNumber", field: "cantidadempleados", min: 10, message: "mínimo 10" },
    ]);
    expect(evaluateProfileForm({ cantidadempleados: "9" }, set).message).toBe("mínimo 10");
    expect(evaluateProfileForm({ cantidadempleados: "10" }, set).valid).toBe(true);
    expect(evaluateProfileForm({ cantidadempleados: "1.200" }, set).valid).toBe(true);
  });

  it("refuses a forbidden value in one field or, with '*', in any field", () => {
    const one = rules([
      { kind: "forbiddenValue", field: "eps_actual", value: "notengo", message: "sin EPS" },
    ]);
    expect(evaluateProfileForm({ eps_actual: "notengo" }, one).valid).toBe(false);
    expect(evaluateProfileForm({ otra: "notengo" }, one).valid).toBe(true);
    const any = rules([
      { kind: "forbiddenValue", field: "*", value: "notengo", message: "sin EPS" },
    ]);
    expect(evaluateProfileForm({ otra: ["x", "NOTENGO"] }, any).valid).toBe(false);
  });

  it("checks every age of a field within the range, bounds included", () => {
    const set = rules([
      { kind: "ageRange", field: "cargas_edad", min: 0, max: 24, message: "edad fuera de rango" },
    ]);
    expect(evaluateProfileForm({ cargas_edad: [0, 24] }, set).valid).toBe(true);
    expect(evaluateProfileForm({ cargas_edad: [3, 25] }, set).message).toBe("edad fuera de rango");
    expect(evaluateProfileForm({ cargas_edad: ["-1"] }, set).valid).toBe(false);
  });

  it("fails an anyOf rule with a message when none of its fields is filled", () => {
    const set = rules([
      {
        kind: "anyOf",
        fields: ["nacionalidad", "paisCobertura"],
        marksDataEntered: true,
        message: "Indica un país",
      },
    ]);
    expect(evaluateProfileForm({}, set)).toMatchObject({ valid: false, message: "Indica un país" });
    expect(evaluateProfileForm({ paisCobertura: "US" }, set).valid).toBe(true);
  });

  it("names the failing fields, uses display labels, and says 'Perfil inválido' for a rule without message", () => {
    const verdict = evaluateRuleSet(
      {},
      [
        {
          kind: "required",
          fields: ["cotizante_edad"],
          message: "No se ingresaron los siguientes campos: {list}",
        },
      ],
      { labels: { cotizante_edad: "Edad" } },
    );
    expect(verdict).toMatchObject({
      message: "No se ingresaron los siguientes campos: Edad",
      fields: ["cotizante_edad"],
    });
    const silent = evaluateRuleSet({}, [
      { kind: "anyOf", fields: ["a"], marksDataEntered: false, message: null },
      { kind: "minNumber", field: "n", min: 1, message: "" },
    ]);
    expect(silent.message).toBe("Perfil inválido");
  });
});
