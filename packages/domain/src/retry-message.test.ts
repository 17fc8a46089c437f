import { describe, expect, it } from "vitest";
import { organizationsRetryMessage, RETRY_MESSAGES, retryExhaustedMessage } from "./retry-message";

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
