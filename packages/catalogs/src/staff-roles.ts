import { COUNTRY_CODES, type CountryCode } from "@qs/domain/market-countries";

/**
 * The back office's staff roles (reference-data spec §6), what each may do and which
 * countries it reaches. The spec names the roles but not their permissions: the permission
 * keys and the grants below are ours, the back office's own actions over leads, orders and
 * the mail outbox, in the spec's `resource:action` form. The API checks them on every
 * back-office route.
 */

export const staffRoles = [
  "EJECUTIVO",
  "SUPERVISOR",
  "GERENTE",
  "BACKOFFICE",
  "JEFATURA_SAC_CHILE",
  "ADMINISTRADOR",
  "POSTVENTA",
  "POSTVENTA_INDIVIDUAL_CHILE",
  "EJECUTIVO DE SOPORTE",
] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffPermissions = [
  /** List leads by e-mail and read one with its orders. */
  "lead:read",
  /** Move a lead to another status, sub-status or failure reason. */
  "lead:update-status",
  /** Confirm that a non-automated transfer arrived. */
  "order:confirm-transfer",
  /** Read the mail outbox of an address. */
  "mail:read",
  /** List the visitors' chat conversations and read them. */
  "chat:read",
  /** Reply to a visitor in a chat conversation. */
  "chat:answer",
  /** Read the audit of what members of staff read and changed. */
  "audit:read",
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/** Everything the back office does with the customers' data (the audit is not part of it). */
const ALL: readonly StaffPermission[] = staffPermissions.filter(
  (permission) => permission !== "audit:read",
);

const CHAT: readonly StaffPermission[] = ["chat:read", "chat:answer"];

/**
 * Ours: sellers work leads; their heads also read what was sent; the back office and
 * after-sales confirm transfers; support reads leads and mail but changes nothing. Whoever
 * talks to visitors (sellers, their heads, the back office, customer service and support)
 * reads and answers the chat; after-sales does not. Only administrators read the audit.
 */
export const staffRolePermissions: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  EJECUTIVO: ["lead:read", "lead:update-status", ...CHAT],
  SUPERVISOR: ["lead:read", "lead:update-status", "mail:read", ...CHAT],
  GERENTE: ALL,
  BACKOFFICE: ALL,
  JEFATURA_SAC_CHILE: ["lead:read", "lead:update-status", "mail:read", ...CHAT],
  ADMINISTRADOR: [...ALL, "audit:read"],
  POSTVENTA: ["lead:read", "order:confirm-transfer", "mail:read"],
  POSTVENTA_INDIVIDUAL_CHILE: ["lead:read", "order:confirm-transfer", "mail:read"],
  "EJECUTIVO DE SOPORTE": ["lead:read", "mail:read", ...CHAT],
};

/** A role named as STAFF_TOKENS writes it (any case); undefined when it is not a staff role. */
export function staffRoleByName(name: string): StaffRole | undefined {
  const wanted = name.trim().toUpperCase();
  return staffRoles.find((role) => role === wanted);
}

/** Whether a role holds a permission. */
export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return staffRolePermissions[role].includes(permission);
}

/**
 * The countries each role reaches by its nature: the two roles the spec names after Chile
 * (customer service's head, individual after-sales) work Chile's customers only; the others
 * may work every market. A member's own list (STAFF_TOKENS) can narrow this, never widen it.
 */
export const staffRoleCountries: Readonly<Record<StaffRole, readonly CountryCode[]>> = {
  EJECUTIVO: COUNTRY_CODES,
  SUPERVISOR: COUNTRY_CODES,
  GERENTE: COUNTRY_CODES,
  BACKOFFICE: COUNTRY_CODES,
  JEFATURA_SAC_CHILE: ["CL"],
  ADMINISTRADOR: COUNTRY_CODES,
  POSTVENTA: COUNTRY_CODES,
  POSTVENTA_INDIVIDUAL_CHILE: ["CL"],
  "EJECUTIVO DE SOPORTE": COUNTRY_CODES,
};

/**
 * The countries a member of staff reaches: their role's, narrowed to `listed` when the
 * member's entry names some. Answers the countries listed that the role does not reach
 * instead (a Chilean role given Colombia), so the caller can refuse the entry.
 */
export function staffCountries(
  role: StaffRole,
  listed?: readonly CountryCode[],
): { countries: CountryCode[] } | { beyondRole: CountryCode[] } {
  const reach = staffRoleCountries[role];
  if (!listed || listed.length === 0) return { countries: [...reach] };
  const beyondRole = listed.filter((code) => !reach.includes(code));
  if (beyondRole.length > 0) return { beyondRole };
  return { countries: reach.filter((code) => listed.includes(code)) };
}
