import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PASSWORD_MAX_AGE_DAYS,
  passwordExpired,
  passwordFormProblem,
  STAFF_ACCOUNT_MESSAGES,
} from "./staff-password";

describe("staff password form", () => {
  it("asks for an upper-case and a lower-case letter, a digit and a special character", () => {
    expect(passwordFormProblem("Valparaiso-2026")).toBeNull();
    expect(passwordFormProblem("Ñandú#Bogotá9")).toBeNull();
    expect(passwordFormProblem("valparaiso-2026")).toBe("INVALID_PASSWORD_FORM");
    expect(passwordFormProblem("VALPARAISO-2026")).toBe("INVALID_PASSWORD_FORM");
    expect(passwordFormProblem("Valparaiso-dos")).toBe("INVALID_PASSWORD_FORM");
    expect(passwordFormProblem("Valparaiso 2026")).toBe("INVALID_PASSWORD_FORM");
  });

  it("asks for ten characters at least", () => {
    expect(passwordFormProblem("Aa1!aaaaa")).toBe("PASSWORD_TOO_SHORT");
    expect(passwordFormProblem("Aa1!aaaaaa")).toBeNull();
  });

  it("accepts any password with the four kinds and ten characters", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 40 }), (rest) => {
        expect(passwordFormProblem(`A${rest}b1%`.padEnd(10, "x"))).toBeNull();
      }),
    );
  });

  it("speaks the spec's messages", () => {
    expect(STAFF_ACCOUNT_MESSAGES.INVALID_CREDENTIALS).toBe("Credenciales inválidas.");
    expect(STAFF_ACCOUNT_MESSAGES.PASSWORD_IN_HISTORY).toBe(
      "La contraseña no puede ser igual a las últimas 4 contraseñas utilizadas.",
    );
  });
});

describe("staff password expiry", () => {
  it("expires a password 90 days after it was set", () => {
    const set = new Date("2026-08-01T12:00:00Z");
    const day = 24 * 60 * 60 * 1000;
    expect(passwordExpired(set, new Date(set.getTime() + (PASSWORD_MAX_AGE_DAYS * day - 1)))).toBe(
      false,
    );
    expect(passwordExpired(set, new Date(set.getTime() + PASSWORD_MAX_AGE_DAYS * day))).toBe(true);
  });
});
