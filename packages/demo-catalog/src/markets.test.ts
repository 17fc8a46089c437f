import { describe, expect, it } from "vitest";
import { formatAmount, roundPrice, urlSegment } from "./markets";

describe("urlSegment", () => {
  it("drops accents, joins words with hyphens and removes other signs", () => {
    expect(urlSegment("Cóndor Salud Básica")).toBe("Condor-Salud-Basica");
    expect(urlSegment("Orbis Mundial sin EE. UU.")).toBe("Orbis-Mundial-sin-EE-UU");
    expect(urlSegment("Atlántica Global Premier · Deducible US$ 1.000")).toBe(
      "Atlantica-Global-Premier-Deducible-US-1000",
    );
  });
});

describe("roundPrice", () => {
  it("rounds Colombian pesos to the hundred, Chilean pesos to the ten, other units to cents", () => {
    expect(roundPrice(184_349, "COP")).toBe(184_300);
    expect(roundPrice(12_994, "CLP")).toBe(12_990);
    expect(roundPrice(2.3456, "UF")).toBe(2.35);
    expect(roundPrice(189.904, "PEN")).toBe(189.9);
    expect(roundPrice(412.356, "USD")).toBe(412.36);
  });
});

describe("formatAmount", () => {
  it("writes amounts as each market reads them", () => {
    expect(formatAmount(1_250_000, "COP")).toBe("$ 1.250.000");
    expect(formatAmount(2.35, "UF")).toBe("UF 2,35");
    expect(formatAmount(189.9, "PEN")).toBe("S/ 189,90");
    expect(formatAmount(1000, "USD")).toBe("US$ 1.000");
    expect(formatAmount(90, "%")).toBe("90%");
  });
});
