import { describe, expect, it } from "vitest";
import {
  ALLOWED_UPLOAD_TYPES,
  truncateNumericField,
  validateContactName,
  validateCountryCode,
  validateDigits,
  validateDownloadEmail,
  validateEmail,
  validateHexColor,
  validateIsoTimestamp,
  validateName,
  validatePassword,
  validatePhone,
  validatePhoneDigits,
  validatePolicyNumber,
  validatePonderation,
  validatePositiveDecimal,
  validateReferralEmail,
  validateRequired,
  validateSamplingPercentage,
  validateUploadType,
} from "./validators";

describe("validateRequired", () => {
  it("rejects empty and blank values with 'campo requerido'", () => {
    expect(validateRequired("")).toEqual({ key: "required", message: "campo requerido" });
    expect(validateRequired("   ")?.key).toBe("required");
    expect(validateRequired("a")).toBeNull();
  });
});

describe("validateEmail", () => {
  it("accepts letters, digits and ._%+- in the local part", () => {
    expect(validateEmail("ana.maria_1%+x-y@dominio.cl")).toBeNull();
  });

  it("accepts a local part of 64 characters and rejects 65", () => {
    expect(validateEmail(`${"a".repeat(64)}@dominio.com`)).toBeNull();
    expect(validateEmail(`${"a".repeat(65)}@dominio.com`)?.key).toBe("invalidEmail");
  });

  it("requires an @ and a domain", () => {
    expect(validateEmail("ana.dominio.com")?.key).toBe("invalidEmail");
    expect(validateEmail("ana@.com")?.key).toBe("invalidEmail");
    expect(validateEmail("@dominio.com")?.key).toBe("invalidEmail");
  });

  it("requires a top-level part of at least 2 letters", () => {
    expect(validateEmail("ana@dominio.co")).toBeNull();
    expect(validateEmail("ana@dominio.c")?.key).toBe("invalidEmail");
    expect(validateEmail("ana@dominio.c0")?.key).toBe("invalidEmail");
  });

  it("rejects other characters in the local part with the chat pre-form message", () => {
    expect(validateEmail("an a@dominio.com")).toEqual({
      key: "invalidEmail",
      message: "Por favor, ingrese su dirección de correo electrónico válido",
    });
  });
});

describe("validateName", () => {
  it("accepts letters, spaces and hyphens", () => {
    expect(validateName("José Pérez-Soto")).toBeNull();
  });

  it("requires at least 2 letters", () => {
    expect(validateName("Jo")).toBeNull();
    expect(validateName("J")?.key).toBe("invalidName");
    expect(validateName("J -")?.key).toBe("invalidName");
  });

  it("rejects digits and other symbols", () => {
    expect(validateName("Ana2")?.key).toBe("invalidName");
    expect(validateName("O'Neil")?.key).toBe("invalidName");
  });
});

describe("validatePhoneDigits", () => {
  it("gives nominimo for fewer than 11 digits", () => {
    expect(validatePhoneDigits("5691234567")?.key).toBe("nominimo");
    expect(validatePhoneDigits("56912345678")).toBeNull();
  });

  it("accepts digits only", () => {
    expect(validatePhoneDigits("+56912345678")?.key).toBe("onlyDigits");
  });
});

describe("validatePhone", () => {
  it("accepts an optional +, 1 to 3 digits, then 7 to 14 digits", () => {
    expect(validatePhone("+56912345678")).toBeNull();
    expect(validatePhone("56912345678")).toBeNull();
  });

  it("needs at least 8 digits (1 + 7) and at most 17 (3 + 14)", () => {
    expect(validatePhone("12345678")).toBeNull();
    expect(validatePhone("1234567")?.key).toBe("invalidPhone");
    expect(validatePhone(`+${"1".repeat(17)}`)).toBeNull();
    expect(validatePhone(`+${"1".repeat(18)}`)?.key).toBe("invalidPhone");
  });

  it("rejects letters and separators", () => {
    expect(validatePhone("+56 9123 4567")?.key).toBe("invalidPhone");
  });
});

