import { z } from "zod";
import { COMPANY_ACCOUNT_ROLES, employeeStates, policyStates } from "../client-access";
import { MAX_EMAIL_LENGTH } from "./input-bounds";

/**
 * The clients' portal as the API serves it (`/api/acceso-clientes/` to set a password and sign
 * in, `/api/portal/` once signed in): the account, its policies, each policy's employees, bulk
 * activation and cancellation through the spec's two bulk-load layouts, its payment periods and
 * the tax document of each paid period. Every portal call carries the session cookie (and, for
 * a change, its anti-forgery token in `X-CSRF-Token`); what a role may do is
 * `@qs/domain/client-access`. A policy the account does not reach answers as one that does not
 * exist.
 */

const email = z
  .email({ error: "Ingresa un correo electrónico válido" })
  .max(MAX_EMAIL_LENGTH, "Ingresa un correo electrónico válido");
/** Any length is refused by the rule, not by the shape, up to a bound against huge bodies. */
const password = z.string().min(1, "Ingresa tu contraseña").max(128);

export const POLICY_NOT_FOUND_MESSAGE = "Póliza no encontrada";
export const PERIOD_NOT_PAID_MESSAGE =
  "El documento tributario se emite cuando el período está pagado";
export const PERIOD_NOT_FOUND_MESSAGE = "Período no encontrado";
/** A paid period's tax document after-sales annulled (CANCELLED): not handed out. */
export const TAX_DOCUMENT_CANCELLED_MESSAGE =
  "El documento tributario de este período fue anulado: escríbenos en sus comentarios si necesitas uno nuevo";
/**
 * A company's movement waits for staff to accept or decline it (once the insurer confirms):
 * the list is received, and its people are in process until then.
 */
export const ACTIVATION_ACCEPTED_MESSAGE =
  "Nómina de altas recibida: quedan en proceso de alta hasta que la aseguradora las confirme";
export const CANCELLATION_ACCEPTED_MESSAGE =
  "Nómina de bajas recibida: quedan en proceso de baja hasta que la aseguradora las confirme";
export const EMPLOYEE_ADDED_MESSAGE =
  "Alta recibida: queda en proceso hasta que la aseguradora la confirme";
export const EMPLOYEE_UPDATED_MESSAGE = "Datos actualizados";
/** One person's data refused: each field's reason is beside it. */
export const PERSON_REFUSED_MESSAGE = "Revisa los datos marcados de la persona";
export const EMPLOYEE_NOT_FOUND_MESSAGE = "Persona no encontrada en la póliza";
/** A row naming someone whose activation or cancellation already waits for staff. */
export const IN_PROCESS_MESSAGE = "Esta persona ya tiene un movimiento en proceso";
export const COMMENT_SENT_MESSAGE = "Comentario enviado";
/** A cancellation row naming someone the policy does not insure (now). */
export const NOT_INSURED_MESSAGE = "Esta persona no está asegurada en la póliza";
/** An activation row naming someone the policy already insures. */
export const ALREADY_INSURED_MESSAGE = "Esta persona ya está asegurada en la póliza";
/** Bulk loads are made on a policy in force. */
export const POLICY_NOT_ACTIVE_MESSAGE = "La póliza no está vigente: no admite cambios de nómina";

/** POST /api/acceso-clientes/sesion */
export const clientSignInRequestSchema = z.strictObject({ email, password });

/** POST /api/acceso-clientes/contrasena: the e-mailed link's token and the new password. */
export const clientSetPasswordRequestSchema = z.strictObject({
  token: z.string().regex(/^[\w-]{43}$/, "El enlace no es válido"),
  password,
});

export const clientMeSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  company: z.object({ name: z.string(), identification: z.string() }).nullable(),
});
export type ClientMe = z.infer<typeof clientMeSchema>;

/** A session opened: who, and the token each change carries in `X-CSRF-Token`. */
export const clientSessionSchema = z.object({ account: clientMeSchema, csrfToken: z.string() });
export type ClientSession = z.infer<typeof clientSessionSchema>;

