/**
 * The back office's staff roles (reference-data spec §6) and what each may do. The spec names
 * the roles but not their permissions: the permission keys and the grants below are ours,
 * the back office's own actions over leads, orders and the mail outbox, in the spec's
 * `resource:action` form. The API checks them on every back-office route.
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
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const ALL: readonly StaffPermission[] = staffPermissions;

const CHAT: readonly StaffPermission[] = ["chat:read", "chat:answer"];

/**
 * Ours: sellers work leads; their heads also read what was sent; the back office and
 * after-sales confirm transfers; support reads leads and mail but changes nothing. Whoever
 * talks to visitors (sellers, their heads, the back office, customer service and support)
 * reads and answers the chat; after-sales does not.
 */
export const staffRolePermissions: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  EJECUTIVO: ["lead:read", "lead:update-status", ...CHAT],
  SUPERVISOR: ["lead:read", "lead:update-status", "mail:read", ...CHAT],
  GERENTE: ALL,
  BACKOFFICE: ALL,
  JEFATURA_SAC_CHILE: ["lead:read", "lead:update-status", "mail:read", ...CHAT],
  ADMINISTRADOR: ALL,
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