describe("validatePassword", () => {
  const formMessage =
    "La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.";

  it("accepts 8 to 12 characters with lower, upper, digit and special", () => {
    expect(validatePassword("Abcdef1!")).toBeNull();
    expect(validatePassword("Abcdefghi1!x")).toBeNull();
  });

  it("rejects fewer than 8 or more than 12 characters", () => {
    expect(validatePassword("Abcde1!")?.key).toBe("passwordLength");
    expect(validatePassword("Abcdefghi1!xy")?.key).toBe("passwordLength");
  });

  it("gives INVALID_PASSWORD_FORM when a character class is missing", () => {
    const expected = { key: "INVALID_PASSWORD_FORM", message: formMessage };
    expect(validatePassword("abcdef1!")).toEqual(expected);
    expect(validatePassword("ABCDEF1!")).toEqual(expected);
    expect(validatePassword("Abcdefg!")).toEqual(expected);
    expect(validatePassword("Abcdefg1")).toEqual(expected);
  });
});

describe("validatePolicyNumber", () => {
  it("accepts alphabetic or digit groups separated by hyphens", () => {
    expect(validatePolicyNumber("12345")).toBeNull();
    expect(validatePolicyNumber("POL-2024-001")).toBeNull();
  });

  it("rejects mixed groups, empty groups and other separators", () => {
    expect(validatePolicyNumber("A1-2")?.key).toBe("invalidPolicyNumber");
    expect(validatePolicyNumber("POL--1")?.key).toBe("invalidPolicyNumber");
    expect(validatePolicyNumber("POL-")?.key).toBe("invalidPolicyNumber");
    expect(validatePolicyNumber("POL 1")?.key).toBe("invalidPolicyNumber");
  });
});

describe("validateContactName", () => {
  it("accepts letters with accents, spaces, apostrophes and hyphens", () => {
    expect(validateContactName("María José O'Higgins-Núñez")).toBeNull();
  });

  it("rejects digits and other symbols", () => {
    expect(validateContactName("María 2")?.key).toBe("invalidContactName");
    expect(validateContactName("Ana_B")?.key).toBe("invalidContactName");
  });
});

describe("validateCountryCode", () => {
  it("requires '+' followed by digits", () => {
    expect(validateCountryCode("+56")).toBeNull();
    expect(validateCountryCode("56")?.key).toBe("invalidCountryCode");
    expect(validateCountryCode("+")?.key).toBe("invalidCountryCode");
    expect(validateCountryCode("+5a")?.key).toBe("invalidCountryCode");
  });
});

describe("validatePositiveDecimal", () => {
  it("accepts positive integers and decimals", () => {
    expect(validatePositiveDecimal("12")).toBeNull();
    expect(validatePositiveDecimal("0.5")).toBeNull();
  });

  it("rejects zero, negatives and malformed numbers", () => {
    expect(validatePositiveDecimal("0")?.key).toBe("invalidDecimal");
    expect(validatePositiveDecimal("-1")?.key).toBe("invalidDecimal");
    expect(validatePositiveDecimal("1.")?.key).toBe("invalidDecimal");
    expect(validatePositiveDecimal("1,5")?.key).toBe("invalidDecimal");
  });
});

describe("validateDigits", () => {
  it("accepts digits only", () => {
    expect(validateDigits("0123")).toBeNull();
    expect(validateDigits("12a")?.key).toBe("onlyDigits");
    expect(validateDigits("1.2")?.key).toBe("onlyDigits");
  });
});

describe("validateIsoTimestamp", () => {
  it("accepts ISO timestamps in UTC or with an offset", () => {
    expect(validateIsoTimestamp("2024-05-01T10:00:00Z")).toBeNull();
    expect(validateIsoTimestamp("2024-05-01T10:00:00.123-04:00")).toBeNull();
  });

  it("rejects other date forms", () => {
    expect(validateIsoTimestamp("01/05/2024")?.key).toBe("invalidDate");
    expect(validateIsoTimestamp("2024-13-01T10:00:00Z")?.key).toBe("invalidDate");
  });
});

describe("validateHexColor", () => {
  it("accepts 3 or 6 hex digits", () => {
    expect(validateHexColor("#fff")).toBeNull();
    expect(validateHexColor("#00A1FF")).toBeNull();
    expect(validateHexColor("abc")).toBeNull();
  });

  it("rejects other lengths and non-hex digits with 'Invalid HEX color.'", () => {
    const expected = { key: "invalidHexColor", message: "Invalid HEX color." };
    expect(validateHexColor("#ffff")).toEqual(expected);
    expect(validateHexColor("#12345")).toEqual(expected);
    expect(validateHexColor("#gggggg")).toEqual(expected);
    expect(validateHexColor("")).toEqual(expected);
  });
});

