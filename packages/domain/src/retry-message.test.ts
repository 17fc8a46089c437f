import { describe, expect, it } from "vitest";
import {
  organizationsRetryMessage,
  RETRY_ATTEMPTS,
  RETRY_DELAY_MS,
  RETRY_MESSAGES,
  retryExhaustedMessage,
  UF_RETRY_DELAY_MS,
} from "./retry-message";

describe("retry messages", () => {
  it("fills n in the retry-exhausted message", () => {
    expect(retryExhaustedMessage(5)).toBe(
      "Se ha sobrepasado el limite de intentos (5), Intente mas tarde.",
    );
  });

  it("n defaults to the 3 attempts", () => {
    expect(retryExhaustedMessage()).toBe(
      "Se ha sobrepasado el limite de intentos (3), Intente mas tarde.",
    );
  });

  it("retries 3 times, 1.5 s apart; the UF value 1 s apart", () => {
    expect(RETRY_ATTEMPTS).toBe(3);
    expect(RETRY_DELAY_MS).toBe(1500);
    expect(UF_RETRY_DELAY_MS).toBe(1000);
  });

  it("fills the organization type", () => {
    expect(organizationsRetryMessage("EPS")).toBe(
      "Error al obtener las organizaciones de tipo EPS",
    );
  });

  it("has the texts of the spec", () => {
    expect(Object.values(RETRY_MESSAGES)).toEqual([
      "Error al obtener las organizaciones de tipo {type}",
      "Error al obtener los paises",
      "Error al obtener las regiones",
      "Error al obtener los sectores laborales",
      "Error al obtener resumen de coberturas",
      "Error al obtener el precio del producto para el perfil",
      "Error al obtener los comparadores",
      "Error al obtener el valor de la UF",
    ]);
  });
});
