import { describe, expect, it } from "vitest";
import { productItemSchema } from "./product";
import { salesChannelListSchema } from "./sales-channel";

const product = {
  id: 2434,
  displayName: "Plan Salud Global",
  name: "PLAN_SALUD_GLOBAL",
  productCode: "QPS230",
  url: "Plan-Salud-Global",
  description: "Cobertura nacional",
  isNew: false,
  availableFrom: "2025-01-15",
  isActive: true,
  exclusive: false,
  isPromoted: true,
  score: 9.2,
  distance: 8.7,
  price: {
    minPrice: 185000,
    maxPrice: 240000,
    unit: { id: 3, code: "COP" },
    paymentMode: "Mensual",
  },
  priceRange: { from: 185000, unit: { code: "COP" } },
  coverages: [
    {
      name: "Hospitalización",
      amounts: { percentage: { minAmount: 80, maxAmount: 100, unit: { code: "%" } } },
    },
  ],
  organization: { id: 12, displayName: "Sura", metadata: { url: "Sura", typeAlias: "EPS" } },
  insuranceType: {
    id: 7,
    name: "MEDICINA PREPAGADA",
    displayName: "Medicina Prepagada",
    upperType: { name: "SALUD", displayName: "Salud" },
  },
  insuranceMetadata: {
    salesChannel: ["online", "ejecutivo"],
    url: "https://aseguradora.example.com/plan",
    seoTitle: "Plan Salud Global",
    metadata: {
      logo: "https://cdn.example.com/sura.png",
      salesChannel: "online",
      isPopular: true,
      hasOffer: true,
      modality: "preferente",
      minsubscribers: 5,
      price_detail: { label: "Desde", age_range: "18-65" },
      annual_benefit_maximum: { amount: 50000, currency_code: "USD" },
      detailGtm: { event: "view_item" },
    },
  },
  evaluations: [{ score: 9.7, evaluationType: "coverage_score" }],
  newWindowUrl: null,
  schemaUrl: "https://queseguro.example.com/Seguros/Sura/Plan-Salud-Global",
};

describe("productItemSchema", () => {
  it("parses a complete product and turns a single sales channel into a list", () => {
    const parsed = productItemSchema.parse(product);
    expect(parsed.price?.unit?.code).toBe("COP");
    expect(parsed.insuranceMetadata?.metadata?.salesChannel).toEqual(["online"]);
    expect(parsed.insuranceMetadata?.salesChannel).toEqual(["online", "ejecutivo"]);
    expect(parsed.coverages?.[0]?.amounts?.percentage?.maxAmount).toBe(100);
  });

  it("accepts a product with only id and displayName, keeping unknown fields", () => {
    const parsed = productItemSchema.parse({ id: 1, displayName: "Plan", quantity: 2 });
    expect(parsed).toEqual({ id: 1, displayName: "Plan", quantity: 2 });
  });

  it("accepts an ISO date-time for availableFrom and refuses a non-ISO date", () => {
    expect(
      productItemSchema.safeParse({ ...product, availableFrom: "2025-01-15T10:00:00Z" }).success,
    ).toBe(true);
    const result = productItemSchema.safeParse({ ...product, availableFrom: "15/01/2025" });
    expect(result.error?.issues[0]?.path).toEqual(["availableFrom"]);
  });

  it("refuses a price unit without code, with the path to it", () => {
    const result = productItemSchema.safeParse({
      ...product,
      price: { minPrice: 1, unit: { id: 3 } },
    });
    expect(result.error?.issues[0]?.path).toEqual(["price", "unit", "code"]);
  });

  it("refuses a negative minimum of subscribers", () => {
    const result = productItemSchema.safeParse({
      ...product,
      insuranceMetadata: { metadata: { minsubscribers: -1 } },
    });
    expect(result.error?.issues[0]?.path).toEqual([
      "insuranceMetadata",
      "metadata",
      "minsubscribers",
    ]);
  });
});

describe("salesChannelListSchema", () => {
  it("wraps a single value and keeps a list", () => {
    expect(salesChannelListSchema.parse("online")).toEqual(["online"]);
    expect(salesChannelListSchema.parse(["a", "b"])).toEqual(["a", "b"]);
    expect(salesChannelListSchema.safeParse(3).success).toBe(false);
  });
});
