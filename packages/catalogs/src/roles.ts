import { z } from "zod";

/**
 * Staff and platform roles, and the permission keys (reference-data spec §6).
 * Which keys each role holds is not part of the reference data.
 *
 * Keys are `resource:action`. Where the spec gives a sub-resource (employee
 * bulk-load, admin partner, policy-employee process-activation...) the key has
 * three parts, `resource:sub-resource:action`, e.g. `employee:bulk-load:read`.
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
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const platformRoles = [
  "ADMIN",
  "EXTERNAL_ADMIN_QPCLIENTS",
  "CLIENT",
  "ADMIN_PARTNER",
  "REFERIDOR",
  "REFERIDOR_MASCOTA",
  "REFERIDOR PERU",
  "REFERIDOR VIDA CAMARA",
  "ADMIN_QUEPLAN_QPCLIENTS_ENTERPRISE",
  "ADMIN_CLIENT_QPCLIENTS_ENTERPRISE",
  "PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE",
  "ADMIN_CLIENT_QPCLIENTS",
  "ADMIN_GROUP_QPCLIENTS_ENTERPRISE",
  "ADMIN_QPACCESS",
] as const;
export const platformRoleSchema = z.enum(platformRoles);
export type PlatformRole = z.infer<typeof platformRoleSchema>;

export function isStaffRole(value: unknown): value is StaffRole {
  return staffRoleSchema.safeParse(value).success;
}

export function isPlatformRole(value: unknown): value is PlatformRole {
  return platformRoleSchema.safeParse(value).success;
}

export const permissionKeys = [
  "policy:create",
  "policy:read",
  "policy:update",
  "policy:delete",
  "policy:duplicate",
  "policy:renewal",
  "policy:export",
  "policy:upload-file",
  "policy:read-history",

  "employee:read",
  "employee:create",
  "employee:update",
  "employee:update-with-policies",
  "employee:delete",
  "employee:bulk-load:read",
  "employee:bulk-load:process",
  "employee:bulk-cancellation",
  "employee:bulk-activation",
  "employee:add-policy",
  "employee:read-history",
  "employee:read-uninsured",
  "employee:upload-file",
  "employee:export",

  "payment:create",
  "payment:read",
  "payment:delete",
  "payment:export",
  "payment:upload-file",

  "payment-period:create",
  "payment-period:read",
  "payment-period:delete",
  "payment-period:upload-file",

  "tax-document:create",
  "tax-document:read",
  "tax-document:delete",
  "tax-document:upload-file",
  "tax-document:update-status",

  "contact-us:create",

  "admin:preinvoice:read",
  "admin:preinvoice:request-update",
  "admin:policy:update-insurance-notification",
  "admin:partner:read",
  "admin:partner:update",
  "admin:partner:create",
  "admin:unsent-notification:read",
  "admin:unsent-notification:update-status",
  "admin:insurer:read",
  "admin:insurer:update-cutting-day",
  "admin:insurer:update-retroactive-days",
  "admin:insurer-contact:read",
  "admin:insurer-contact:update",
  "admin:insurer-contact:create",
  "admin:insurer-contact:delete",
  "admin:organization:read",
  "admin:organization:update",
  "admin:organization:create",
  "admin:organization:delete",
  "admin:organization:export",
  "admin:organization:metrics",
  "admin:employee:read",
  "admin:tax-document:read-comment",

  "policy-employee:active:process-cancellation",
  "policy-employee:process-activation:accept",
  "policy-employee:process-activation:decline",
  "policy-employee:process-cancellation:accept",
  "policy-employee:process-cancellation:decline",
] as const;
export const permissionKeySchema = z.enum(permissionKeys);
export type PermissionKey = z.infer<typeof permissionKeySchema>;

export const permissionResources = [
  "policy",
  "employee",
  "payment",
  "payment-period",
  "tax-document",
  "contact-us",
  "admin",
  "policy-employee",
] as const;
export type PermissionResource = (typeof permissionResources)[number];

const permissionKeySet: ReadonlySet<string> = new Set(permissionKeys);

export function isPermissionKey(value: unknown): value is PermissionKey {
  return typeof value === "string" && permissionKeySet.has(value);
}

/** The keys of one resource, in catalogue order. */
export function permissionsOf(resource: PermissionResource): PermissionKey[] {
  return permissionKeys.filter((key) => key.split(":")[0] === resource);
}
