import { describe, expect, it } from "vitest";
import { translateRoute } from "./translate-route";

const table = {
  Comparar: { es: "Comparar", en: "Compare", pt: "Comparar" },
  "Polizas-de-Salud": { es: "Polizas-de-Salud", en: "Health-Policies", pt: "Apolices-de-Saude" },
  contacto: { es: "contacto", en: "contact", pt: null },
};
const languages = ["es", "en", "pt"] as const;

describe("translateRoute", () => {
  it("gives every language, the default one without prefix", () => {
    expect(translateRoute("/Comparar/Polizas-de-Salud", table, languages)).toEqual({
      es: "/Comparar/Polizas-de-Salud",
      en: "/en/Compare/Health-Policies",
      pt: "/pt/Comparar/Apolices-de-Saude",
    });
  });

  it("reads a path written in another language and drops its prefix", () => {
    expect(translateRoute("/EN/Compare", table, languages).es).toBe("/Comparar");
  });

  it("keeps segments it cannot translate and the query string", () => {
    expect(translateRoute("/Comparar/Seguros-Andinos?pagina=2", table, languages).en).toBe(
      "/en/Compare/Seguros-Andinos?pagina=2",
    );
  });

  it("falls back to Spanish where a language has no translation", () => {
    expect(translateRoute("/contacto", table, languages).pt).toBe("/pt/contacto");
  });
});
