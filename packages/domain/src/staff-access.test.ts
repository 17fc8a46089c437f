import { describe, expect, it } from "vitest";
import {
  roleCan,
  staffCountries,
  staffPermissions,
  staffRoleByName,
  staffRolePermissions,
  staffRoles,
} from "./staff-access";

describe("staff roles", () => {
  it("are the nine staff roles of the reference data", () => {
    expect(staffRoles).toEqual([
      "EJECUTIVO",
      "SUPERVISOR",
      "GERENTE",
      "BACKOFFICE",
      "JEFATURA_SAC_CHILE",
      "ADMINISTRADOR",
      "POSTVENTA",
      "POSTVENTA_INDIVIDUAL_CHILE",
      "EJECUTIVO DE SOPORTE",
    ]);
  });

  it("grant only known permissions, and every role may read leads", () => {
    for (const role of staffRoles) {
      for (const permission of staffRolePermissions[role]) {
        expect(staffPermissions).toContain(permission);
      }
      expect(roleCan(role, "lead:read")).toBe(true);
    }
  });

  it("keep status changes and transfer confirmations to the roles that do them", () => {
    expect(roleCan("EJECUTIVO DE SOPORTE", "lead:update-status")).toBe(false);
    expect(roleCan("EJECUTIVO", "order:confirm-transfer")).toBe(false);
    expect(roleCan("BACKOFFICE", "order:confirm-transfer")).toBe(true);
    expect(roleCan("POSTVENTA", "lead:update-status")).toBe(false);
  });

  it("let those who talk to visitors read and answer the chat, and after-sales neither", () => {
    const advisors = staffRoles.filter((role) => !role.startsWith("POSTVENTA"));
    expect(advisors).toEqual([
      "EJECUTIVO",
      "SUPERVISOR",
      "GERENTE",
      "BACKOFFICE",
      "JEFATURA_SAC_CHILE",
      "ADMINISTRADOR",
      "EJECUTIVO DE SOPORTE",
    ]);
    for (const role of advisors) {
      expect(roleCan(role, "chat:read"), role).toBe(true);
      expect(roleCan(role, "chat:answer"), role).toBe(true);
    }
    for (const role of ["POSTVENTA", "POSTVENTA_INDIVIDUAL_CHILE"] as const) {
      expect(roleCan(role, "chat:read"), role).toBe(false);
      expect(roleCan(role, "chat:answer"), role).toBe(false);
    }
  });

  it("give sellers their own queue and their heads the team's, with assignment to anyone", () => {
    expect(roleCan("EJECUTIVO", "lead:assign")).toBe(true);
    expect(roleCan("EJECUTIVO", "lead:read-team")).toBe(false);
    expect(roleCan("EJECUTIVO", "lead:reassign")).toBe(false);
    for (const role of ["SUPERVISOR", "JEFATURA_SAC_CHILE", "GERENTE"] as const) {
      expect(roleCan(role, "lead:read-team"), role).toBe(true);
      expect(roleCan(role, "lead:reassign"), role).toBe(true);
    }
    expect(roleCan("EJECUTIVO DE SOPORTE", "lead:assign")).toBe(false);
  });

  it("use the spec's key for the mail outbox", () => {
    expect(roleCan("SUPERVISOR", "admin:unsent-notification:read")).toBe(true);
    expect(roleCan("EJECUTIVO", "admin:unsent-notification:read")).toBe(false);
  });

  it("let only administrators read the audit and manage staff accounts", () => {
    expect(staffRoles.filter((role) => roleCan(role, "audit:read"))).toEqual(["ADMINISTRADOR"]);
    expect(staffRoles.filter((role) => roleCan(role, "staff-user:update"))).toEqual([
      "ADMINISTRADOR",
    ]);
  });

  it("keep the roles named after Chile to Chile, and let the others reach every market", () => {
    expect(staffCountries("JEFATURA_SAC_CHILE")).toEqual({ countries: ["CL"] });
    expect(staffCountries("POSTVENTA_INDIVIDUAL_CHILE")).toEqual({ countries: ["CL"] });
    expect(staffCountries("SUPERVISOR")).toEqual({ countries: ["CL", "PE", "CO", "INT"] });
  });

  it("narrow a member to the countries of their entry, never beyond their role's", () => {
    expect(staffCountries("EJECUTIVO", ["CO", "PE"])).toEqual({ countries: ["PE", "CO"] });
    expect(staffCountries("JEFATURA_SAC_CHILE", ["CL"])).toEqual({ countries: ["CL"] });
    expect(staffCountries("JEFATURA_SAC_CHILE", ["CL", "CO"])).toEqual({ beyondRole: ["CO"] });
    expect(staffCountries("BACKOFFICE", [])).toEqual({ countries: ["CL", "PE", "CO", "INT"] });
  });

  it("are read from STAFF_TOKENS in any case", () => {
    expect(staffRoleByName("backoffice")).toBe("BACKOFFICE");
    expect(staffRoleByName(" ejecutivo de soporte ")).toBe("EJECUTIVO DE SOPORTE");
    expect(staffRoleByName("ADMIN")).toBeUndefined();
  });
});
