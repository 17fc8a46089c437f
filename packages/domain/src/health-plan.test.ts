import { describe, expect, it } from "vitest";
import { healthPlanSchema } from "./health-plan";
import { productItemSchema } from "./product";

const plan = {
  codigoplan: "13-SF1097-24",
  nombreplan: "Plan Preferente Clínica",
  codigoprestador: 67,
  lineaplan: "Preferente",
  modalidadplan: "preferente",
  amplitudcobertura: "Nacional",
  prestacionesrest: "1,3",
  topeanual: 0,
  fechainicio: "2025-02-01",
  estadoplan: "Si Comer.",
  tuprecio: 3.45,
};

describe("healthPlanSchema", () => {
  it("parses an Isapre plan and reads restriction codes from a comma list", () => {
    const parsed = healthPlanSchema.parse({ ...plan, factor: 1.2 });
    expect(parsed.prestacionesrest).toEqual([1, 3]);
    expect(parsed).toMatchObject({ factor: 1.2, topeanual: 0 });
  });

  it("accepts a plan with only its code, name and provider", () => {
    const minimal = { codigoplan: "X", nombreplan: "Y", codigoprestador: "99" };
    expect(healthPlanSchema.safeParse(minimal).success).toBe(true);
  });

  it("refuses a plan state other than 'Si Comer.' and 'No Comer.'", () => {
    const result = healthPlanSchema.safeParse({ ...plan, estadoplan: "Comercializable" });
    expect(result.error?.issues[0]?.path).toEqual(["estadoplan"]);
  });

  it("refuses restriction codes outside 1 to 6 and a negative annual top", () => {
    const codes = healthPlanSchema.safeParse({ ...plan, prestacionesrest: [2, 7] });
    expect(codes.error?.issues[0]?.path).toEqual(["prestacionesrest", 1]);
    expect(healthPlanSchema.safeParse({ ...plan, topeanual: -1 }).success).toBe(false);
  });

  it("travels on a product item as healthPlan", () => {
    const product = productItemSchema.parse({ id: 1, displayName: "Plan", healthPlan: plan });
    expect(product.healthPlan?.estadoplan).toBe("Si Comer.");
    expect(
      productItemSchema.safeParse({
        id: 1,
        displayName: "Plan",
        healthPlan: { ...plan, estadoplan: "x" },
      }).success,
    ).toBe(false);
  });
});
