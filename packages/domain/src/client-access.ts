import { hasPasswordCharacters } from "./staff-password";

/**
 * The clients' portal: the platform roles a client's account holds and the permission keys
 * of each (reference-data spec §6), the one table the API enforces on every portal route and
 * the portal reads to show only what an account may do.
 *
 * The spec names the roles and the `resource:action` keys but not which role holds which.
 * Ours:
 * - CLIENT: a person who bought a plan; reads their policy, its payments and tax documents.
 * - ADMIN_CLIENT_QPCLIENTS: a company's administrator (the buyer of a company plan): everything
 *   on the company's policies, employees, payments and tax documents, and the company's accounts.
 * - PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE: a company's payroll manager: reads the policies and
 *   manages their employees (lists, additions, bulk activation and cancellation), never payments
 *   or tax documents.
 * - ADMIN_CLIENT_QPCLIENTS_ENTERPRISE: an enterprise company's administrator (as the company
 *   administrator, inside a group).
 * - ADMIN_GROUP_QPCLIENTS_ENTERPRISE: a group's administrator: what a company's administrator
 *   does, over every company of the group.
 * - EXTERNAL_ADMIN_QPCLIENTS: an outside administrator (a broker) a company names: reads
 *   policies, employees and payments, changes nothing.
 * - REFERIDOR and its variants: a referrer; reads the leads they referred.
 * The staff-side roles the spec lists among platform roles (ADMIN, ADMIN_PARTNER,
 * ADMIN_QUEPLAN_QPCLIENTS_ENTERPRISE, ADMIN_QPACCESS) are the back office's, not the portal's.
 */

export const clientRoles = [
  "CLIENT",
  "ADMIN_CLIENT_QPCLIENTS",
  "ADMIN_CLIENT_QPCLIENTS_ENTERPRISE",
  "PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE",
  "ADMIN_GROUP_QPCLIENTS_ENTERPRISE",
  "EXTERNAL_ADMIN_QPCLIENTS",
  "REFERIDOR",
  "REFERIDOR_MASCOTA",
  "REFERIDOR PERU",
  "REFERIDOR VIDA CAMARA",
] as const;
export type ClientRole = (typeof clientRoles)[number];

/** The spec's keys the portal uses, as written (§6), and `referral:read`, ours. */
export const clientPermissions = [
  "policy:read",
  "policy:export",
  "policy:read-history",
  "employee:read",
  "employee:create",
  "employee:update",
  "employee:bulk-activation",
  "employee:bulk-cancellation",
  "employee:export",
  "employee:read-uninsured",
  "payment:read",
  "payment-period:read",
  "tax-document:read",
  /** Create and disable the accounts of one's own company (payroll managers, administrators). */
  "client-user:manage",
  /** Ours: a referrer reads the leads they referred and their state. */
  "referral:read",
] as const;
export type ClientPermission = (typeof clientPermissions)[number];

const POLICIES: readonly ClientPermission[] = [
  "policy:read",
  "policy:export",
  "policy:read-history",
];
const EMPLOYEES: readonly ClientPermission[] = [
  "employee:read",
  "employee:create",
  "employee:update",
  "employee:bulk-activation",
  "employee:bulk-cancellation",
  "employee:export",
  "employee:read-uninsured",
];
const PAYMENTS: readonly ClientPermission[] = [
  "payment:read",
  "payment-period:read",
  "tax-document:read",
];
const COMPANY_ADMIN: readonly ClientPermission[] = [
  ...POLICIES,
  ...EMPLOYEES,
  ...PAYMENTS,
  "client-user:manage",
];
const REFERRER: readonly ClientPermission[] = ["referral:read"];

