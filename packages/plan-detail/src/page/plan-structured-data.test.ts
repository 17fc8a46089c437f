import type { ProductItem } from "@qs/domain/product";
import { describe, expect, it } from "vitest";
import { planStructuredData } from "./plan-structured-data";

const url = "https://co.example/Seguros/Seguros-Andinos/Salud-Esencial";
const config = { currencies: [{ code: "COP", symbol: "$", decimals: 0 }] };
const addresses = (path: string) => ({ canonical: `https://co.example${path}` });
const product = {
  id: 1001,
  displayName: "Salud Esencial",
  productCode: "AND-ESENCIAL",
  price: { minPrice: 120000 },
  organization: { id: 101, displayName: "Seguros Andinos" },
} as ProductItem;

describe("planStructuredData", () => {
  it("states when the plan's data last changed as the dateModified of its page", () => {
    const [plan] = planStructuredData(
      { ...product, updatedAt: "2026-11-24T15:30:00.000Z" },
      config,
      url,
      addresses as never,
    );
    expect(plan?.["@type"]).toBe("Product");
    expect(plan?.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": url,
      url,
      dateModified: "2026-11-24T15:30:00.000Z",
    });
  });

  it("leaves the date out when the answer carries none", () => {
    const [plan] = planStructuredData(product, config, url, addresses as never);
    expect(plan).not.toHaveProperty("mainEntityOfPage");
    expect(JSON.stringify(plan)).not.toContain("dateModified");
  });

  it("prices the offer in the price's own unit: UF as CLF on a Chilean Isapre plan, USD/Año as USD", () => {
    const chile = { currencies: [{ code: "CLP", symbol: "$", decimals: 0 }] };
    const offer = (item: ProductItem) =>
      planStructuredData(item, chile, url, addresses as never)[0]?.offers as Record<
        string,
        unknown
      >;
    expect(
      offer({ ...product, price: { minPrice: 2.41, unit: { code: "UF" } } } as ProductItem),
    ).toMatchObject({ price: 2.41, priceCurrency: "CLF" });
    expect(
      offer({ ...product, price: { minPrice: 1200, unit: { code: "USD/Año" } } } as ProductItem),
    ).toMatchObject({ priceCurrency: "USD" });
    expect(
      offer({ ...product, price: { minPrice: 45000, unit: { code: "CLP" } } } as ProductItem),
    ).toMatchObject({ priceCurrency: "CLP" });
    expect(offer(product)).toMatchObject({ priceCurrency: "CLP" });
  });
});
