import { describe, expect, it } from "vitest";
import { createI18n } from "./create-i18n";
import { messages as spanish } from "./locales/es/index";
import { spanishMessages } from "./resources";
import { loadTexts, TEXT_PARTS, withTexts } from "./texts";

describe("Spanish text parts", () => {
  it("ship apart from the listing's texts, and together make all of Spanish but the field messages", async () => {
    expect(Object.keys(spanishMessages)).not.toContain("detail");
    expect(Object.keys(spanishMessages)).not.toContain("home");
    expect(Object.keys(spanishMessages)).toContain("comparator");
    const i18n = createI18n("es");
    expect(i18n.exists("detail.tabsLabel")).toBe(false);
    // An instance made before the parts arrive gets them; one made after has them at once.
    await loadTexts(...TEXT_PARTS);
    const later = createI18n("es");
    // A form shows a shared rule's own Spanish message: Spanish never loads `validation`.
    const { validation: _fieldMessages, ...shipped } = spanish;
    for (const instance of [i18n, later]) {
      expect(instance.getResourceBundle("es", "translation")).toEqual(shipped);
    }
  });

  it("settle a lazily imported module only once its texts are in", async () => {
    const module = { Page: "page" };
    await expect(withTexts(Promise.resolve(module), "purchase")).resolves.toBe(module);
    expect(createI18n("es").t("purchase.back")).toBe("Volver");
  });
});