export const clientRolePermissions: Readonly<Record<ClientRole, readonly ClientPermission[]>> = {
  CLIENT: [...POLICIES, ...PAYMENTS],
  ADMIN_CLIENT_QPCLIENTS: COMPANY_ADMIN,
  ADMIN_CLIENT_QPCLIENTS_ENTERPRISE: COMPANY_ADMIN,
  ADMIN_GROUP_QPCLIENTS_ENTERPRISE: COMPANY_ADMIN,
  PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE: ["policy:read", ...EMPLOYEES],
  EXTERNAL_ADMIN_QPCLIENTS: ["policy:read", "employee:read", "payment:read", "payment-period:read"],
  REFERIDOR: REFERRER,
  REFERIDOR_MASCOTA: REFERRER,
  "REFERIDOR PERU": REFERRER,
  "REFERIDOR VIDA CAMARA": REFERRER,
};

/** Whether a role holds a permission. */
export function clientRoleCan(role: ClientRole, permission: ClientPermission): boolean {
  return clientRolePermissions[role].includes(permission);
}

/** The roles a company's administrator may give the accounts they create for the company. */
export const COMPANY_ACCOUNT_ROLES = [
  "ADMIN_CLIENT_QPCLIENTS",
  "PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE",
  "EXTERNAL_ADMIN_QPCLIENTS",
] as const satisfies readonly ClientRole[];

/** Whether a role reaches every company of its group rather than its own company only. */
export const reachesGroup = (role: ClientRole): boolean =>
  role === "ADMIN_GROUP_QPCLIENTS_ENTERPRISE";

/**
 * The spec's password rule for clients' accounts (§5): 8 to 12 characters with a lower-case
 * letter, an upper-case letter, a digit and a special character (`hasPasswordCharacters`).
 */
export const CLIENT_PASSWORD_MIN_LENGTH = 8;
export const CLIENT_PASSWORD_MAX_LENGTH = 12;

export const CLIENT_ACCOUNT_MESSAGES = {
  /** The spec's text (§8). */
  INVALID_PASSWORD_FORM:
    "La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.",
  /** Ours: the spec's length, said plainly. */
  PASSWORD_LENGTH: "La contraseña debe tener entre 8 y 12 caracteres.",
  /** The spec's text (§8). */
  INVALID_CREDENTIALS: "Credenciales inválidas.",
  /** The spec names PASSWORD_TOKEN_EXPIRED without a text; ours. */
  PASSWORD_TOKEN_EXPIRED:
    "El enlace para crear tu contraseña expiró o ya se usó. Pide uno nuevo a tu administrador o escríbenos.",
  /** Ours: the session ended or was never opened. */
  SESSION_REQUIRED: "Inicia sesión para continuar.",
  /** The spec names DISABLED_USER without a text; ours. */
  DISABLED_USER:
    "Tu cuenta está deshabilitada. Pide a un administrador de tu empresa que la habilite.",
  /** Ours: an account whose role does not hold the key a route needs. */
  FORBIDDEN: "Tu cuenta no tiene permiso para esta acción.",
  /** Ours: a change sent without the session's anti-forgery token. */
  INVALID_TOKEN: "La solicitud no trae el código de seguridad de tu sesión. Recarga la página.",
} as const;

/** What is wrong with a new client password, or null when it follows the spec's rule. */
export function clientPasswordProblem(
  password: string,
): "PASSWORD_LENGTH" | "INVALID_PASSWORD_FORM" | null {
  const length = [...password].length;
  if (length < CLIENT_PASSWORD_MIN_LENGTH || length > CLIENT_PASSWORD_MAX_LENGTH) {
    return "PASSWORD_LENGTH";
  }
  return hasPasswordCharacters(password) ? null : "INVALID_PASSWORD_FORM";
}

/** Ours: a link to set a password is good for three days and once. */
export const SET_PASSWORD_LINK_HOURS = 72;

/**
 * The spec's policy states (§4 "Policy entity status"), employee states (ACTIVE, PENDING,
 * INACTIVE) and payment-period states (pay, pending, overdue).
 */
export const policyStates = [
  "ACTIVE",
  "CANCELED",
  "PENDING",
  "PROCESS_ACTIVATION",
  "PROCESS_CANCELLATION",
  "DECLINE",
] as const;
export type PolicyState = (typeof policyStates)[number];
export const employeeStates = ["ACTIVE", "PENDING", "INACTIVE"] as const;
export type EmployeeState = (typeof employeeStates)[number];
