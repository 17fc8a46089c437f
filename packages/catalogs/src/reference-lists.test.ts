import { describe, expect, it } from "vitest";
import {
  acceptedOriginPrefixes,
  allowedUploadExtensions,
  authErrorMessage,
  authErrorMessages,
  chatTheme,
  companyAddress,
  deductibleTypeById,
  errorTypes,
  eventTypes,
  forcedChargeReasons,
  formStepKeys,
  INVALID_DATA_LABEL,
  insurerWebsitePlanCodes,
  isAcceptedLeadOrigin,
  isAllowedUpload,
  leadOrigins,
  leadPageKinds,
  maternityKeys,
  modalities,
  movementDirection,
  movementTypeById,
  movementTypes,
  notificationEventById,
  notificationEvents,
  OVERDUE_REMINDER_COUNT,
  overdueReminderFor,
  periodicities,
  periodicityByMonths,
  planTierById,
  planTiers,
  pointsToInsurerWebsite,
  projectIds,
  purchaseFlowSteps,
  recessReasons,
  requestTypeById,
  requestTypes,
  restrictionByCode,
  restrictionCodes,
  resumePurchaseReminders,
  retroactivityWindows,
  saleOriginTypes,
  structuredDataDefaults,
  structuredReviewCount,
  UPLOAD_FOLDER,
} from "./reference-lists";

const pairs = (rows: readonly { id: number; name: string }[]) => rows.map((r) => [r.id, r.name]);

describe("movement types", () => {
  it("has the ten movement types with their ids", () => {
    expect(pairs(movementTypes)).toEqual([
      [1, "Depósito Cuenta Corriente"],
      [2, "Otros Depósitos"],
      [11, "Bono de Ingreso"],
      [12, "Otros Bonos"],
      [13, "Reverso de Cobro"],
      [99, "Otros Ingresos"],
      [101, "Cobro por prospecto cerrado"],
      [102, "Retiro de dinero"],
      [103, "Cobro por envío"],
      [199, "Otros Cobros"],
    ]);
    expect(movementTypeById(103)?.name).toBe("Cobro por envío");
  });

  it("counts 99 as income and 101 as a charge, and knows no other ids", () => {
    expect(movementDirection(99)).toBe("ingreso");
    expect(movementDirection(101)).toBe("cobro");
    expect(movementDirection(100)).toBeUndefined();
  });
});

