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
export const ACTIVATION_ACCEPTED_MESSAGE = "Nómina de altas aceptada";
export const CANCELLATION_ACCEPTED_MESSAGE = "Nómina de bajas aceptada";
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
  "period_paid",
  "renewal",
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

export const policyParamsSchema = z.object({ id: z.uuid({ error: POLICY_NOT_FOUND_MESSAGE }) });
export const periodParamsSchema = policyParamsSchema.extend({
  periodo: z.coerce.number().int().min(1).max(1200),
});

export const EMPLOYEES_PAGE_SIZE = 50;

export const portalEmployeesQuerySchema = z.object({
  /** Name or RUT/identification, accents and case ignored. */
  q: z.string().trim().max(80).optional(),
  estado: z.enum([...employeeStates, "TODOS"]).default("ACTIVE"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const portalEmployeeSchema = z.object({
  id: z.number().int(),
  legalId: z.string(),
  fullName: z.string(),
  state: z.enum(employeeStates),
  effectiveDate: z.string(),
  endDate: z.string().nullable(),
});
export type PortalEmployee = z.infer<typeof portalEmployeeSchema>;

export const bulkLoadAnswerSchema = z.object({
  layout: z.enum(["activation", "cancellation"]),
  message: z.string(),
  /** Employees activated or cancelled. */
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
