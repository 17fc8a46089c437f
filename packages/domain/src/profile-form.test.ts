import { describe, expect, it } from "vitest";
import {
  invalidProfileMessage,
  missingFieldsMessage,
  profileValidationRuleSchema,
  profileValidationSetSchema,
} from "./profile-form";

describe("profileValidationSetSchema", () => {
  const colombia = {
    formClass: "PerfilColombia",
    rules: [
      { kind: "defaultValue", field: "cotizante_sexo", value: "Masculino" },
      { kind: "required", fields: ["cotizante_edad"] },
      { kind: "minNumber", field: "cantidadempleados", min: 10, message: "Mínimo 10 empleados" },
      { kind: "forbiddenValue", field: "*", value: "notengo", message: "Sin EPS" },
      { kind: "ageRange", field: "cargas_edad", min: 0, max: 99, message: "Edad inválida" },
      {
        kind: "anyOf",
        fields: ["titular_nacionalidad", "titular_paisCobertura"],
        marksDataEntered: true,
      },
    ],
  };

  it("parses a rule set and fills the default messages", () => {
    const parsed = profileValidationSetSchema.parse(colombia);
    expect(parsed.invalidMessage).toBe(invalidProfileMessage);
    expect(parsed.invalidMessage).toBe("Perfil inválido");
    const required = parsed.rules.find((rule) => rule.kind === "required");
    expect(required?.kind === "required" && required.message).toBe(missingFieldsMessage);
    expect(missingFieldsMessage).toBe("No se ingresaron los siguientes campos: {list}");
  });

  it("refuses an unknown rule kind", () => {
    const result = profileValidationSetSchema.safeParse({
      ...colombia,
      rules: [{ kind: "script", source: "return true" }],
    });
    expect(result.error?.issues[0]?.path).toEqual(["rules", 0, "kind"]);
  });

  it("refuses a rule missing its own fields", () => {
    const result = profileValidationRuleSchema.safeParse({
      kind: "minNumber",
      field: "cantidadempleados",
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["min", "message"]);
  });

  it("refuses an age range whose minimum exceeds its maximum", () => {
    const result = profileValidationRuleSchema.safeParse({
      kind: "ageRange",
      field: "edad",
      min: 70,
      max: 18,
      message: "x",
    });
    expect(result.error?.issues[0]?.path).toEqual(["max"]);
  });

  it("refuses a required rule without fields", () => {
    expect(profileValidationRuleSchema.safeParse({ kind: "required", fields: [] }).success).toBe(
      false,
    );
  });
});