export const portalPolicySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  productName: z.string(),
  insurerName: z.string(),
  state: z.enum(policyStates),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The market (CO, CL, PE, INT). */
  country: z.string(),
  company: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  subscription: z.boolean(),
  activeEmployees: z.number().int(),
  /** Activations and cancellations waiting for staff to accept or decline them. */
  pendingMovements: z.number().int(),
});
export type PortalPolicy = z.infer<typeof portalPolicySchema>;

export const paymentPeriodStates = ["pay", "pending", "overdue"] as const;

export const portalPeriodSchema = z.object({
  period: z.number().int(),
  dueDate: z.string(),
  state: z.enum(paymentPeriodStates),
  paidAt: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  /** The spec's tax-document state: ACTIVE once the period is paid, else none. */
  taxDocument: z.enum(["ACTIVE", "CANCELLED"]).nullable(),
});
export type PortalPeriod = z.infer<typeof portalPeriodSchema>;

export const policyEventKinds = [
  "created",
  "activation",
  "cancellation",
  "employee_added",
  "employee_updated",
  "activation_accepted",
  "activation_declined",
  "cancellation_accepted",
  "cancellation_declined",
  "period_paid",
  "renewal",
  "tax_document_cancelled",
  "tax_document_reactivated",
] as const;

export const portalPolicyEventSchema = z.object({
  at: z.string(),
  kind: z.enum(policyEventKinds),
  /** Who: the account's name, or null for the platform itself. */
  by: z.string().nullable(),
  /** How many employees a bulk load changed; the period a payment or renewal is about. */
  count: z.number().int().nullable(),
});

export const portalPolicyDetailSchema = portalPolicySchema.extend({
  /** Null when the account's role does not read payments (a payroll manager). */
  periods: z.array(portalPeriodSchema).nullable(),
  history: z.array(portalPolicyEventSchema),
});
export type PortalPolicyDetail = z.infer<typeof portalPolicyDetailSchema>;

/** A document of the policy's plan (its general conditions and the like), a PDF at `url`. */
export const portalPolicyDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  pages: z.number().int(),
});
export type PortalPolicyDocument = z.infer<typeof portalPolicyDocumentSchema>;

export const policyParamsSchema = z.object({ id: z.uuid({ error: POLICY_NOT_FOUND_MESSAGE }) });
export const periodParamsSchema = policyParamsSchema.extend({
  periodo: z.coerce.number().int().min(1).max(1200),
});

export const EMPLOYEES_PAGE_SIZE = 50;

/** What an employee list shows: a state, every state, or the movements waiting for staff. */
export const employeeListFilters = [...employeeStates, "EN_PROCESO", "TODOS"] as const;
export type EmployeeListFilter = (typeof employeeListFilters)[number];

