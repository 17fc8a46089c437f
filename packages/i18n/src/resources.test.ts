import { describe, expect, it } from "vitest";
import { createI18n } from "./create-i18n";
import { resources } from "./resources";

function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );
}

describe("resources", () => {
  it("English and Portuguese carry every Spanish key, and no empty text", () => {
    const spanish = keys(resources.es).sort();
    expect(keys(resources.en).sort()).toEqual(spanish);
    expect(keys(resources.pt).sort()).toEqual(spanish);
    for (const lang of ["es", "en", "pt"] as const) {
      for (const key of spanish) {
        const text = key
          .split(".")
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources[lang]);
        expect(text, `${lang}:${key}`).not.toBe("");
      }
    }
  });

  it("names the comparison route through routes.Comparar", () => {
    expect(createI18n("es").t("routes.Comparar")).toBe("Comparar");
    expect(createI18n("en").t("routes.Comparar")).toBe("Compare");
  });

  it("interpolates without escaping and falls back to Spanish", () => {
    const i18n = createI18n("es");
    expect(i18n.t("home.title", { country: "Perú" })).toBe(
      "Compara planes de salud y seguros en Perú",
    );
    expect(createI18n("pt").t("header.clientPortal")).toBe("Portal Clientes");
  });
});
