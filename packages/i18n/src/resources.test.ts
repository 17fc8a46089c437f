import { describe, expect, it } from "vitest";
import { createI18n, loadLanguage } from "./create-i18n";
import { LANGUAGES } from "./languages";
import { loadMessages } from "./resources";

function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );
}

describe("resources", () => {
  it("English and Portuguese carry every Spanish key, and no empty text", async () => {
    const [es, en, pt] = await Promise.all(LANGUAGES.map(loadMessages));
    const spanish = keys(es!).sort();
    expect(keys(en!).sort()).toEqual(spanish);
    expect(keys(pt!).sort()).toEqual(spanish);
    for (const messages of [es, en, pt]) {
      for (const key of spanish) {
        const text = key
          .split(".")
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
        expect(text, key).not.toBe("");
      }
    }
  });

  it("names the comparison route through routes.Comparar once English is loaded", async () => {
    expect(createI18n("es").t("routes.Comparar")).toBe("Comparar");
    const english = createI18n("en");
    expect(english.t("routes.Comparar")).toBe("Comparar");
    await loadLanguage(english, "en");
    expect(english.t("routes.Comparar")).toBe("Compare");
    expect(english.language).toBe("en");
  });

  it("interpolates without escaping and falls back to Spanish", async () => {
    const i18n = createI18n("es", undefined, { es: await loadMessages("es") });
    expect(i18n.t("home.title", { country: "Perú" })).toBe(
      "Compara planes de salud y seguros en Perú",
    );
    const portuguese = createI18n("pt", undefined, { pt: await loadMessages("pt") });
    expect(portuguese.t("header.clientPortal")).toBe("Portal Clientes");
  });

  it("words every counted noun with the number of its count, in each language", async () => {
    const bundles = { en: await loadMessages("en"), pt: await loadMessages("pt") };
    const t = (language: "es" | "en" | "pt") => createI18n(language, undefined, bundles).t;
    expect(t("es")("comparator.minimumEmployees", { count: 1 })).toBe(
      "Plan para un mínimo de 1 empleado",
    );
    expect(t("es")("comparator.minimumEmployees", { count: 25 })).toBe(
      "Plan para un mínimo de 25 empleados",
    );
    expect(t("en")("comparator.minimumEmployees", { count: 1 })).toBe(
      "Plan for at least 1 employee",
    );
    expect(t("pt")("comparator.minimumEmployees", { count: 2 })).toBe(
      "Plano para no mínimo 2 funcionários",
    );
    expect(t("es")("yearlyCost.ageFrom", { count: 60 })).toBe("60 años o más");
    expect(t("es")("yearlyCost.ageRange", { min: 0, count: 1 })).toBe("0 a 1 año");
    expect(t("en")("yearlyCost.ageRange", { min: 18, count: 39 })).toBe("18 to 39 years");
    expect(t("es")("comparator.offerStock", { count: 1 })).toBe("Queda 1 cupo disponible");
    expect(t("es")("comparator.offerStock", { count: 4 })).toBe("Quedan 4 cupos disponibles");
    expect(t("pt")("comparator.resultsCount", { count: 1 })).toBe("1 plano encontrado");
    expect(t("en")("profile.assumptions.employees", { count: 1200, number: "1,200" })).toBe(
      "Monthly price for 1,200 employees.",
    );
  });

  it("gives every counted text both its forms in every language", async () => {
    const [es, en, pt] = await Promise.all(LANGUAGES.map(loadMessages));
    for (const messages of [es, en, pt]) {
      const all = keys(messages!);
      for (const key of all.filter((each) => each.endsWith("_one"))) {
        expect(all, key).toContain(key.replace(/_one$/, "_other"));
      }
      for (const key of all.filter((each) => each.endsWith("_other"))) {
        expect(all, key).toContain(key.replace(/_other$/, "_one"));
      }
    }
  });
});