describe("validateSamplingPercentage", () => {
  it("accepts 0 <= percentage <= 100, boundaries included", () => {
    expect(validateSamplingPercentage(0)).toBeNull();
    expect(validateSamplingPercentage(100)).toBeNull();
    expect(validateSamplingPercentage(7.5)).toBeNull();
  });

  it("rejects values outside the range with the spec message", () => {
    const expected = {
      key: "invalidPercentage",
      message: "Debe especificar un porcentaje: 0 <= porcentaje <= 100",
    };
    expect(validateSamplingPercentage(-0.1)).toEqual(expected);
    expect(validateSamplingPercentage(100.1)).toEqual(expected);
    expect(validateSamplingPercentage(Number.NaN)).toEqual(expected);
  });
});

describe("validateUploadType", () => {
  it("lists exactly the allowed types", () => {
    expect([...ALLOWED_UPLOAD_TYPES]).toEqual([
      "pdf",
      "doc",
      "docx",
      "jpg",
      "jpeg",
      "png",
      "heic",
      "html",
      "eml",
      "xls",
      "xlsx",
      "csv",
    ]);
  });

  it("accepts every allowed extension in any case", () => {
    for (const type of ALLOWED_UPLOAD_TYPES) {
      expect(validateUploadType(`documento.${type}`)).toBeNull();
      expect(validateUploadType(`DOCUMENTO.${type.toUpperCase()}`)).toBeNull();
    }
  });

  it("rejects other extensions and names without one", () => {
    expect(validateUploadType("script.exe")?.key).toBe("invalidFileType");
    expect(validateUploadType("archivo.pdf.zip")?.key).toBe("invalidFileType");
    expect(validateUploadType("pdf")?.key).toBe("invalidFileType");
  });
});

describe("validatePonderation", () => {
  it("accepts numbers from 0 to 1, boundaries included", () => {
    expect(validatePonderation(0)).toBeNull();
    expect(validatePonderation(1)).toBeNull();
    expect(validatePonderation("0.75")).toBeNull();
  });

  it("rejects numbers outside 0-1 and text", () => {
    expect(validatePonderation(-0.01)?.key).toBe("invalidPonderation");
    expect(validatePonderation(1.01)?.key).toBe("invalidPonderation");
    expect(validatePonderation("abc")?.key).toBe("invalidPonderation");
  });
});

describe("truncateNumericField", () => {
  it("keeps at most 3 digits", () => {
    expect(truncateNumericField("12345")).toBe("123");
    expect(truncateNumericField("0.1234")).toBe("0.12");
    expect(truncateNumericField("12")).toBe("12");
  });
});

describe("validateReferralEmail", () => {
  it("accepts up to 50 characters and rejects 51", () => {
    const fifty = `${"a".repeat(38)}@dominio.com`;
    expect(fifty).toHaveLength(50);
    expect(validateReferralEmail(fifty, { required: true })).toBeNull();
    expect(validateReferralEmail(`a${fifty}`, { required: true })?.key).toBe("maxlength");
  });

  it("is required only when the dialog cannot be closed", () => {
    expect(validateReferralEmail("", { required: true })?.key).toBe("required");
    expect(validateReferralEmail("", { required: false })).toBeNull();
  });

  it("must be a valid e-mail", () => {
    expect(validateReferralEmail("ana@", { required: false })?.key).toBe("invalidEmail");
  });
});

describe("validateDownloadEmail", () => {
  it("is required: 'El correo electrónico es obligatorio'", () => {
    expect(validateDownloadEmail("")).toEqual({
      key: "required",
      message: "El correo electrónico es obligatorio",
    });
  });

  it("must be valid: 'Ingresa un correo electrónico válido'", () => {
    expect(validateDownloadEmail("ana@dominio")).toEqual({
      key: "email",
      message: "Ingresa un correo electrónico válido",
    });
    expect(validateDownloadEmail("ana@dominio.cl")).toBeNull();
  });
});
