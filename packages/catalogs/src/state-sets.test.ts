import { describe, expect, it } from "vitest";
import {
  annualTopLabel,
  billingPaymentStatusLabels,
  employeeMovementFilterLabels,
  entityStatusLabels,
  formStatusLabels,
  insuranceDocumentAiStatusLabels,
  jobSourceLabels,
  paymentPeriodStatusLabels,
  paymentStateLabels,
  planCommercialStateLabels,
  policyEntityStatusLabels,
  recurrentPaymentStatusLabels,
  saleStateLabels,
  saleStateSchema,
  seenLabel,
  stateLabel,
  stateOptions,
  stateSets,
  subscriptionStatusLabels,
  taxDocumentStatusLabels,
  ticketStatusLabels,
  ticketStatusSchema,
  userStatusLabels,
} from "./state-sets";

const values = (labels: Record<string, string>) => Object.keys(labels);

describe("state sets hold the values of the spec, in order", () => {
  it.each([
    [
      "sale",
      saleStateLabels,
      [
        "OK",
        "FAIL",
        "PENDING",
        "SUBS_CANCELLED_SUCCESS_PAYMENT",
        "SUBS_CANCELLED_WITHOUT_PAYMENT",
        "PENDING_CANCELLATION",
        "OVERDUE",
        "CANCELLATION_REQUEST",
      ],
    ],
    [
      "payment",
      paymentStateLabels,
      ["OK", "FAIL", "REFUND", "REQUEST_REFUND", "VOID", "DECLINED", "PENDING"],
    ],
    ["form", formStatusLabels, ["PENDING", "COMPLETED"]],
    ["subscription", subscriptionStatusLabels, ["SUCCESS", "DECLINED", "PENDING"]],
    ["payment period", paymentPeriodStatusLabels, ["overdue", "pending", "pay"]],
    [
      "recurrent payment",
      recurrentPaymentStatusLabels,
      ["scheduled", "processed", "recycling", "cancelled"],
    ],
    [
      "policy entity",
      policyEntityStatusLabels,
      ["ACTIVE", "CANCELED", "PENDING", "PROCESS_ACTIVATION", "PROCESS_CANCELLATION", "DECLINE"],
    ],
    ["employee/document/organization", entityStatusLabels, ["ACTIVE", "PENDING", "INACTIVE"]],
    [
      "insurance document AI",
      insuranceDocumentAiStatusLabels,
      ["APPROVED", "PENDING", "REJECTED", "NO_ACTION"],
    ],
    ["billing payment", billingPaymentStatusLabels, ["PENDING", "LATE", "PARTIAL", "PAID", "NA"]],
    ["tax document", taxDocumentStatusLabels, ["ACTIVE", "CANCELLED"]],
    ["ticket", ticketStatusLabels, ["new", "open", "pending", "hold", "solved"]],
    ["employee movement filter", employeeMovementFilterLabels, ["ALTAS", "BAJAS", "TODAS"]],
    ["job source", jobSourceLabels, ["QPCRON", "QPCLIENTS", "QPOPTIMIZE"]],
    ["user", userStatusLabels, ["Activo", "Inactivo"]],
  ])("%s", (_name, labels, expected) => {
    expect(values(labels)).toEqual(expected);
  });

  it("labels every value of every set with non-empty Spanish text", () => {
    for (const labels of Object.values(stateSets)) {
      for (const label of Object.values(labels)) expect(label.trim()).not.toBe("");
    }
  });
});

describe("labels the spec fixes", () => {
  it("shows tickets as Nuevo, Abierto, Pendiente, En Espera, Completado", () => {
    expect(ticketStatusLabels).toEqual({
      new: "Nuevo",
      open: "Abierto",
      pending: "Pendiente",
      hold: "En Espera",
      solved: "Completado",
    });
  });

  it("reads 'Si Comer.' as Comercializable and 'No Comer.' as No comercializable", () => {
    expect(planCommercialStateLabels["Si Comer."]).toBe("Comercializable");
    expect(planCommercialStateLabels["No Comer."]).toBe("No comercializable");
  });

  it("shows an annual top of 0 as Sin tope and nothing for other tops", () => {
    expect(annualTopLabel(0)).toBe("Sin tope");
    expect(annualTopLabel(1)).toBeNull();
  });

  it("labels the seen flag", () => {
    expect(seenLabel(true)).toBe("Visto");
    expect(seenLabel(false)).toBe("No visto");
  });
});

describe("helpers", () => {
  it("builds select options in catalogue order", () => {
    expect(stateOptions(employeeMovementFilterLabels)).toEqual([
      { value: "ALTAS", label: "Altas" },
      { value: "BAJAS", label: "Bajas" },
      { value: "TODAS", label: "Todas" },
    ]);
  });

  it("labels a value and refuses one outside the set", () => {
    expect(stateLabel(ticketStatusLabels, "hold")).toBe("En Espera");
    expect(stateLabel(ticketStatusLabels, "closed")).toBeUndefined();
    expect(stateLabel(ticketStatusLabels, "toString")).toBeUndefined();
  });

  it("validates values with the schemas", () => {
    expect(saleStateSchema.safeParse("OVERDUE").success).toBe(true);
    expect(saleStateSchema.safeParse("overdue").success).toBe(false);
    expect(ticketStatusSchema.safeParse("solved").success).toBe(true);
  });
});
