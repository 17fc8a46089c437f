import { describe, expect, it } from "vitest";
import type { CurrencyDisplay } from "./country-config";
import {
  collectivePriceSuffix,
  formatCodedAmount,
  formatMoney,
  paymentModeMonths,
  periodicitySuffix,
  priceLabel,
  unitCurrency,
} from "./format-money";

const clp: CurrencyDisplay = { code: "CLP", symbol: "$", decimals: 0 };
const cop: CurrencyDisplay = { code: "COP", symbol: "$", decimals: 0 };
const pen: CurrencyDisplay = { code: "PEN", symbol: "S/", decimals: 2 };
const usd: CurrencyDisplay = { code: "USD", symbol: "$", decimals: 0 };
const uf: CurrencyDisplay = { code: "UF", symbol: "", decimals: 2, suffix: "UF", convertTo: "CLP" };

describe("formatMoney", () => {
  it("CLP: no decimals, symbol $", () => {
    expect(formatMoney(1234567, clp, { locale: "es-CL" })).toBe("$1.234.567");
  });

  it("COP: no decimals, symbol $, es-CO grouping with dots", () => {
    expect(formatMoney(1234567.6, cop, { locale: "es-CO" })).toBe("$1.234.568");
    expect(formatMoney(1500, cop, { locale: "es-CO" })).toBe("$1.500");
  });

  it("PEN: 2 decimals, symbol S/", () => {
    expect(formatMoney(1234.5, pen, { locale: "es-PE" })).toBe("S/ 1,234.50");
  });

  it("USD: no decimals", () => {
    expect(formatMoney(99.6, usd, { locale: "en-US" })).toBe("$100");
  });

  it("UF: 2 decimals with the unit after the amount", () => {
    expect(formatMoney(2.5, uf, { locale: "es-CL" })).toBe("2,50 UF");
  });

  it("UF: converted to CLP by a given UF value", () => {
    expect(formatMoney(2, uf, { locale: "es-CL", convert: { rate: 39214.8, to: clp } })).toBe(
      "$78.430",
    );
  });

  it("does not convert when the conversion targets another currency", () => {
    expect(formatMoney(2, uf, { locale: "es-CL", convert: { rate: 4000, to: usd } })).toBe(
      "2,00 UF",
    );
  });

  it("puts the sign before the symbol", () => {
    expect(formatMoney(-5000, clp, { locale: "es-CL" })).toBe("-$5.000");
  });
});

describe("units with a currency", () => {
  it("USD/Año, USD/V, USD/MUNDO, USD/USA and USD/LATAM are in USD", () => {
    for (const unit of ["USD/Año", "USD/V", "USD/MUNDO", "USD/USA", "USD/LATAM"]) {
      expect(unitCurrency(unit)).toBe("USD");
    }
    expect(unitCurrency("COP")).toBe("COP");
  });
});

describe("periodicity", () => {
  it("maps each periodicity to its label", () => {
    expect(periodicitySuffix(1)).toBe("/mes");
    expect(periodicitySuffix(2)).toBe("/bimestre");
    expect(periodicitySuffix(3)).toBe("/trimestre");
    expect(periodicitySuffix(4)).toBe("/cuatrimestre");
    expect(periodicitySuffix(6)).toBe("/semestre");
    expect(periodicitySuffix(12)).toBe("/año");
  });

  it("'Mensual' is '/mes'", () => {
    expect(periodicitySuffix("Mensual")).toBe("/mes");
    expect(paymentModeMonths("Mensual")).toBe(1);
  });

  it("prices are shown per month when the payment mode is missing or unknown", () => {
    expect(periodicitySuffix(undefined)).toBe("/mes");
    expect(periodicitySuffix(5)).toBe("/mes");
    expect(periodicitySuffix("Quincenal")).toBe("/mes");
  });

  it("reads months given as digits", () => {
    expect(periodicitySuffix("12")).toBe("/año");
  });
});

describe("priceLabel", () => {
  it("adds the periodicity to the formatted price", () => {
    expect(priceLabel("$95.000")).toBe("$95.000/mes");
    expect(priceLabel("$95.000", { paymentMode: 6 })).toBe("$95.000/semestre");
  });

  it("collective prices carry ' p/empl' or ' Total'", () => {
    expect(collectivePriceSuffix("perEmployee")).toBe(" p/empl");
    expect(collectivePriceSuffix("total")).toBe(" Total");
    expect(priceLabel("$95.000", { collective: "perEmployee" })).toBe("$95.000/mes p/empl");
    expect(priceLabel("$950.000", { collective: "total" })).toBe("$950.000/mes Total");
  });
});

describe("formatCodedAmount", () => {
  it("writes the currency's code before the amount, joined so a line never splits them", () => {
    expect(formatCodedAmount(1401600, "COP", "es-CL")).toBe("COP\u00a01.401.600");
    expect(formatCodedAmount(45990, "CLP", "es-CL")).toBe("CLP\u00a045.990");
    expect(formatCodedAmount(2.35, "UF", "es-CL")).toBe("UF\u00a02,35");
    expect(formatCodedAmount(3, "UF", "es-CL")).toBe("UF\u00a03,00");
    expect(formatCodedAmount(1234.5, "PEN", "es-CL")).toBe("PEN\u00a01.234,50");
    expect(formatCodedAmount(120, "USD", "es-CL")).toBe("USD\u00a0120");
  });

  it("keeps cents a currency without decimals would hide, and never shows more than two", () => {
    expect(formatCodedAmount(120.5, "USD", "es-CL")).toBe("USD\u00a0120,50");
    expect(formatCodedAmount(45990.004, "CLP", "es-CL")).toBe("CLP\u00a045.990");
  });

  it("groups and marks decimals as the page's language does", () => {
    expect(formatCodedAmount(1401600, "COP", "en")).toBe("COP\u00a01,401,600");
    expect(formatCodedAmount(1234.5, "PEN", "pt")).toBe("PEN\u00a01.234,50");
  });

  it("shows 2 decimals for a currency it does not list, and the number alone without one", () => {
    expect(formatCodedAmount(99, "EUR", "es-CL")).toBe("EUR\u00a099,00");
    expect(formatCodedAmount(1500, null, "es-CL")).toBe("1.500");
    expect(formatCodedAmount(2.5, undefined, "es-CL")).toBe("2,50");
  });
});
