import { describe, expect, it } from "vitest";
import { validateIdentification } from "./validate-identification";

const required = { key: "required", message: "campo requerido" };
const invalid = { key: "invalidIdentification", message: "Número de identificación inválido" };

describe("validateIdentification", () => {
  it("rut: applies the Chilean RUT rule with the key invalidRut", () => {
    expect(validateIdentification("12.345.678-5", "rut")).toBeNull();
    expect(validateIdentification("12.345.678-4", "rut")?.key).toBe("invalidRut");
  });

  it("digits-8-12 (Peru, Colombia): required", () => {
    expect(validateIdentification("", "digits-8-12")).toEqual(required);
    expect(validateIdentification(null, "digits-8-12")).toEqual(required);
  });

  it("digits-8-12: 8 to 12 digits, boundaries included", () => {
    expect(validateIdentification("1234567", "digits-8-12")).toEqual(invalid);
    expect(validateIdentification("12345678", "digits-8-12")).toBeNull();
    expect(validateIdentification("123456789012", "digits-8-12")).toBeNull();
    expect(validateIdentification("1234567890123", "digits-8-12")).toEqual(invalid);
    expect(validateIdentification("1234567A", "digits-8-12")).toEqual(invalid);
  });

  it("digits-8-12: ignores the dots of a point mask", () => {
    expect(validateIdentification("12.345.678", "digits-8-12")).toBeNull();
  });

  it("alphanumeric-5-12 (international): required", () => {
    expect(validateIdentification("  ", "alphanumeric-5-12")).toEqual(required);
  });

  it("alphanumeric-5-12: 5 to 12 letters or digits, boundaries included", () => {
    expect(validateIdentification("AB12", "alphanumeric-5-12")).toEqual(invalid);
    expect(validateIdentification("AB123", "alphanumeric-5-12")).toBeNull();
    expect(validateIdentification("AB1234567890", "alphanumeric-5-12")).toBeNull();
    expect(validateIdentification("AB12345678901", "alphanumeric-5-12")).toEqual(invalid);
    expect(validateIdentification("AB-123", "alphanumeric-5-12")).toEqual(invalid);
  });

  it("required: any non-empty value", () => {
    expect(validateIdentification("", "required")).toEqual(required);
    expect(validateIdentification("x", "required")).toBeNull();
  });
});
