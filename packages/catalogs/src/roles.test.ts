import { describe, expect, it } from "vitest";
import {
  isPermissionKey,
  isPlatformRole,
  isStaffRole,
  permissionKeys,
  permissionResources,
  permissionsOf,
  platformRoles,
  staffRoles,
} from "./roles";

describe("roles", () => {
  it("has the nine staff roles, with EJECUTIVO DE SOPORTE written with spaces", () => {
    expect(staffRoles).toHaveLength(9);
    expect(isStaffRole("EJECUTIVO DE SOPORTE")).toBe(true);
    expect(isStaffRole("JEFATURA_SAC_CHILE")).toBe(true);
    expect(isStaffRole("EJECUTIVO_DE_SOPORTE")).toBe(false);
  });

  it("has the fourteen platform roles", () => {
    expect(platformRoles).toHaveLength(14);
    for (const role of [
      "ADMIN",
      "CLIENT",
      "REFERIDOR PERU",
      "REFERIDOR VIDA CAMARA",
      "ADMIN_QPACCESS",
    ]) {
      expect(isPlatformRole(role)).toBe(true);
    }
    expect(isPlatformRole("EJECUTIVO")).toBe(false);
  });
});

describe("permission keys", () => {
  it("are unique resource:action strings over the eight resources", () => {
    expect(new Set(permissionKeys).size).toBe(permissionKeys.length);
    for (const key of permissionKeys) {
      const [resource] = key.split(":");
      expect(permissionResources).toContain(resource);
      expect(key.split(":").length).toBeGreaterThanOrEqual(2);
    }
  });

  it("policy: create, read, update, delete, duplicate, renewal, export, upload-file, read-history", () => {
    expect(permissionsOf("policy")).toEqual([
      "policy:create",
      "policy:read",
      "policy:update",
      "policy:delete",
      "policy:duplicate",
      "policy:renewal",
      "policy:export",
      "policy:upload-file",
      "policy:read-history",
    ]);
  });

  it("employee has 14 keys including bulk-load read and process", () => {
    const keys = permissionsOf("employee");
    expect(keys).toHaveLength(14);
    expect(keys).toContain("employee:bulk-load:read");
    expect(keys).toContain("employee:bulk-load:process");
    expect(keys).toContain("employee:read-uninsured");
  });

  it("payment, payment-period, tax-document and contact-us have the actions of the spec", () => {
    expect(permissionsOf("payment")).toHaveLength(5);
    expect(permissionsOf("payment-period")).toHaveLength(4);
    expect(permissionsOf("tax-document")).toContain("tax-document:update-status");
    expect(permissionsOf("contact-us")).toEqual(["contact-us:create"]);
  });

  it("admin covers preinvoice, partner, insurer and its contacts, organization metrics", () => {
    const keys = permissionsOf("admin");
    for (const key of [
      "admin:preinvoice:request-update",
      "admin:policy:update-insurance-notification",
      "admin:unsent-notification:update-status",
      "admin:insurer:update-cutting-day",
      "admin:insurer:update-retroactive-days",
      "admin:insurer-contact:delete",
      "admin:organization:metrics",
      "admin:tax-document:read-comment",
    ]) {
      expect(keys).toContain(key);
    }
  });

  it("policy-employee: active process-cancellation, and accept/decline of both processes", () => {
    expect(permissionsOf("policy-employee")).toEqual([
      "policy-employee:active:process-cancellation",
      "policy-employee:process-activation:accept",
      "policy-employee:process-activation:decline",
      "policy-employee:process-cancellation:accept",
      "policy-employee:process-cancellation:decline",
    ]);
  });

  it("isPermissionKey accepts catalogue keys only", () => {
    expect(isPermissionKey("payment:export")).toBe(true);
    expect(isPermissionKey("payment:update")).toBe(false);
    expect(isPermissionKey("policy")).toBe(false);
    expect(isPermissionKey(42)).toBe(false);
    expect(isPermissionKey(undefined)).toBe(false);
  });
});
