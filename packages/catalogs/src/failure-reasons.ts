import { countryIdSchema } from "@qs/domain/country-config";
import type { CountryId } from "@qs/domain/market-countries";
import { z } from "zod";

/** Request types a failure reason applies to (reference-data spec §3: Seguros, Planes, Contactos...). */
const requestTypes = [
  { id: 1, name: "Seguros" },
  { id: 2, name: "Planes" },
  { id: 3, name: "Contactos" },
  { id: 4, name: "Usuario" },
  { id: 5, name: "MovimientoyCuenta" },
  { id: 6, name: "Colectivos" },
  { id: 7, name: "International Health" },
] as const;
type RequestTypeId = (typeof requestTypes)[number]["id"];
const requestTypeIdSchema = z.literal(requestTypes.map((type) => type.id) as RequestTypeId[]);

/**
 * Reasons a lead failed (reference-data spec §3, §4, §5). A reason is offered
 * only for its request types, its sub-statuses of Fallido (401 No Contactado,
 * 402 No le interesa, 403 No avanza) and its countries.
 *
 * The spec says about 49 reasons exist and names only two short names ('Muy
 * caro', 'Número/Email inválido'). The 49 rows below are ours, the reasons a
 * health and insurance sales team records; the row shape is the API's, so the
 * real list drops in (see `apiFailureReasonSchema`).
 */

export const failureSubStatusIdSchema = z.union([z.literal(401), z.literal(402), z.literal(403)]);

export const failureReasonSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  shortName: z.string().min(1).optional(),
  order: z.number().int().positive(),
  /** Request type ids the reason applies to. */
  types: z.array(requestTypeIdSchema).min(1).readonly(),
  subStatuses: z.array(failureSubStatusIdSchema).min(1).readonly(),
  availableCountries: z.array(countryIdSchema).min(1).readonly(),
});
export type FailureReason = z.infer<typeof failureReasonSchema>;

/** The API's row (type and sub_status lists), read into a `FailureReason`. */
export const apiFailureReasonSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    shortName: z.string().min(1).nullish(),
    order: z.number().int().positive(),
    type: z.array(requestTypeIdSchema).min(1),
    sub_status: z.array(failureSubStatusIdSchema).min(1),
    availableCountries: z.array(countryIdSchema).min(1),
  })
  .transform(
    (row): FailureReason => ({
      id: row.id,
      name: row.name,
      ...(row.shortName ? { shortName: row.shortName } : {}),
      order: row.order,
      types: row.type,
      subStatuses: row.sub_status,
      availableCountries: row.availableCountries,
    }),
  );

/** Request types that carry leads (Usuario and MovimientoyCuenta are not sales leads). */
const LEADS = [1, 2, 3, 6, 7] as const satisfies readonly RequestTypeId[];
const ALL_COUNTRIES = [1, 2, 3, 4] as const satisfies readonly CountryId[];

