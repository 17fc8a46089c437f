import type { ProductItem } from "@qs/domain/product";
import { describe, expect, it, vi } from "vitest";
import {
  buildPlanRequest,
  displayIdentification,
  emptyRequestForm,
  validateRequestForm,
  WRONG_PRICE_MESSAGE,
} from "./request-rules";

const valid = {
  nombre: "Ana Pérez",
  identificacion: "1020304050",
  email: "ana@example.com",
  telefono: "300 123 4567",
  agree: true,
};
const product = { id: 7, productCode: "P-7", displayName: "Plan", price: { minPrice: 120000 } };

describe("request form", () => {
  it("asks for every field and the consent", () => {
    expect(validateRequestForm(emptyRequestForm, "digits-8-12")).toEqual({
      nombre: "campo requerido",
      identificacion: "campo requerido",
      email: "campo requerido",
      telefono: "campo requerido",
      agree: "Debes aceptar los términos y condiciones para enviar tu solicitud",
    });
    expect(validateRequestForm(valid, "digits-8-12")).toEqual({});
  });

  it("refuses a bad name, e-mail and phone with the API's messages", () => {
    const errors = validateRequestForm(
      { ...valid, nombre: "A1", email: "ana@", telefono: "12345" },
      "digits-8-12",
    );
    expect(errors.nombre).toBe(
      "Ingresa un nombre válido: al menos 2 letras, solo letras, espacios y guiones",
    );
    expect(errors.email).toBe("Ingresa un correo electrónico válido");
    expect(errors.telefono).toBe("Ingresa un teléfono válido");
  });

  it("checks the identification by the country's rule", () => {
    expect(validateRequestForm({ ...valid, identificacion: "1234567" }, "digits-8-12")).toEqual({
      identificacion: "Número de identificación inválido",
    });
    expect(validateRequestForm({ ...valid, identificacion: "12.345.678-0" }, "rut")).toEqual({
      identificacion: "RUT inválido",
    });
    expect(validateRequestForm({ ...valid, identificacion: "12.345.678-5" }, "rut")).toEqual({});
  });

  it("shows a Chilean RUT dotted and dashed; other ids as typed", () => {
    expect(displayIdentification("123456785", "rut")).toBe("12.345.678-5");
    expect(displayIdentification("1020304050", "digits-8-12")).toBe("1020304050");
  });
});

describe("plan request body", () => {
  it("carries origin, isInternalTraffic, the product and the cleaned phone", () => {
    const body = buildPlanRequest({
      values: valid,
      rule: "digits-8-12",
      product: product as ProductItem,
      origin: "/EPS/x/y/Solicitar",
      isInternalTraffic: true,
    });
    expect(body).toMatchObject({
      nombre: "Ana Pérez",
      rutsolicitud: "1020304050",
      telefono: "3001234567",
      agree: true,
      origin: "/EPS/x/y/Solicitar",
      isInternalTraffic: true,
      productId: 7,
      productCode: "P-7",
      price: 120000,
    });
  });

  it("logs a missing or zero price and still builds the request", () => {
    for (const price of [undefined, { minPrice: 0 }]) {
      const log = vi.fn();
      const body = buildPlanRequest({
        values: { ...valid, identificacion: "123456785" },
        rule: "rut",
        product: { ...product, price } as ProductItem,
        origin: "/Seguros/a/b",
        isInternalTraffic: false,
        log,
      });
      expect(log).toHaveBeenCalledWith(WRONG_PRICE_MESSAGE);
      expect(body.rutsolicitud).toBe("12.345.678-5");
    }
  });
});
