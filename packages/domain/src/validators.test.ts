import { describe, expect, it } from "vitest";
import { ALLOWED_UPLOAD_TYPES, validateEmail, validateRequired } from "./validators";

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
});
