import { describe, expect, it } from "vitest";
import {
  CLIENT_ACCOUNT_MESSAGES,
  clientPasswordProblem,
  clientPermissions,
  clientRoleCan,
  clientRolePermissions,
  clientRoles,
} from "./client-access";

describe("clients' roles and permissions", () => {
  it("give a payroll manager the employees and never the payments", () => {
    const role = "PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE";
    expect(clientRoleCan(role, "employee:bulk-activation")).toBe(true);
    expect(clientRoleCan(role, "employee:bulk-cancellation")).toBe(true);
    expect(clientRoleCan(role, "payment:read")).toBe(false);
    expect(clientRoleCan(role, "payment-period:read")).toBe(false);
    expect(clientRoleCan(role, "tax-document:read")).toBe(false);
  });

  it("give a company's administrator everything on the company, and a referrer only referrals", () => {
    for (const permission of clientPermissions.filter((key) => key !== "referral:read")) {
      expect(clientRoleCan("ADMIN_CLIENT_QPCLIENTS", permission)).toBe(true);
    }
    expect(clientRolePermissions.REFERIDOR).toEqual(["referral:read"]);
    expect(clientRoleCan("EXTERNAL_ADMIN_QPCLIENTS", "employee:bulk-activation")).toBe(false);
  });

  it("name only keys of the table for every role", () => {
    for (const role of clientRoles) {
      for (const key of clientRolePermissions[role]) expect(clientPermissions).toContain(key);
    }
  });
});

describe("a client's password (the spec: 8 to 12 characters, four kinds)", () => {
  it("takes a password of the spec's form", () => {
    expect(clientPasswordProblem("Clave#2026")).toBeNull();
    expect(clientPasswordProblem("Ñandú-77")).toBeNull();
  });

  it("refuses one too short or too long, then one missing a kind of character", () => {
    expect(clientPasswordProblem("Ab#4567")).toBe("PASSWORD_LENGTH");
    expect(clientPasswordProblem("Abcdef#1234567")).toBe("PASSWORD_LENGTH");
    expect(clientPasswordProblem("clave#2026")).toBe("INVALID_PASSWORD_FORM");
    expect(clientPasswordProblem("Clave20266")).toBe("INVALID_PASSWORD_FORM");
    expect(clientPasswordProblem("Clave#clave")).toBe("INVALID_PASSWORD_FORM");
    expect(CLIENT_ACCOUNT_MESSAGES.INVALID_PASSWORD_FORM).toContain("carácter especial");
  });
});
