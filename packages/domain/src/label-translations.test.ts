import { describe, expect, it } from "vitest";
import { labelTranslationsSchema, localizeLabels } from "./label-translations";

const menu = [
  {
    label: "Salud",
    url: "/Comparar",
    translations: { en: { label: "Health" }, pt: { label: "Saúde" } },
    children: [
      {
        label: "Pólizas de Salud",
        url: "/Comparar/Polizas-de-Salud",
        translations: { en: { label: "Health Insurance Policies" } },
      },
      { label: "EPS", url: "/Comparar/EPS" },
    ],
  },
];

describe("localizeLabels", () => {
  it("answers each entry in the language asked, nested entries included, without the translations", () => {
    expect(localizeLabels(menu, "en")).toEqual([
      {
        label: "Health",
        url: "/Comparar",
        children: [
          { label: "Health Insurance Policies", url: "/Comparar/Polizas-de-Salud" },
          { label: "EPS", url: "/Comparar/EPS" },
        ],
      },
    ]);
  });

  it("keeps the Spanish text of an entry without a translation in that language", () => {
    const [health] = localizeLabels(menu, "pt");
    expect(health?.label).toBe("Saúde");
    expect(health?.children?.[0]?.label).toBe("Pólizas de Salud");
  });

  it("in Spanish drops the translations and changes nothing else", () => {
    expect(localizeLabels(menu, "es")).toEqual([
      {
        label: "Salud",
        url: "/Comparar",
        children: [
          { label: "Pólizas de Salud", url: "/Comparar/Polizas-de-Salud" },
          { label: "EPS", url: "/Comparar/EPS" },
        ],
      },
    ]);
  });

  it("replaces only text fields the entry has, and never blank or non-text values", () => {
    const entry = {
      displayName: "Gato, 0-1 años",
      id: 7,
      translations: { en: { displayName: " ", id: "x", description: "Cats" } },
    };
    expect(localizeLabels(entry, "en")).toEqual({ displayName: "Gato, 0-1 años", id: 7 });
  });

  it("leaves values without translations as they are", () => {
    expect(localizeLabels({ a: [1, "b", null], c: { d: true } }, "en")).toEqual({
      a: [1, "b", null],
      c: { d: true },
    });
    expect(localizeLabels(null, "pt")).toBeNull();
  });
});

describe("labelTranslationsSchema", () => {
  it("takes English and Portuguese texts by field", () => {
    expect(
      labelTranslationsSchema.parse({ en: { label: "Health" }, pt: { label: "Saúde" } }),
    ).toEqual({ en: { label: "Health" }, pt: { label: "Saúde" } });
  });

  it("refuses Spanish (the label itself), another language and blank texts", () => {
    expect(labelTranslationsSchema.safeParse({ es: { label: "Salud" } }).success).toBe(false);
    expect(labelTranslationsSchema.safeParse({ fr: { label: "Santé" } }).success).toBe(false);
    expect(labelTranslationsSchema.safeParse({ en: { label: "  " } }).success).toBe(false);
  });
});
