import { createI18n } from "@qs/i18n/create-i18n";
import { messages as english } from "@qs/i18n/locales/en/index";
import { messages as portuguese } from "@qs/i18n/locales/pt/index";
import { describe, expect, it } from "vitest";
import { priceLabelText, pricePeriodText } from "./price-label";

const t = (language: "es" | "en" | "pt") =>
  createI18n(language, undefined, { en: english, pt: portuguese }).t;

describe("price labels", () => {
  it("keep the spec's Spanish: '/mes', the other periods and ' p/empl'", () => {
    expect(priceLabelText("$120.000", {}, t("es"))).toBe("$120.000/mes");
    expect(priceLabelText("0,85 UF", { paymentMode: "Mensual" }, t("es"))).toBe("0,85 UF/mes");
    expect(priceLabelText("$95.000", { paymentMode: 6 }, t("es"))).toBe("$95.000/semestre");
    expect(priceLabelText("$95.000", { collective: "perEmployee" }, t("es"))).toBe(
      "$95.000/mes p/empl",
    );
    expect(priceLabelText("$950.000", { collective: "total" }, t("es"))).toBe("$950.000/mes Total");
    expect(pricePeriodText(12, t("es"))).toBe("/año");
  });

  it("are written in the page's language", () => {
    expect(priceLabelText("$98,000", {}, t("en"))).toBe("$98,000/month");
    expect(priceLabelText("$125,700", { collective: "perEmployee" }, t("en"))).toBe(
      "$125,700/month per employee",
    );
    expect(priceLabelText("$98.000", { paymentMode: "anual" }, t("pt"))).toBe("$98.000/ano");
    expect(pricePeriodText(undefined, t("pt"))).toBe("/mês");
  });
});
