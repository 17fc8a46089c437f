import { describe, expect, it } from "vitest";
import { contactRefusal, emptyContactForm, missingContactFields } from "./contact-form-rules";

describe("contact form rules", () => {
  it("asks only for the name and the e-mail before sending", () => {
    expect(missingContactFields(emptyContactForm)).toEqual({
      nombre: "campo requerido",
      email: "campo requerido",
    });
    expect(missingContactFields({ ...emptyContactForm, nombre: "Ana", email: "x" })).toEqual({});
  });

  it("reads the API's field issues beside their fields, the first message of each", () => {
    expect(
      contactRefusal({
        status: 400,
        body: {
          error: "Datos inválidos",
          issues: [
            { path: "email", message: "Ingresa un correo electrónico válido" },
            { path: "email", message: "otro" },
            { path: "telefono", message: "Ingresa un teléfono válido" },
          ],
        },
      }),
    ).toEqual({
      fields: {
        email: "Ingresa un correo electrónico válido",
        telefono: "Ingresa un teléfono válido",
      },
      form: null,
    });
  });

  it("keeps a refusal that names no field for the whole form", () => {
    expect(
      contactRefusal({
        status: 429,
        body: { error: "Demasiadas solicitudes. Intenta nuevamente en 5 minutos." },
      }),
    ).toEqual({ fields: {}, form: "Demasiadas solicitudes. Intenta nuevamente en 5 minutos." });
    expect(
      contactRefusal({
        status: 400,
        body: { error: "Datos inválidos", issues: [{ path: "", message: "Cuerpo inválido" }] },
      }),
    ).toEqual({ fields: {}, form: "Cuerpo inválido" });
  });

  it("leaves server errors and failures without an answer to the generic message", () => {
    expect(contactRefusal({ status: 503, body: { error: "x" } })).toBeNull();
    expect(contactRefusal(new TypeError("Failed to fetch"))).toBeNull();
  });
});
