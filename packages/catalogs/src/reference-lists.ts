import { ALLOWED_UPLOAD_TYPES } from "@qs/domain/validators";
import { z } from "zod";

/**
 * Smaller reference lists of the back office and the purchase flow
 * (reference-data spec §2, §3, §4, §8, §9; profile spec §9).
 */

const idNameSchema = z.object({ id: z.number().int().positive(), name: z.string().min(1) });
export type IdName = z.infer<typeof idNameSchema>;

function indexById<T extends { id: number }>(rows: readonly T[]): ReadonlyMap<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

// Account movements ---------------------------------------------------------

export const movementTypeSchema = idNameSchema;
export type MovementType = IdName;

/** Movements of a sales executive's account balance. */
export const movementTypes = [
  { id: 1, name: "Depósito Cuenta Corriente" },
  { id: 2, name: "Otros Depósitos" },
  { id: 11, name: "Bono de Ingreso" },
  { id: 12, name: "Otros Bonos" },
  { id: 13, name: "Reverso de Cobro" },
  { id: 99, name: "Otros Ingresos" },
  { id: 101, name: "Cobro por prospecto cerrado" },
  { id: 102, name: "Retiro de dinero" },
  { id: 103, name: "Cobro por envío" },
  { id: 199, name: "Otros Cobros" },
] as const satisfies readonly MovementType[];

const movementTypesById = indexById<MovementType>(movementTypes);

export function movementTypeById(id: number): MovementType | undefined {
  return movementTypesById.get(id);
}

/**
 * Whether a movement adds to the balance or takes from it. The ids split at 100:
 * 1 to 99 are deposits, bonuses and reversals ("Otros Ingresos" closes the range),
 * 101 to 199 are charges and withdrawals ("Otros Cobros" closes it).
 */
export function movementDirection(id: number): "ingreso" | "cobro" | undefined {
  if (!movementTypesById.has(id)) return undefined;
  return id < 100 ? "ingreso" : "cobro";
}

// Request types and other id lists -------------------------------------------

export const requestTypes = [
  { id: 1, name: "Seguros" },
  { id: 2, name: "Planes" },
  { id: 3, name: "Contactos" },
  { id: 4, name: "Usuario" },
  { id: 5, name: "MovimientoyCuenta" },
  { id: 6, name: "Colectivos" },
  { id: 7, name: "International Health" },
] as const satisfies readonly IdName[];

export type RequestTypeId = (typeof requestTypes)[number]["id"];
export const requestTypeIdSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);

/** Request type ids by meaning. */
export const REQUEST_TYPE = {
  seguros: 1,
  planes: 2,
  contactos: 3,
  usuario: 4,
  movimientoYCuenta: 5,
  colectivos: 6,
  internationalHealth: 7,
} as const satisfies Record<string, RequestTypeId>;

const requestTypesById = indexById<IdName>(requestTypes);

export function requestTypeById(id: number): IdName | undefined {
  return requestTypesById.get(id);
}

export const recessReasons = [
  { id: 1, name: "Vacaciones" },
  { id: 2, name: "Saldo Bajo" },
  { id: 3, name: "Inactividad" },
  { id: 4, name: "Licencia Médica" },
  { id: 5, name: "Bajo Rendimiento" },
  { id: 9, name: "Otros" },
] as const satisfies readonly IdName[];

const recessReasonsById = indexById<IdName>(recessReasons);

export function recessReasonById(id: number): IdName | undefined {
  return recessReasonsById.get(id);
}

export const forcedChargeReasons = [
  { id: 1, name: "Reintento por cobro fallidos" },
  { id: 2, name: "Error en precio de producto" },
  { id: 3, name: "Sin saldo en tarjeta" },
] as const satisfies readonly IdName[];

const forcedChargeReasonsById = indexById<IdName>(forcedChargeReasons);

export function forcedChargeReasonById(id: number): IdName | undefined {
  return forcedChargeReasonsById.get(id);
}

