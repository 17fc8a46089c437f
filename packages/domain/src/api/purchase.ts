import { z } from "zod";
import { type IdentificationRule, languageSchema } from "../country-config";
import { paymentFlowTypeSchema } from "../payment-info";
import { purchaseStepKeys } from "../purchase";
import { INVALID_IDENTIFICATION_MESSAGE, validateIdentification } from "../validate-identification";
import { REQUIRED_MESSAGE } from "../validators";
import { accessTokenSchema } from "./access-token";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from "./input-bounds";
import { EMAIL_MESSAGE, NAME_MESSAGE, PHONE_MESSAGE } from "./leads";

/**
 * The online purchase as the API and the sites exchange it. A purchase is a server-side
 * draft reached only by its token (`session` in the site's address): each step's data is
 * saved there as the buyer goes, so a reload, the back button or a visit the next day finds
 * it. Card data never passes through here: the payment step only chooses how to pay, and the
 * provider's own page takes the card.
 *
 * Step data is validated by `purchaseStepSchemas(rule, today)`: the identification number by
 * the country's rule, birth dates as real past days, ages by the plan's rules below.
 */

export const PURCHASE_NOT_FOUND_MESSAGE =
  "No encontramos tu compra. Puede haber expirado: vuelve a elegir el plan para comenzar de nuevo.";
export const PURCHASE_STEP_CLOSED_MESSAGE =
  "Completa los pasos anteriores antes de continuar con este";
export const PURCHASE_NOT_ONLINE_MESSAGE = "Este plan no se puede contratar en línea";
/** The plan has no price for the profile sent (or for nobody, without one): the site asks for it. */
export const PRICE_UNAVAILABLE_MESSAGE =
  "No pudimos calcular el precio de este plan para tu perfil. Revisa los datos de tu perfil.";
export const PURCHASE_ALREADY_PAID_MESSAGE = "Esta compra ya fue pagada";
export const PAYMENT_METHOD_MESSAGE = "Elige un medio de pago disponible para este plan";
export const TERMS_MESSAGE = "Debes aceptar las condiciones del plan para continuar";
export const BIRTH_DATE_MESSAGE = "Ingresa una fecha de nacimiento válida (día, mes y año)";
export const HOLDER_AGE_MESSAGE = "El titular debe tener entre 18 y 99 años";
export const BENEFICIARY_AGE_MESSAGE = "La edad del beneficiario debe estar entre 0 y 99 años";
export const CHILD_AGE_MESSAGE = "Los hijos pueden ser beneficiarios hasta los 24 años";
export const CHILD_OLDER_MESSAGE = "Un hijo o hija no puede ser mayor que el titular";
export const PARENT_YOUNGER_MESSAGE = "El padre o la madre debe ser mayor que el titular";
export const ONE_SPOUSE_MESSAGE = "Solo puedes agregar un cónyuge";
export const HEALTH_DETAIL_MESSAGE = "Cuéntanos el detalle de cada respuesta afirmativa";
export const HEALTH_TRUTH_MESSAGE = "Debes declarar que la información es verdadera";
export const EMPLOYEES_MISSING_MESSAGE = "Sube la nómina de colaboradores antes de continuar";

export const MAX_BENEFICIARIES = 10;
export const HOLDER_MIN_AGE = 18;
export const MAX_AGE = 99;
export const CHILD_MAX_AGE = 24;

