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
    const i18n = createI18n("es");
    expect(i18n.t("home.title", { country: "Perú" })).toBe(
      "Compara planes de salud y seguros en Perú",
    );
    const portuguese = createI18n("pt", undefined, { pt: await loadMessages("pt") });
    expect(portuguese.t("header.clientPortal")).toBe("Portal Clientes");
  });
});
