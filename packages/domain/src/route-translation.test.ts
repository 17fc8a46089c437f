import { describe, expect, it } from "vitest";
import { alternateUrlsSchema, routeTranslationTableSchema } from "./route-translation";

describe("routeTranslationTableSchema", () => {
  it("parses a code per language by key", () => {
    const parsed = routeTranslationTableSchema.parse({
      "routes.Comparar": { es: "Comparar", en: "Compare", pt: "Comparar" },
      "routes.contacto": { es: "contacto" },
    });
    expect(parsed["routes.Comparar"]?.en).toBe("Compare");
  });

  it("refuses an entry without the Spanish code", () => {
    const result = routeTranslationTableSchema.safeParse({ "routes.Comparar": { en: "Compare" } });
    expect(result.error?.issues[0]?.path).toEqual(["routes.Comparar", "es"]);
  });
});

describe("alternateUrlsSchema", () => {
  it("accepts the site languages only", () => {
    expect(alternateUrlsSchema.safeParse({ es: "/Comparar", en: "/EN/Compare" }).success).toBe(
      true,
    );
    expect(alternateUrlsSchema.safeParse({ fr: "/FR/Comparer" }).success).toBe(false);
  });
});
