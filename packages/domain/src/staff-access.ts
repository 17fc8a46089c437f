import { COUNTRY_CODES, type CountryCode } from "./market-countries";

/**
 * The back office's staff roles (reference-data spec §6), the permission keys each holds and
 * the countries each reaches: the one table the API enforces on every back-office route and
 * the back-office app reads to show only what a member may do.
 *
 * The spec names the roles and a vocabulary of `resource:action` keys but not which role holds
 * which. Where the spec has a key for what the back office does, it is used as written: the
 * mail outbox is `admin:unsent-notification:*`, partners are `admin:partner:*`. The spec has no
 * key for leads, the chat, orders, the audit or staff accounts; those keys are ours, in the same
 * form.
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
  /** Read the leads of one's own queue and the unassigned ones, find a lead by e-mail. */
  "lead:read",
  /** Read every advisor's queue: the team's inbox. */
  "lead:read-team",
  /** Take an unassigned lead into one's own queue. */
  "lead:assign",
  /** Assign any lead to any advisor, or take it back from one. */
  "lead:reassign",
  /** Move a lead to another status, sub-status or failure reason. */
  "lead:update-status",
  /** The spec's key for payments: list the orders with their payment state. */
  "payment:read",
  /** Confirm that a non-automated transfer arrived. */
  "order:confirm-transfer",
  /** The spec's key: read the clients' policies, their payroll, movements and periods. */
  "policy:read",
  /** The spec's keys for a company's movements, once the insurer confirms or refuses them. */
  "policy-employee:process-activation:accept",
  "policy-employee:process-activation:decline",
  "policy-employee:process-cancellation:accept",
  "policy-employee:process-cancellation:decline",
  /** The spec's key: read the comment thread of a period's tax document. */
  "admin:tax-document:read-comment",
  /** Answer in a tax document's thread (ours). */
  "tax-document:comment",
  /** The spec's key: annul a paid period's tax document (CANCELLED) or make it ACTIVE again. */
  "tax-document:update-status",
  /** The spec's keys for client organizations: see and shape a company's enterprise group. */
  "admin:organization:read",
  "admin:organization:update",
  /** The spec's key for the mail outbox: read what was written to an address and its delivery. */
  "admin:unsent-notification:read",
  /** List the visitors' chat conversations and read them. */
  "chat:read",
  /** Reply to a visitor in a chat conversation. */
  "chat:answer",
  /** The spec's keys for partners: read their configuration, change it (and rotate their iframe token). */
  "admin:partner:read",
  "admin:partner:update",
  /** Read the audit of what members of staff read and changed. */
  "audit:read",
  /** List the members of staff: role, markets, whether they are disabled or locked out. */
  "staff-user:read",
  /** Disable or enable a member of staff (DISABLED_USER), or lift a lock-out. */
  "staff-user:update",
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/** What only administrators do: read the audit and manage the staff's accounts. */
const ADMINISTRATION: readonly StaffPermission[] = [
  "audit:read",
  "staff-user:read",
  "staff-user:update",
];

/** Everything the back office does with the customers' data (administration is not part of it). */
const ALL: readonly StaffPermission[] = staffPermissions.filter(
  (permission) => !ADMINISTRATION.includes(permission),
);

const CHAT: readonly StaffPermission[] = ["chat:read", "chat:answer"];
/** After-sales: the clients' policies, their movements and the tax documents' threads. */
const POLICIES: readonly StaffPermission[] = [
  "policy:read",
  "policy-employee:process-activation:accept",
  "policy-employee:process-activation:decline",
  "policy-employee:process-cancellation:accept",
  "policy-employee:process-cancellation:decline",
  "admin:tax-document:read-comment",
  "tax-document:comment",
  "tax-document:update-status",
  "admin:organization:read",
  "admin:organization:update",
];
const OUTBOX: StaffPermission = "admin:unsent-notification:read";
/** An advisor's own queue: read, take unassigned leads, move them through the lifecycle. */
const ADVISOR: readonly StaffPermission[] = ["lead:read", "lead:assign", "lead:update-status"];
/** A team's head: the advisor's keys, every advisor's queue and assignment to anyone. */
const TEAM_HEAD: readonly StaffPermission[] = [
  ...ADVISOR,
  "lead:read-team",
  "lead:reassign",
  OUTBOX,
];

/**
 * Ours: sellers work their own queue; their heads (supervisors, customer service's head) see
 * the team's queue, assign to anyone and read what was sent; the back office and after-sales
 * read the orders and confirm transfers, and after-sales also work the clients' policies
 * (accept or decline a company's movements, answer its tax documents' threads); support reads
 * leads, orders, policies and mail but changes nothing. Whoever talks to
 * visitors (sellers, their heads, the back office, customer service and support) reads and
 * answers the chat; after-sales does not. Only administrators read the audit and manage staff
 * accounts.
 */
export const staffRolePermissions: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  EJECUTIVO: [...ADVISOR, ...CHAT],
  SUPERVISOR: [...TEAM_HEAD, ...CHAT],
  GERENTE: ALL,
  BACKOFFICE: ALL,
  JEFATURA_SAC_CHILE: [...TEAM_HEAD, ...CHAT],
  ADMINISTRADOR: [...ALL, ...ADMINISTRATION],
  POSTVENTA: ["lead:read", "payment:read", "order:confirm-transfer", OUTBOX, ...POLICIES],
  POSTVENTA_INDIVIDUAL_CHILE: [
    "lead:read",
    "payment:read",
    "order:confirm-transfer",
    OUTBOX,
    ...POLICIES,
  ],
  "EJECUTIVO DE SOPORTE": [
    "lead:read",
    "payment:read",
    "policy:read",
    "admin:tax-document:read-comment",
    "admin:organization:read",
    OUTBOX,
    ...CHAT,
  ],
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