describe("id lists", () => {
  it("request types 1 to 7", () => {
    expect(pairs(requestTypes)).toEqual([
      [1, "Seguros"],
      [2, "Planes"],
      [3, "Contactos"],
      [4, "Usuario"],
      [5, "MovimientoyCuenta"],
      [6, "Colectivos"],
      [7, "International Health"],
    ]);
    expect(requestTypeById(8)).toBeUndefined();
  });

  it("recess reasons 1 to 5 and 9", () => {
    expect(pairs(recessReasons)).toEqual([
      [1, "Vacaciones"],
      [2, "Saldo Bajo"],
      [3, "Inactividad"],
      [4, "Licencia Médica"],
      [5, "Bajo Rendimiento"],
      [9, "Otros"],
    ]);
  });

  it("forced-charge reasons 1 to 3", () => {
    expect(pairs(forcedChargeReasons)).toEqual([
      [1, "Reintento por cobro fallidos"],
      [2, "Error en precio de producto"],
      [3, "Sin saldo en tarjeta"],
    ]);
  });

  it("24 notification events, ids 1 to 24, the named kinds among them", () => {
    expect(notificationEvents.map((e) => e.id)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    const names = notificationEvents.map((e) => e.name);
    for (const name of [
      "SMS",
      "WhatsApp",
      "Reporte semanal",
      "Saldo bajo",
      "Mejor plan",
      "Cambio de tarjeta",
    ]) {
      expect(names).toContain(name);
    }
    expect(notificationEventById(24)?.name).toBeNull();
    expect(notificationEventById(25)).toBeUndefined();
  });

  it("9 projects, ids 1 to 9", () => {
    expect([...projectIds]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("event types LLAMADA and REUNION", () => {
    expect(eventTypes.map((e) => e.value)).toEqual(["LLAMADA", "REUNION"]);
  });
});

describe("health plans", () => {
  it("restriction codes 1 to 6", () => {
    expect(pairs(restrictionCodes)).toEqual([
      [1, "Parto, neonatología y obstetricia"],
      [2, "Psiquiatría y/o psicología"],
      [3, "Cirugía bariátrica"],
      [4, "Cirugía refractiva"],
      [5, "Otras prestaciones restringidas"],
      [6, "Sin prestaciones restringidas"],
    ]);
    expect(restrictionByCode(7)).toBeUndefined();
  });

  it("modalities, maternity keys and deductible types", () => {
    expect(modalities).toEqual(["libre_eleccion", "preferente", "cerrado"]);
    expect(maternityKeys).toEqual(["sin_parto", "con_parto"]);
    expect(deductibleTypeById(1)?.tag).toBeNull();
    expect(deductibleTypeById(4)?.tag).toBe("VP");
    expect(deductibleTypeById(5)?.tag).toBe("EC");
    expect(deductibleTypeById(2)).toBeUndefined();
  });

  it("plan tiers Estándar, Intermedio, Premium, Élite on ids 362, 363, 364, 408", () => {
    expect(pairs(planTiers)).toEqual([
      [362, "Estándar"],
      [363, "Intermedio"],
      [364, "Premium"],
      [408, "Élite"],
    ]);
    expect(planTierById(408)?.name).toBe("Élite");
  });

  it("eight insurer plan codes point to the insurer's website", () => {
    expect(insurerWebsitePlanCodes).toHaveLength(8);
    expect(pointsToInsurerWebsite("QPS230")).toBe(true);
    expect(pointsToInsurerWebsite("qps256")).toBe(true);
    expect(pointsToInsurerWebsite("QPS232")).toBe(false);
  });
});

describe("leads and sales", () => {
  it("lead origins, page kinds and sale origin types", () => {
    expect(leadOrigins).toContain("REDSALUD_ZAPIER");
    expect(leadOrigins).toHaveLength(7);
    expect(leadPageKinds).toEqual(["contactos", "seguros-de-salud", "planes-de-isapre"]);
    expect(saleOriginTypes).toEqual([
      "QpOnlineSale",
      "ExecutiveEmployee",
      "ExternalOnlineSale",
      "QpMixSale",
    ]);
  });

  it("application 2 accepts its six prefixes", () => {
    expect(acceptedOriginPrefixes[2]).toHaveLength(6);
    expect(isAcceptedLeadOrigin(2, "/contactos/internationalhealth")).toBe(true);
    expect(isAcceptedLeadOrigin(2, "/planes-de-isapres/colmena")).toBe(true);
    expect(isAcceptedLeadOrigin(2, "/Comparar/Isapres")).toBe(false);
  });

  it("application 39 accepts the Chile comparators, including the health variants", () => {
    expect(isAcceptedLeadOrigin(39, "/url/abc123")).toBe(true);
    expect(isAcceptedLeadOrigin(39, "/Comparar/Seguros-de-Salud-Dental")).toBe(true);
    expect(isAcceptedLeadOrigin(39, "/Comparar/Seguros-de-Salud/Catastrofico")).toBe(true);
    expect(isAcceptedLeadOrigin(39, "/Comparar/Seguros-de-Vida/Guardias")).toBe(true);
    expect(isAcceptedLeadOrigin(39, "/Comparar/Seguros-de-Vida")).toBe(false);
    expect(isAcceptedLeadOrigin(39, "/url")).toBe(false);
  });

  it("an unknown application accepts nothing", () => {
    expect(isAcceptedLeadOrigin(3, "/Contacto")).toBe(false);
  });
});

describe("periodicity, retroactivity and reminders", () => {
  it.each([
    [1, "Mensual", 12],
    [2, "Bimestral", 6],
    [3, "Trimestral", 4],
    [4, "Cuatrimestral", 3],
    [6, "Semestral", 2],
    [12, "Anual", 1],
  ])("%i months is %s, %i quotas a year", (months, label, quotas) => {
    const option = periodicityByMonths(months);
    expect(option?.label).toBe(label);
    expect(option?.quotasPerYear).toBe(quotas);
    expect((option?.months ?? 0) * quotas).toBe(12);
  });

  it("also offers daily, weekly, biweekly, threefortnights, unlimited and custom", () => {
    const keys = periodicities.map((p) => p.key);
    for (const key of ["daily", "weekly", "biweekly", "threefortnights", "unlimited", "custom"]) {
      expect(keys).toContain(key);
    }
    expect(periodicityByMonths(5)).toBeUndefined();
  });

  it("activation may go 30 days back and 45 ahead, cancellation 30 and 30", () => {
    expect(retroactivityWindows).toEqual({
      activation: { daysBack: 30, daysAhead: 45 },
      cancellation: { daysBack: 30, daysAhead: 30 },
    });
  });

  it("sends mora_1 at 0 days late, mora_2 at 4, mora_3 at 8", () => {
    expect(overdueReminderFor(0)).toBe("mora_1");
    expect(overdueReminderFor(4)).toBe("mora_2");
    expect(overdueReminderFor(8)).toBe("mora_3");
    expect(OVERDUE_REMINDER_COUNT).toBe(3);
  });

  it("sends no overdue reminder on the days in between or after", () => {
    expect(overdueReminderFor(3)).toBeNull();
    expect(overdueReminderFor(5)).toBeNull();
    expect(overdueReminderFor(9)).toBeNull();
    expect(overdueReminderFor(-1)).toBeNull();
  });

  it("has resume-purchase reminders retomar_contratacion_1 to 3", () => {
    expect(resumePurchaseReminders).toEqual([
      "retomar_contratacion_1",
      "retomar_contratacion_2",
      "retomar_contratacion_3",
    ]);
  });
});

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

describe("structured data and company", () => {
  it("defaults: 538 reviews, score 6.2, best rating 10", () => {
    expect(structuredDataDefaults.reviewCount).toBe(538);
    expect(structuredDataDefaults.defaultScore).toBe(6.2);
    expect(structuredDataDefaults.bestRating).toBe(10);
  });

  it("uses 538 when the review count is unknown", () => {
    expect(structuredReviewCount(undefined)).toBe(538);
    expect(structuredReviewCount(null)).toBe(538);
    expect(structuredReviewCount(0)).toBe(538);
  });

  it("keeps counts under 1000", () => {
    expect(structuredReviewCount(120)).toBe(120);
    expect(structuredReviewCount(999)).toBe(999);
    expect(structuredReviewCount(1000)).toBe(999);
    expect(structuredReviewCount(25000)).toBe(999);
  });

  it("fixes the company in Metropolitana, Chile, zip 8320000", () => {
    expect(companyAddress.region).toBe("Metropolitana");
    expect(companyAddress.country).toBe("Chile");
    expect(companyAddress.zip).toBe("8320000");
  });
});

describe("errors and files", () => {
  it("lists the 20 error types", () => {
    expect(errorTypes).toHaveLength(20);
    expect(errorTypes).toContain("NOT_FOUND_LEGAL_ID");
  });

  it("has the four authentication messages word for word", () => {
    expect(authErrorMessages).toEqual({
      INVALID_PASSWORD_FORM:
        "La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.",
      PASSWORD_IN_HISTORY:
        "La contraseña no puede ser igual a las últimas 4 contraseñas utilizadas.",
      PASSWORD_EXPIRED: "La contraseña ha expirado. Debe cambiarla para continuar.",
      INVALID_CREDENTIALS: "Credenciales inválidas.",
    });
    expect(authErrorMessage("INVALID_CREDENTIALS")).toBe("Credenciales inválidas.");
    expect(authErrorMessage("NOT_FOUND")).toBeUndefined();
  });

  it("labels invalid data 'Datos Inválidos'", () => {
    expect(INVALID_DATA_LABEL).toBe("Datos Inválidos");
  });

  it("uploads to 'uploads' and accepts the twelve file types in any case", () => {
    expect(UPLOAD_FOLDER).toBe("uploads");
    expect(allowedUploadExtensions).toHaveLength(12);
    expect(isAllowedUpload("nomina.XLSX")).toBe(true);
    expect(isAllowedUpload("foto.heic")).toBe(true);
    expect(isAllowedUpload("script.exe")).toBe(false);
    expect(isAllowedUpload("pdf")).toBe(false);
  });
});