export const failureReasons = [
  // 401 No Contactado
  {
    id: 1,
    name: "No contesta después de varios intentos",
    shortName: "No contesta",
    order: 1,
    types: LEADS,
    subStatuses: [401],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 2,
    name: "Número de teléfono o email inválido",
    shortName: "Número/Email inválido",
    order: 2,
    types: LEADS,
    subStatuses: [401],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 3,
    name: "Teléfono apagado o fuera de servicio",
    shortName: "Teléfono apagado",
    order: 3,
    types: LEADS,
    subStatuses: [401],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 4,
    name: "Número equivocado o de otra persona",
    shortName: "Número equivocado",
    order: 4,
    types: LEADS,
    subStatuses: [401],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 5,
    name: "Correo electrónico rebotado",
    shortName: "Email rebotado",
    order: 5,
    types: LEADS,
    subStatuses: [401],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 6,
    name: "Siempre responde el buzón de voz",
    shortName: "Buzón de voz",
    order: 6,
    types: LEADS,
    subStatuses: [401],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 7,
    name: "Corta la llamada al identificarnos",
    shortName: "Corta la llamada",
    order: 7,
    types: LEADS,
    subStatuses: [401],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 8,
    name: "Datos de contacto incompletos",
    order: 8,
    types: LEADS,
    subStatuses: [401],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 9,
    name: "Solicitud duplicada",
    shortName: "Duplicada",
    order: 9,
    types: LEADS,
    subStatuses: [401, 402, 403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 10,
    name: "Datos falsos o de prueba",
    shortName: "Datos falsos",
    order: 10,
    types: LEADS,
    subStatuses: [401, 403],
    availableCountries: ALL_COUNTRIES,
  },
  // 402 No le interesa
  {
    id: 11,
    name: "El precio le parece muy caro",
    shortName: "Muy caro",
    order: 11,
    types: LEADS,
    subStatuses: [402, 403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 12,
    name: "Ya tiene un seguro o plan vigente",
    shortName: "Ya tiene seguro",
    order: 12,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 13,
    name: "Contrató con otra compañía",
    shortName: "Contrató con otra",
    order: 13,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 14,
    name: "Solo estaba cotizando",
    shortName: "Solo cotizaba",
    order: 14,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 15,
    name: "No recuerda haber pedido información",
    shortName: "No lo solicitó",
    order: 15,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 16,
    name: "Prefiere quedarse en Fonasa",
    shortName: "Sigue en Fonasa",
    order: 16,
    types: [2],
    subStatuses: [402],
    availableCountries: [1],
  },
  {
    id: 17,
    name: "Prefiere quedarse en su Isapre actual",
    shortName: "Sigue en su Isapre",
    order: 17,
    types: [2],
    subStatuses: [402],
    availableCountries: [1],
  },
  {
    id: 18,
    name: "Prefiere quedarse en su EPS actual",
    shortName: "Sigue en su EPS",
    order: 18,
    types: [1, 3, 6],
    subStatuses: [402],
    availableCountries: [2, 3],
  },
  {
    id: 19,
    name: "La cobertura no cubre lo que busca",
    shortName: "Poca cobertura",
    order: 19,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 20,
    name: "La red de clínicas no le acomoda",
    shortName: "Red de prestadores",
    order: 20,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 21,
    name: "Buscaba otro tipo de seguro",
    shortName: "Otro producto",
    order: 21,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 22,
    name: "Desconfía de contratar por internet",
    shortName: "Desconfía",
    order: 22,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 23,
    name: "Mala experiencia previa con la aseguradora",
    shortName: "Mala experiencia",
    order: 23,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 24,
    name: "Prefiere contratar directo con la aseguradora",
    shortName: "Contrata directo",
    order: 24,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 25,
    name: "Ya no necesita el seguro",
    shortName: "Ya no lo necesita",
    order: 25,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 26,
    name: "Lo evaluará más adelante",
    shortName: "Más adelante",
    order: 26,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 27,
    name: "La empresa decidió no contratar",
    shortName: "Empresa desiste",
    order: 27,
    types: [6],
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 28,
    name: "No quiere entregar sus datos personales",
    shortName: "No entrega datos",
    order: 28,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 29,
    name: "Ya lo asesora un corredor",
    shortName: "Tiene corredor",
    order: 29,
    types: LEADS,
    subStatuses: [402],
    availableCountries: ALL_COUNTRIES,
  },
  // 403 No avanza
  {
    id: 30,
    name: "Tiene preexistencias no cubiertas",
    shortName: "Preexistencias",
    order: 30,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 31,
    name: "Fuera del rango de edad del producto",
    shortName: "Fuera de edad",
    order: 31,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 32,
    name: "Renta insuficiente para el plan",
    shortName: "Renta insuficiente",
    order: 32,
    types: [2],
    subStatuses: [403],
    availableCountries: [1],
  },
  {
    id: 33,
    name: "Rechazado por la declaración de salud",
    shortName: "Rechazo DPS",
    order: 33,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 34,
    name: "No cumple los requisitos de la aseguradora",
    shortName: "No cumple requisitos",
    order: 34,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 35,
    name: "Embarazo en curso",
    order: 35,
    types: [1, 2, 7],
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 36,
    name: "Plan no disponible en su región",
    shortName: "Sin oferta en su región",
    order: 36,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 37,
    name: "No entrega la documentación solicitada",
    shortName: "Sin documentación",
    order: 37,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 38,
    name: "No firma el contrato",
    shortName: "Sin firma",
    order: 38,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 39,
    name: "Su pago fue rechazado",
    shortName: "Pago rechazado",
    order: 39,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 40,
    name: "No completa el pago",
    shortName: "Sin pago",
    order: 40,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 41,
    name: "La empresa no alcanza el mínimo de trabajadores",
    shortName: "Pocos trabajadores",
    order: 41,
    types: [6],
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 42,
    name: "No envía la nómina de trabajadores",
    shortName: "Sin nómina",
    order: 42,
    types: [6],
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 43,
    name: "La aseguradora rechazó la solicitud",
    shortName: "Rechazo aseguradora",
    order: 43,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 44,
    name: "Deja de responder durante la gestión",
    shortName: "Deja de responder",
    order: 44,
    types: LEADS,
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 45,
    name: "Reside fuera del país de cobertura",
    shortName: "Reside fuera",
    order: 45,
    types: [7],
    subStatuses: [403],
    availableCountries: [4],
  },
  {
    id: 46,
    name: "No hay cobertura en su país de residencia",
    shortName: "Sin cobertura en su país",
    order: 46,
    types: [7],
    subStatuses: [403],
    availableCountries: [4],
  },
  {
    id: 47,
    name: "La mascota está fuera del rango de edad",
    shortName: "Mascota fuera de edad",
    order: 47,
    types: [1],
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 48,
    name: "La raza de la mascota no es asegurable",
    shortName: "Raza excluida",
    order: 48,
    types: [1],
    subStatuses: [403],
    availableCountries: ALL_COUNTRIES,
  },
  {
    id: 49,
    name: "Otro motivo",
    shortName: "Otro",
    order: 49,
    types: LEADS,
    subStatuses: [401, 402, 403],
    availableCountries: ALL_COUNTRIES,
  },
] as const satisfies readonly FailureReason[];

const reasonsById = new Map<number, FailureReason>(
  failureReasons.map((reason) => [reason.id, reason]),
);

export function failureReasonById(id: number): FailureReason | undefined {
  return reasonsById.get(id);
}

export interface FailureReasonFilter {
  requestType: number;
  subStatus: number;
  countryId: number;
}

/**
 * Reasons selectable for a lead of `requestType`, moved to `subStatus`, in
 * `countryId`, sorted by `order`. All three must match.
 */
export function failureReasonsFor(
  { requestType, subStatus, countryId }: FailureReasonFilter,
  reasons: readonly FailureReason[] = failureReasons,
): FailureReason[] {
  return reasons
    .filter(
      (reason) =>
        (reason.types as readonly number[]).includes(requestType) &&
        (reason.subStatuses as readonly number[]).includes(subStatus) &&
        (reason.availableCountries as readonly number[]).includes(countryId),
    )
    .sort((a, b) => a.order - b.order);
}

/** The label to show: the short name when there is one. */
export function failureReasonLabel(reason: FailureReason): string {
  return reason.shortName ?? reason.name;
}
