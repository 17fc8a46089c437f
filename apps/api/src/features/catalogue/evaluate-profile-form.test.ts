import { describe, expect, it } from "vitest";
import { evaluateProfileForm } from "./evaluate-profile-form";

describe("evaluateProfileForm", () => {
  it("answers the verdict of the form class's rules with its own invalid message", () => {
    const set = {
      formClass: "Salud",
      invalidMessage: "Perfil inválido",
      rules: [
        { kind: "defaultValue" as const, field: "cotizante_sexo", value: "Masculino" },
        { kind: "minNumber" as const, field: "cantidadempleados", min: 10, message: "" },
      ],
    };
    expect(evaluateProfileForm({ cotizante_sexo: "", cantidadempleados: "9" }, set)).toEqual({
      valid: false,
      ingresodatos: false,
      message: "Perfil inválido",
      form: { cotizante_sexo: "Masculino", cantidadempleados: "9" },
    });
    expect(evaluateProfileForm({ cantidadempleados: "10" }, set)).toMatchObject({
      valid: true,
      message: "Se ingresaron todos los campos requeridos",
    });
  });
});