export const genderSchema = z.enum(["Masculino", "Femenino"], { error: "Elige el sexo" });
export const relationshipSchema = z.enum(["Cónyuge", "Hijo", "Hija", "Padre", "Madre"], {
  error: "Elige el parentesco",
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** The health declaration (DPS): yes/no questions; every yes needs its detail. */
export const HEALTH_QUESTIONS = [
  {
    id: "enfermedades-cronicas",
    text: "¿Tienes o has tenido alguna enfermedad crónica (diabetes, hipertensión, asma, cáncer u otra)?",
  },
  { id: "hospitalizaciones", text: "¿Has sido hospitalizado u operado en los últimos 5 años?" },
  {
    id: "tratamientos",
    text: "¿Estás en algún tratamiento médico o tomas medicamentos de forma permanente?",
  },
  { id: "embarazo", text: "¿Tú o alguno de tus beneficiarios está embarazada?" },
  {
    id: "discapacidad",
    text: "¿Tú o alguno de tus beneficiarios tiene alguna discapacidad o condición preexistente declarada?",
  },
] as const;
export type HealthQuestionId = (typeof HEALTH_QUESTIONS)[number]["id"];

/** Whole years between a birth date and `today` (UTC days). */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const name = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .max(MAX_NAME_LENGTH, NAME_MESSAGE)
  .regex(/^[\p{L}\s'-]+$/u, NAME_MESSAGE)
  .refine((text) => (text.match(/\p{L}/gu) ?? []).length >= 2, NAME_MESSAGE);
const optionalName = z.union([z.literal(""), name]).optional();
const email = z.email({ error: EMAIL_MESSAGE }).max(MAX_EMAIL_LENGTH, EMAIL_MESSAGE);
const phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(MAX_PHONE_LENGTH, PHONE_MESSAGE)
  .regex(/^\+?\d{1,3}\d{7,14}$/, PHONE_MESSAGE);

/** Longest identification number kept (the country rules allow at most 12 characters plus a mask). */
const MAX_IDENTIFICATION_LENGTH = 20;

/**
 * An identification number by the country's rule. It is always required here: the RUT rule
 * alone lets an empty value through, because presence is a separate rule in the forms.
 */
function identification(rule: IdentificationRule) {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .superRefine((value, ctx) => {
      const error =
        value === ""
          ? { message: REQUIRED_MESSAGE }
          : (validateIdentification(value, rule) ??
            (value.length > MAX_IDENTIFICATION_LENGTH
              ? { message: INVALID_IDENTIFICATION_MESSAGE }
              : null));
      if (error) ctx.addIssue({ code: "custom", message: error.message });
    });
}

/** A real day that has come by `today` (a birth date cannot be in the future). */
function isPastDay(value: string, today: Date): boolean {
  return isRealDay(value) && new Date(`${value}T00:00:00Z`) <= today;
}

/** A birth date: one message for a date that cannot be one, another for an age out of range. */
function birthDate(today: Date, minAge: number, maxAge: number, ageMessage: string) {
  return z
    .string({ error: BIRTH_DATE_MESSAGE })
    .trim()
    .refine((value) => isPastDay(value, today), BIRTH_DATE_MESSAGE)
    .refine((value) => {
      if (!isPastDay(value, today)) return true;
      const age = ageOn(value, today);
      return age >= minAge && age <= maxAge;
    }, ageMessage);
}

/** The step schemas for a country's identification rule, with ages counted on `today`. */
export function purchaseStepSchemas(rule: IdentificationRule, today: Date) {
  const holder = z.object({
    nombre: name,
    apellidoPaterno: name,
    apellidoMaterno: optionalName,
    documento: identification(rule),
    fechaNacimiento: birthDate(today, HOLDER_MIN_AGE, MAX_AGE, HOLDER_AGE_MESSAGE),
    sexo: genderSchema,
    email,
    telefono: phone,
    direccion: z
      .string({ error: "Ingresa tu dirección" })
      .trim()
      .min(5, "Ingresa tu dirección")
      .max(200, "La dirección es demasiado larga (máximo 200 caracteres)"),
  });

  const beneficiary = z.object({
    nombre: name,
    apellidoPaterno: name,
    documento: identification(rule),
    fechaNacimiento: birthDate(today, 0, MAX_AGE, BENEFICIARY_AGE_MESSAGE),
    sexo: genderSchema,
    parentesco: relationshipSchema,
  });

  const beneficiaries = z.object({
    beneficiarios: z
      .array(beneficiary)
      .max(MAX_BENEFICIARIES, `Puedes agregar hasta ${MAX_BENEFICIARIES} beneficiarios`)
      .superRefine((list, ctx) => {
        const spouses = list.filter((person) => person.parentesco === "Cónyuge").length;
        if (spouses > 1) ctx.addIssue({ code: "custom", message: ONE_SPOUSE_MESSAGE });
        list.forEach((person, index) => {
          const isChild = person.parentesco === "Hijo" || person.parentesco === "Hija";
          if (
            isChild &&
            isRealDay(person.fechaNacimiento) &&
            ageOn(person.fechaNacimiento, today) > CHILD_MAX_AGE
          ) {
            ctx.addIssue({
              code: "custom",
              path: [index, "fechaNacimiento"],
              message: CHILD_AGE_MESSAGE,
            });
          }
        });
      }),
  });

  const health = z.object({
    respuestas: z
      .array(
        z.object({
          pregunta: z.enum(
            HEALTH_QUESTIONS.map((question) => question.id) as [
              HealthQuestionId,
              ...HealthQuestionId[],
            ],
          ),
          respuesta: z.boolean({ error: "Responde sí o no" }),
          detalle: z
            .string()
            .trim()
            .max(500, "El detalle es demasiado largo (máximo 500 caracteres)")
            .optional(),
        }),
      )
      .length(HEALTH_QUESTIONS.length, "Responde todas las preguntas")
      .superRefine((answers, ctx) => {
        answers.forEach((answer, index) => {
          if (answer.respuesta && !answer.detalle) {
            ctx.addIssue({
              code: "custom",
              path: [index, "detalle"],
              message: HEALTH_DETAIL_MESSAGE,
            });
          }
        });
        const ids = new Set(answers.map((answer) => answer.pregunta));
        if (ids.size !== answers.length)
          ctx.addIssue({ code: "custom", message: "Responde todas las preguntas" });
      }),
    declaraVeracidad: z.literal(true, { error: HEALTH_TRUTH_MESSAGE }),
  });

  const company = z.object({
    razonSocial: z
      .string({ error: "Ingresa la razón social" })
      .trim()
      .min(2, "Ingresa la razón social")
      .max(MAX_NAME_LENGTH, "La razón social es demasiado larga"),
    documentoEmpresa: identification(rule),
    cantidadEmpleados: z.coerce
      .number({ error: "Ingresa la cantidad de empleados" })
      .int("Ingresa un número entero de empleados")
      .min(1, "Ingresa la cantidad de empleados")
      .max(100_000, "Ingresa la cantidad de empleados"),
    contactoNombre: name,
    contactoEmail: email,
    contactoTelefono: phone,
  });

  return { holder, beneficiaries, health, company };
}
export type PurchaseStepSchemas = ReturnType<typeof purchaseStepSchemas>;
export type BeneficiariesData = z.infer<PurchaseStepSchemas["beneficiaries"]>;

/**
 * Checks the beneficiaries against the holder (needs both steps): a child is younger than the
 * holder, a parent older. Returns issues with the beneficiary's index.
 */
export function relationshipIssues(
  holderBirthDate: string,
  beneficiaries: BeneficiariesData["beneficiarios"],
): Array<{ index: number; message: string }> {
  const issues: Array<{ index: number; message: string }> = [];
  beneficiaries.forEach((person, index) => {
    if (
      (person.parentesco === "Hijo" || person.parentesco === "Hija") &&
      person.fechaNacimiento <= holderBirthDate
    ) {
      issues.push({ index, message: CHILD_OLDER_MESSAGE });
    }
    if (
      (person.parentesco === "Padre" || person.parentesco === "Madre") &&
      person.fechaNacimiento >= holderBirthDate
    ) {
      issues.push({ index, message: PARENT_YOUNGER_MESSAGE });
    }
  });
  return issues;
}

// Requests -----------------------------------------------------------------------------------

/** POST /api/compra-online: starts a purchase of a plan for the visitor's profile. */
export const startPurchaseRequestSchema = z.object({
  productCode: z.string().trim().min(1).max(100),
  /** The stored profile the price is for (the site's profile, as the price calls take it). */
  profile: z.record(z.string(), z.unknown()).optional(),
  /**
   * The version of the purchase's privacy notice (consent registry, purpose `compra`) the
   * page showed; absent: the one in effect. Another version is refused (409).
   */
  consentVersion: z.string().trim().min(1).max(100).nullish(),
  /** The language the notice was shown in. */
  consentLanguage: languageSchema.nullish(),
});

/** The step a PUT saves (the payment step is chosen with POST .../pago). */
export const savableStepSchema = z.enum(["holder", "beneficiaries", "health", "company"]);
export type SavableStep = z.infer<typeof savableStepSchema>;

/** POST /api/compra-online/{token}/pago: how to pay; answers where to send the buyer. */
export const startPaymentRequestSchema = z.object({
  flowType: paymentFlowTypeSchema,
  aceptaCondiciones: z.literal(true, { error: TERMS_MESSAGE }),
});

export const purchaseTokenParamsSchema = z.object({ token: accessTokenSchema });

// Answers ------------------------------------------------------------------------------------

export const paymentStateSchema = z.enum(["PENDING", "OK", "DECLINED", "FAIL"]);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const purchaseStepViewSchema = z.object({
  key: z.enum(purchaseStepKeys),
  title: z.string(),
  slug: z.string(),
  orderPosition: z.number().int(),
  done: z.boolean(),
});

export const purchasePaymentOptionSchema = z.object({
  flowType: paymentFlowTypeSchema,
  /** The method's name as the plan's payment information gives it. */
  label: z.string(),
  kind: z.string(),
  provider: z.string(),
  subscription: z.boolean(),
  /** Paid on the provider's page (false: a transfer confirmed later by staff). */
  hosted: z.boolean(),
});

export const employeeListSummarySchema = z.object({
  fileName: z.string(),
  layout: z.enum(["activation", "cancellation"]),
  rowCount: z.number().int().nonnegative(),
  uploadedAt: z.string(),
});

export const purchaseViewSchema = z.object({
  /** The token again, so a page opened from an e-mail link can keep it in the address. */
  token: accessTokenSchema,
  productCode: z.string(),
  productName: z.string(),
  insurerName: z.string(),
  collective: z.boolean(),
  /** What one period costs, in `currency` (the amount the provider will charge). */
  amount: z.number().nonnegative(),
  currency: z.string(),
  /** 'mensual' for a subscription price, as the plan's payment mode says. */
  periodicity: z.string(),
  steps: z.array(purchaseStepViewSchema),
  data: z.object({
    holder: z.record(z.string(), z.unknown()).nullable(),
    beneficiaries: z.record(z.string(), z.unknown()).nullable(),
    health: z.record(z.string(), z.unknown()).nullable(),
    company: z.record(z.string(), z.unknown()).nullable(),
    employees: employeeListSummarySchema.nullable(),
  }),
  paymentOptions: z.array(purchasePaymentOptionSchema),
  payment: z
    .object({
      state: paymentStateSchema,
      flowType: paymentFlowTypeSchema,
      /** The provider's code of a refused payment, and its Spanish message. */
      errorCode: z.string().nullable(),
      errorMessage: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  order: z
    .object({
      number: z.string(),
      amount: z.number(),
      currency: z.string(),
      paidAt: z.string().nullable(),
      /** 'OK' (paid) or 'PENDING' (a transfer to be confirmed). */
      saleState: z.enum(["OK", "PENDING"]),
    })
    .nullable(),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export type PurchaseView = z.infer<typeof purchaseViewSchema>;

export const startPaymentAnswerSchema = z.object({
  /** Where the buyer goes next: the provider's page, or our confirmation for a manual transfer. */
  redirectUrl: z.string(),
});

/** A refused employee list: every bad cell, with its row and column, in Spanish. */
export const employeeListErrorsSchema = z.object({
  error: z.string(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  /** Errors past the first 500 are counted, not listed. */
  totalErrors: z.number().int(),
});

// The price of what is bought -------------------------------------------------------------------

/** A payment is under way: the data it was priced for stays as it is until it ends. */
export const PURCHASE_PAYMENT_PENDING_MESSAGE =
  "Hay un pago en curso para esta compra: espera su resultado antes de cambiar los datos";
/** A new purchase lists the employees to insure; removals are made on a policy in force. */
export const EMPLOYEE_CANCELLATION_IN_PURCHASE_MESSAGE =
  "Una compra nueva necesita la nómina de altas: las bajas se hacen sobre una póliza vigente";

type SavedPerson = { fechaNacimiento?: unknown; sexo?: unknown; parentesco?: unknown };
type ProfileLike = {
  cotizante?: readonly Record<string, unknown>[] | null;
  cargas?: readonly Record<string, unknown>[] | null;
  [key: string]: unknown;
};

const isPet = (person: Record<string, unknown>) =>
  typeof person.parentesco === "string" && person.parentesco.trim().toLowerCase() === "mascota";

/**
 * The profile a purchase is priced for, decided by what the buyer saved, never by what the
 * browser said when the purchase started: the holder's birth date and sex are the
 * policyholder, a 'Cónyuge' beneficiary the partner, every other beneficiary a dependant.
 * What the steps do not ask (income, region, health system, pets) stays as the purchase
 * started with it. Before the holder step is saved, the starting profile prices the plan; once
 * it is, and until the beneficiaries step is saved, the holder is priced alone with the
 * starting profile's partner and dependants, which the beneficiaries step then replaces.
 */
export function purchaseProfile<P extends ProfileLike>(
  start: P | null,
  steps: { holder?: SavedPerson | null; beneficiaries?: { beneficiarios?: unknown } | null },
  today: Date,
): P | ProfileLike | null {
  const holder = steps.holder;
  if (!holder || typeof holder.fechaNacimiento !== "string") return start;
  const person = (saved: SavedPerson, base: Record<string, unknown> | undefined) => ({
    ...base,
    sexo: saved.sexo,
    edad: ageOn(saved.fechaNacimiento as string, today),
  });
  const startPeople = start?.cotizante ?? [];
  const pets = (start?.cargas ?? []).filter(isPet);
  const listed = steps.beneficiaries?.beneficiarios;
  const beneficiaries = Array.isArray(listed) ? (listed as SavedPerson[]) : null;
  const spouse = beneficiaries?.find((b) => b.parentesco === "Cónyuge");
  const cotizante: Record<string, unknown>[] = [
    { ...person(holder, startPeople[0]), tipo: "cotizante" },
  ];
  let cargas: Record<string, unknown>[];
  if (beneficiaries) {
    if (spouse) cotizante.push({ ...person(spouse, startPeople[1]), tipo: "pareja" });
    cargas = beneficiaries
      .filter((b) => b !== spouse)
      .map((b) => ({ ...person(b, undefined), tipo: "carga", parentesco: b.parentesco }));
  } else {
    if (startPeople[1]) cotizante.push(startPeople[1]);
    cargas = (start?.cargas ?? []).filter((dependant) => !isPet(dependant));
  }
  return {
    ...start,
    ingresodatos: true,
    enPareja: cotizante.length > 1,
    cotizante,
    cargas: [...cargas, ...pets],
  };
}
