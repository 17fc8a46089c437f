import { describe, expect, it } from "vitest";
import { computeRutCheckDigit, formatRut, toCompactRut, validateRut } from "./rut";

const invalidRut = { key: "invalidRut", message: "RUT inválido" };

describe("validateRut", () => {
  it("accepts a RUT with a correct modulo-11 check digit, dotted, dashed or plain", () => {
    expect(validateRut("12.345.678-5")).toBeNull();
    expect(validateRut("12345678-5")).toBeNull();
    expect(validateRut("123456785")).toBeNull();
  });

  it("rejects a wrong check digit with the key invalidRut", () => {
    expect(validateRut("12.345.678-4")).toEqual(invalidRut);
  });

  it("accepts K (either case) as the check digit standing for 10", () => {
    expect(validateRut("10.000.013-K")).toBeNull();
    expect(validateRut("10000013-k")).toBeNull();
    expect(validateRut("10000013-0")).toEqual(invalidRut);
  });

  it("uses 0 as the check digit when 11 - (sum mod 11) is 11", () => {
    expect(validateRut("10.000.004-0")).toBeNull();
  });

  it("requires at least 7 characters", () => {
    expect(validateRut("1234-3")).toEqual(invalidRut);
    expect(validateRut("1.234-3")).toBeNull();
  });

  it("accepts a body of 4 to 9 digits and rejects 10", () => {
    expect(validateRut("123.456.789-2")).toBeNull();
    expect(validateRut("1234567890-3")).toEqual(invalidRut);
  });

  it("rejects a body starting with 0 even when the check digit matches", () => {
    expect(validateRut("012345678-5")).toEqual(invalidRut);
  });

  it("rejects letters other than K", () => {
    expect(validateRut("12.345.678-A")).toEqual(invalidRut);
    expect(validateRut("12a45678-5")).toEqual(invalidRut);
  });

  it("leaves an empty value to the required rule", () => {
    expect(validateRut("")).toBeNull();
    expect(validateRut(undefined)).toBeNull();
  });
});

describe("computeRutCheckDigit", () => {
  it("computes the modulo-11 digit, K for 10 and 0 for 11", () => {
    expect(computeRutCheckDigit("12345678")).toBe("5");
    expect(computeRutCheckDigit("10000013")).toBe("K");
    expect(computeRutCheckDigit("10000004")).toBe("0");
  });
});

describe("formatRut", () => {
  it("shows the RUT with dots and a dash", () => {
    expect(formatRut("123456785")).toBe("12.345.678-5");
    expect(formatRut("12345678-5")).toBe("12.345.678-5");
    expect(formatRut("1234-3")).toBe("1.234-3");
  });

  it("upper-cases a K check digit", () => {
    expect(formatRut("10000013k")).toBe("10.000.013-K");
  });

  it("returns a single character unchanged", () => {
    expect(formatRut("5")).toBe("5");
  });
});

describe("toCompactRut", () => {
  it("writes a RUT as body-digit without dots, the check digit upper-case", () => {
    expect(toCompactRut("12.345.678-5")).toBe("12345678-5");
    expect(toCompactRut("10000013k")).toBe("10000013-K");
  });
});