export const portalEmployeesQuerySchema = z.object({
  /** Name or RUT/identification, accents and case ignored. */
  q: z.string().trim().max(80).optional(),
  estado: z.enum(employeeListFilters).default("ACTIVE"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const employeeProcesses = ["activation", "cancellation"] as const;
export type EmployeeProcess = (typeof employeeProcesses)[number];

export const portalEmployeeSchema = z.object({
  id: z.number().int(),
  legalId: z.string(),
  fullName: z.string(),
  state: z.enum(employeeStates),
  effectiveDate: z.string(),
  /** The exclusion date: of a cancellation made, or asked for while it is in process. */
  endDate: z.string().nullable(),
  /** The movement waiting for staff (PROCESS_ACTIVATION, PROCESS_CANCELLATION), or null. */
  process: z.enum(employeeProcesses).nullable(),
  /** The activation row's contact data (for the update form). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PortalEmployee = z.infer<typeof portalEmployeeSchema>;

const cell = z.string().trim().max(200).optional();
/**
 * `POST /api/portal/polizas/{id}/empleados` (one activation) and `PUT …/empleados/{empleadoId}`
 * (a person's data): the activation layout's columns as text, checked by the layout's own rule
 * (`@qs/catalogs/bulk-load`), each refusal named by its column as in a bulk load.
 */
export const portalEmployeeInputSchema = z.strictObject({
  name: cell,
  paternalSurname: cell,
  maternalSurname: cell,
  legalId: cell,
  birthDate: cell,
  gender: cell,
  email: cell,
  phone: cell,
  insuredType: cell,
  effectiveDate: cell,
  coverageGroup: cell,
  holderLegalId: cell,
  dependentType: cell,
});
export type PortalEmployeeInput = z.infer<typeof portalEmployeeInputSchema>;
export const employeeParamsSchema = z.object({
  id: z.uuid({ error: POLICY_NOT_FOUND_MESSAGE }),
  empleadoId: z.coerce
    .number({ error: EMPLOYEE_NOT_FOUND_MESSAGE })
    .int({ error: EMPLOYEE_NOT_FOUND_MESSAGE })
    .min(1, EMPLOYEE_NOT_FOUND_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, EMPLOYEE_NOT_FOUND_MESSAGE),
});

/**
 * `GET /api/portal/no-asegurados`: the people the account's companies once insured who are
 * insured by none of their policies now (cancelled, or an activation declined), with the last
 * policy that had them.
 */
export const portalUninsuredSchema = z.object({
  legalId: z.string(),
  fullName: z.string(),
  policyNumber: z.string(),
  policyId: z.uuid(),
  endDate: z.string().nullable(),
});
export type PortalUninsured = z.infer<typeof portalUninsuredSchema>;

export const portalUninsuredQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `POST /api/acceso-clientes/referidores`: a referral advisor asks for their portal access. */
export const referrerAccessRequestSchema = z.strictObject({ email });

/** A request that named the referrer (`GET /api/portal/referidos`), with where it stands. */
export const portalReferralSchema = z.object({
  id: z.string(),
  /** The name the visitor gave (null when they gave none). */
  name: z.string().nullable(),
  productCode: z.string().nullable(),
  country: z.string(),
  createdAt: z.string(),
  /** The lead's status and sub-status as the reference data names them. */
  status: z.string(),
  subStatus: z.string().nullable(),
});
export type PortalReferral = z.infer<typeof portalReferralSchema>;
export const portalReferralsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A message of a tax document's thread: the company's, or the team's answer. */
export const taxDocumentCommentSchema = z.object({
  id: z.number().int(),
  author: z.enum(["client", "staff"]),
  /** The account's name; for staff, the member's name as the back office shows it. */
  name: z.string(),
  body: z.string(),
  at: z.string(),
});
export type TaxDocumentComment = z.infer<typeof taxDocumentCommentSchema>;
export const TAX_COMMENT_MAX_LENGTH = 2000;
/** `PUT /api/back-office/polizas/{id}/periodos/{periodo}/documento-tributario`: annul or reactivate. */
export const taxDocumentStateChangeSchema = z.strictObject({
  state: z.enum(["ACTIVE", "CANCELLED"], { error: "Elige ACTIVE o CANCELLED" }),
});
export const newTaxDocumentCommentSchema = z.strictObject({
  body: z
    .string({ error: "Escribe tu comentario" })
    .trim()
    .min(1, "Escribe tu comentario")
    .max(TAX_COMMENT_MAX_LENGTH, `El comentario admite hasta ${TAX_COMMENT_MAX_LENGTH} caracteres`),
});

export const bulkLoadAnswerSchema = z.object({
  layout: z.enum(["activation", "cancellation"]),
  message: z.string(),
  /** Employees whose activation or cancellation is now in process. */
  count: z.number().int(),
});
export type BulkLoadAnswer = z.infer<typeof bulkLoadAnswerSchema>;

/** An account of the company, as its administrator sees it (`GET /api/portal/cuentas`). */
export const portalAccountSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  /** Whether its owner has set the password (until then, the e-mailed link is pending). */
  active: z.boolean(),
});
export type PortalAccount = z.infer<typeof portalAccountSchema>;

export const ACCOUNT_EXISTS_MESSAGE = "Ya existe una cuenta con este correo";
export const ACCOUNT_CREATED_MESSAGE =
  "Cuenta creada: le enviamos un correo para que cree su contraseña";

/** `POST /api/portal/cuentas`: an account for the administrator's own company. */
export const newPortalAccountSchema = z.strictObject({
  email,
  name: z
    .string({ error: "Ingresa el nombre" })
    .trim()
    .min(2, "Ingresa el nombre")
    .max(120, "El nombre es demasiado largo"),
  role: z.enum(COMPANY_ACCOUNT_ROLES, { error: "Elige un rol" }),
});