export const notificationEventSchema = z.object({
  id: z.number().int().min(1).max(24),
  /** Known name; null where the spec does not give one. */
  name: z.string().min(1).nullable(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

const namedNotificationEvents = [
  "Correo interno",
  "SMS",
  "WhatsApp",
  "Notificación push",
  "Correo de contraseña",
  "Reporte semanal",
  "Saldo bajo",
  "Prospecto fallido",
  "Mejor plan",
  "Cambio de tarjeta",
] as const;

/**
 * The 24 notification events (ids 1 to 24). The spec names ten kinds without
 * their ids: they are placed on ids 1 to 10 in the order the spec lists them.
 * Ids 11 to 24 exist but their names are not given, so their name is null.
 */
export const notificationEvents: readonly NotificationEvent[] = Array.from(
  { length: 24 },
  (_, index) => ({ id: index + 1, name: namedNotificationEvents[index] ?? null }),
);

export function notificationEventById(id: number): NotificationEvent | undefined {
  return notificationEvents.find((event) => event.id === id);
}

/** Project ids (9 projects; their names are not part of the reference data we have). */
export const projectIds = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export const eventTypes = [
  { value: "LLAMADA", label: "Llamada" },
  { value: "REUNION", label: "Reunión" },
] as const;
export const eventTypeSchema = z.enum(["LLAMADA", "REUNION"]);
export type EventType = z.infer<typeof eventTypeSchema>;

// Health plans -----------------------------------------------------------------

/** Restricted benefits of a health plan (restriction codes 1 to 6). */
export const restrictionCodes = [
  { id: 1, name: "Parto, neonatología y obstetricia" },
  { id: 2, name: "Psiquiatría y/o psicología" },
  { id: 3, name: "Cirugía bariátrica" },
  { id: 4, name: "Cirugía refractiva" },
  { id: 5, name: "Otras prestaciones restringidas" },
  { id: 6, name: "Sin prestaciones restringidas" },
] as const satisfies readonly IdName[];

const restrictionCodesById = indexById<IdName>(restrictionCodes);

export function restrictionByCode(code: number): IdName | undefined {
  return restrictionCodesById.get(code);
}

export const modalities = ["libre_eleccion", "preferente", "cerrado"] as const;
export const modalitySchema = z.enum(modalities);
export type Modality = z.infer<typeof modalitySchema>;

export const maternityKeys = ["sin_parto", "con_parto"] as const;
export const maternityKeySchema = z.enum(maternityKeys);
export type MaternityKey = z.infer<typeof maternityKeySchema>;

/** Deductible types; 4 and 5 carry the VP and EC name tags. */
export const deductibleTypes = [
  { id: 1, tag: null },
  { id: 4, tag: "VP" },
  { id: 5, tag: "EC" },
] as const;
export type DeductibleTypeId = (typeof deductibleTypes)[number]["id"];

export function deductibleTypeById(id: number) {
  return deductibleTypes.find((type) => type.id === id);
}

/** Plan tiers, paired with their ids in the order both lists are given. */
export const planTiers = [
  { id: 362, name: "Estándar" },
  { id: 363, name: "Intermedio" },
  { id: 364, name: "Premium" },
  { id: 408, name: "Élite" },
] as const satisfies readonly IdName[];

const planTiersById = indexById<IdName>(planTiers);

export function planTierById(id: number): IdName | undefined {
  return planTiersById.get(id);
}

/** Label shown with plan tiers, and the words for the lower and upper bounds of a range. */
export const planTierLabel = "Isapre";
export const rangeBoundWords = { min: "mínimas", max: "máximas" } as const;

/** Insurer plan codes whose product page points to the insurer's own website. */
export const insurerWebsitePlanCodes = [
  "QPS230",
  "QPS231",
  "QPS235",
  "QPS236",
  "QPS238",
  "QPS239",
  "QPS255",
  "QPS256",
] as const;

export function pointsToInsurerWebsite(planCode: string): boolean {
  return (insurerWebsitePlanCodes as readonly string[]).includes(planCode.trim().toUpperCase());
}

// Leads and sales -----------------------------------------------------------------

export const leadOrigins = [
  "AMERINS",
  "QUEPLAN.CL",
  "EMPRESAS",
  "REDSALUD",
  "REDSALUD_TLMK",
  "REDSALUD_ZAPIER",
  "QPSUBSCRIPTION",
] as const;
export type LeadOrigin = (typeof leadOrigins)[number];

export const leadPageKinds = ["contactos", "seguros-de-salud", "planes-de-isapre"] as const;
export const leadPageKindSchema = z.enum(leadPageKinds);
export type LeadPageKind = z.infer<typeof leadPageKindSchema>;

/** Web applications that send leads: 2 is optimize, 39 is the Chile site. */
export const WEB_APPLICATION = { optimize: 2, chile: 39 } as const;

/**
 * Path prefixes a lead's origin must start with, by web application. The health
 * insurance comparators of Chile (Seguros-de-Salud with Dental, Complementario,
 * Catastrofico) all start with /Comparar/Seguros-de-Salud, so one prefix covers them.
 */
export const acceptedOriginPrefixes = {
  2: [
    "/seguros-de-salud",
    "/contactos/chile",
    "/contactos/peru",
    "/contactos/colombia",
    "/contactos/internationalhealth",
    "/planes-de-isapres",
  ],
  39: [
    "/url/",
    "/Comparar/Isapres",
    "/Comparar/Seguros-de-Salud",
    "/Comparar/Seguro-Complementario-Empresa",
    "/Comparar/Seguros-Mascotas",
    "/Comparar/Seguros-de-Vida/Guardias",
    "/Comparar/Accidentes-Personales",
    "/Contacto",
  ],
} as const satisfies Record<number, readonly string[]>;

/** Whether a lead sent by `applicationId` from `path` comes from an accepted page. */
export function isAcceptedLeadOrigin(applicationId: number, path: string): boolean {
  const prefixes: readonly string[] | undefined =
    acceptedOriginPrefixes[applicationId as keyof typeof acceptedOriginPrefixes];
  if (!prefixes) return false;
  return prefixes.some((prefix) => path.startsWith(prefix));
}

export const saleOriginTypes = [
  "QpOnlineSale",
  "ExecutiveEmployee",
  "ExternalOnlineSale",
  "QpMixSale",
] as const;
export const saleOriginTypeSchema = z.enum(saleOriginTypes);
export type SaleOriginType = z.infer<typeof saleOriginTypeSchema>;

// Periodicity, retroactivity and reminders -------------------------------------------

export const periodicitySchema = z.object({
  key: z.string().min(1),
  label: z.string().min(1),
  /** Months between payments; null for options not counted in months. */
  months: z.number().int().positive().nullable(),
  /** Payments in a year; null where the count is not fixed. */
  quotasPerYear: z.number().int().positive().nullable(),
  /** Days between payments for the options counted in days. */
  days: z.number().int().positive().nullable(),
});
export type Periodicity = z.infer<typeof periodicitySchema>;

/**
 * Payment periodicities. The month options and their quotas come from the spec;
 * for daily, weekly, biweekly and threefortnights the day counts are the plain
 * meaning of the names (1, 7, 14 and 45 days); unlimited and custom have no fixed period.
 */
export const periodicities = [
  { key: "monthly", label: "Mensual", months: 1, quotasPerYear: 12, days: null },
  { key: "bimonthly", label: "Bimestral", months: 2, quotasPerYear: 6, days: null },
  { key: "quarterly", label: "Trimestral", months: 3, quotasPerYear: 4, days: null },
  { key: "fourMonthly", label: "Cuatrimestral", months: 4, quotasPerYear: 3, days: null },
  { key: "biannual", label: "Semestral", months: 6, quotasPerYear: 2, days: null },
  { key: "yearly", label: "Anual", months: 12, quotasPerYear: 1, days: null },
  { key: "daily", label: "Diario", months: null, quotasPerYear: null, days: 1 },
  { key: "weekly", label: "Semanal", months: null, quotasPerYear: null, days: 7 },
  { key: "biweekly", label: "Quincenal", months: null, quotasPerYear: null, days: 14 },
  {
    key: "threefortnights",
    label: "Cada tres quincenas",
    months: null,
    quotasPerYear: null,
    days: 45,
  },
  { key: "unlimited", label: "Ilimitado", months: null, quotasPerYear: null, days: null },
  { key: "custom", label: "Personalizado", months: null, quotasPerYear: null, days: null },
] as const satisfies readonly Periodicity[];

export type PeriodicityKey = (typeof periodicities)[number]["key"];

export function periodicityByMonths(months: number): Periodicity | undefined {
  return periodicities.find((option) => option.months === months);
}

export function periodicityByKey(key: string): Periodicity | undefined {
  return periodicities.find((option) => option.key === key);
}

/** How far back and ahead an employee's activation or cancellation date may be set, in days. */
export const retroactivityWindows = {
  activation: { daysBack: 30, daysAhead: 45 },
  cancellation: { daysBack: 30, daysAhead: 30 },
} as const;

/** Overdue-payment reminders, by days late on which each is sent. */
export const overdueReminders = [
  { daysLate: 0, key: "mora_1" },
  { daysLate: 4, key: "mora_2" },
  { daysLate: 8, key: "mora_3" },
] as const;
export type OverdueReminderKey = (typeof overdueReminders)[number]["key"];

/** Number of overdue reminders (the spec's "value 3" beside the days 0, 4, 8). */
export const OVERDUE_REMINDER_COUNT = 3;

/** The reminder sent on the given day of delay, or null on a day that sends none. */
export function overdueReminderFor(daysLate: number): OverdueReminderKey | null {
  return overdueReminders.find((reminder) => reminder.daysLate === daysLate)?.key ?? null;
}

/** Reminders that invite a visitor to resume an unfinished purchase, in sending order. */
export const resumePurchaseReminders = [
  "retomar_contratacion_1",
  "retomar_contratacion_2",
  "retomar_contratacion_3",
] as const;

// Purchase flow -----------------------------------------------------------------------

/** Step titles of the purchase flow, as shown to the user. */
export const purchaseFlowSteps = [
  "Datos personales",
  "Pago",
  "Compra exitosa!",
  "Estado de salud",
  "Datos empresa",
  "Datos colaboradores",
  "Asignación ejecutivo",
  "Confirmación",
] as const;
export type PurchaseFlowStep = (typeof purchaseFlowSteps)[number];

/** Keys of the purchase forms that hold steps. */
export const formStepKeys = {
  personalDataPayment: "personal-data-payment",
  dpsPayment: "dps-payment",
  companyPayments: "company-payments",
  isaprePolicy: "isapre-policy",
} as const;
export type FormStepKey = (typeof formStepKeys)[keyof typeof formStepKeys];

// Chat widget --------------------------------------------------------------------------

/* The chat topic by path and the chat language from the first path segment are rules:
   see chatTopicIndex and languageFromPath in @qs/domain/language. */

export const chatLanguages = ["ES", "EN", "PT"] as const;
export type ChatLanguage = (typeof chatLanguages)[number];

export const chatTheme = { color: "blue", width: "20rem" } as const;

// Structured search-engine data ------------------------------------------------------

export const structuredDataDefaults = {
  /** Review count used when the real one is unknown. */
  reviewCount: 538,
  /** Review counts are shown below this value. */
  reviewCountLimit: 1000,
  defaultScore: 6.2,
  bestRating: 10,
  /** Highest price written in product data, and the site's own rating out of 10. */
  maxPrice: 9999,
  siteRating: 9.7,
} as const;

/** Aggregate review count for structured data: 538 when unknown, and always under 1000. */
export function structuredReviewCount(count: number | null | undefined): number {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) {
    return structuredDataDefaults.reviewCount;
  }
  return Math.min(Math.floor(count), structuredDataDefaults.reviewCountLimit - 1);
}

/** The company's fixed address. The street text is not part of the reference data. */
export const companyAddress = {
  address: null,
  region: "Metropolitana",
  country: "Chile",
  zip: "8320000",
} as const;

// Errors ------------------------------------------------------------------------------

export const errorTypes = [
  "FOREIGN_KEY_CONFLICT",
  "NOT_FOUND",
  "BAD_REQUEST",
  "DISABLED_USER",
  "INVALID_TOKEN",
  "SUBSCRIBER_NOT_FOUND",
  "INVALID_CODE",
  "CODE_TOKEN_EXPIRED",
  "ACCESS_TOKEN_EXPIRED",
  "REFRESH_TOKEN_EXPIRED",
  "PASSWORD_TOKEN_EXPIRED",
  "USER_ALREADY_EXISTS",
  "USER_NOT_FOUND",
  "INVALID_AMOUNT",
  "NOT_EDITABLE",
  "ROLE_NOT_FOUND",
  "NOT_ACTIVE_SUBSCRIPTIONS",
  "INVALID_PARTNER",
  "DEFAULT",
  "NOT_FOUND_LEGAL_ID",
] as const;
export const errorTypeSchema = z.enum(errorTypes);
export type ErrorType = z.infer<typeof errorTypeSchema>;

/** Shape of the product's own errors. */
export const customErrorSchema = z.object({
  message: z.string(),
  name: z.string(),
  payload: z.unknown().optional(),
});
export type CustomError = z.infer<typeof customErrorSchema>;

export const authErrorMessages = {
  INVALID_PASSWORD_FORM:
    "La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.",
  PASSWORD_IN_HISTORY: "La contraseña no puede ser igual a las últimas 4 contraseñas utilizadas.",
  PASSWORD_EXPIRED: "La contraseña ha expirado. Debe cambiarla para continuar.",
  INVALID_CREDENTIALS: "Credenciales inválidas.",
} as const;
export type AuthErrorCode = keyof typeof authErrorMessages;

export function authErrorMessage(code: string): string | undefined {
  return Object.hasOwn(authErrorMessages, code)
    ? authErrorMessages[code as AuthErrorCode]
    : undefined;
}

/** Lead assignment error codes: CODE001 concerns the mail, CODE002 the assignment. */
export const assignmentErrorCodes = { mail: "CODE001", assignment: "CODE002" } as const;

export const INVALID_DATA_LABEL = "Datos Inválidos";

// Files ----------------------------------------------------------------------------------

export const UPLOAD_FOLDER = "uploads";

/** The upload types are the domain's (`@qs/domain/validators`). */
export const allowedUploadExtensions = ALLOWED_UPLOAD_TYPES;

/** Whether a file name has one of the allowed upload extensions (any case). */
export function isAllowedUpload(fileName: string): boolean {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (allowedUploadExtensions as readonly string[]).includes(extension);
}
