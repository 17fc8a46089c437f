import i18next, { type i18n } from "i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "./create-i18n";
import { messages as english } from "./locales/en/index";
import { messages as spanish } from "./locales/es/index";
import { messages as portuguese } from "./locales/pt/index";

const ALL = { es: spanish, en: english, pt: portuguese };

/** The same texts through i18next as it comes: the reference the shortcut must equal. */
function libraryInstance(language: "es" | "en" | "pt"): i18n {
  const instance = i18next.createInstance();
  instance.init({
    lng: language,
    fallbackLng: "es",
    supportedLngs: ["es", "en", "pt"],
    resources: Object.fromEntries(
      Object.entries(ALL).map(([lng, messages]) => [lng, { translation: messages }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Every text's key, with the plural suffixes folded into the key a component asks for. */
function keysOf(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === "string"
      ? [`${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, "")}`]
      : keysOf(value as object, `${prefix}${name}.`),
  );
}

const KEYS = [...new Set(keysOf(spanish))];
/** Values every text may interpolate; a text ignores the ones it does not name. */
const VALUES = { count: 3, min: 18, email: "ana@example.com", name: "Ana", amount: "$1.000" };

describe("the fixed t components receive", () => {
  for (const language of ["es", "en", "pt"] as const) {
    it(`gives every ${language} text as i18next's own fixed t does, with and without values`, () => {
      const ours = createI18n(language, undefined, ALL);
      const reference = libraryInstance(language);
      const fast = ours.getFixedT(language, "translation");
      const slow = reference.getFixedT(language, "translation");
      expect(KEYS.length).toBeGreaterThan(500);
      for (const key of KEYS) {
        expect(fast(key), key).toBe(slow(key));
        expect(fast(key, VALUES), key).toBe(slow(key, VALUES));
        expect(fast(key, { count: 1 }), key).toBe(slow(key, { count: 1 }));
      }
    });
  }

  it("follows a call's own language, namespace or default value as i18next does", () => {
    const ours = createI18n("es", undefined, ALL);
    const reference = libraryInstance("es");
    const fast = ours.getFixedT(null, "translation");
    const slow = reference.getFixedT(null, "translation");
    expect(fast("header.contact", { lng: "en" })).toBe(slow("header.contact", { lng: "en" }));
    expect(fast("header.contact", { lng: "en" })).not.toBe(fast("header.contact"));
    expect(fast("no.such.key", { defaultValue: "Otro texto" })).toBe("Otro texto");
    expect(fast("no.such.key", "Otro texto")).toBe(slow("no.such.key", "Otro texto"));
    expect(fast(["no.such.key", "header.contact"])).toBe(slow(["no.such.key", "header.contact"]));
  });

  it("answers in the language it was fixed to after the instance changes language", async () => {
    const ours = createI18n("es", undefined, ALL);
    const spanishT = ours.getFixedT("es");
    await ours.changeLanguage("en");
    expect(spanishT("header.contact")).toBe(spanish.header.contact);
    expect(ours.getFixedT("en")("header.contact")).toBe(english.header.contact);
    expect(ours.getFixedT("en")("header.contact")).not.toBe(spanish.header.contact);
  });

  it("keeps a key prefix", () => {
    const ours = createI18n("es", undefined, ALL);
    expect(ours.getFixedT("es", null, "header")("contact")).toBe(spanish.header.contact);
  });
});
