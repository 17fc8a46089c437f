import { describe, expect, it } from "vitest";
import { chatTheme, formStepKeys, purchaseFlowSteps } from "./purchase-flow";

describe("purchase flow and chat", () => {
  it("lists the purchase steps as shown to the user", () => {
    expect(purchaseFlowSteps).toEqual([
      "Datos personales",
      "Pago",
      "Compra exitosa!",
      "Estado de salud",
      "Datos empresa",
      "Datos colaboradores",
      "Asignación ejecutivo",
      "Confirmación",
    ]);
    expect(Object.keys(formStepKeys)).toEqual([
      "personalDataPayment",
      "dpsPayment",
      "companyPayments",
      "isaprePolicy",
    ]);
  });

  it("uses a blue theme 20rem wide", () => {
    expect(chatTheme).toEqual({ color: "blue", width: "20rem" });
  });
});
