import type { InsurerQuality } from "@qs/domain/insurer-quality";
import type { ProductItem } from "@qs/domain/product";

/** Demonstration products for stories and component tests (Colombian catalogue shapes). */
const base = {
  isActive: true,
  price: { minPrice: 120000, unit: { id: 1, code: "COP" }, paymentMode: "Mensual" },
  priceRange: { from: 120000, unit: { id: 1, code: "COP" } },
  organization: {
    id: 101,
    displayName: "Seguros Andinos",
    type: "ASEG" as const,
    metadata: { url: "Seguros-Andinos", image: null },
  },
  insuranceType: {
    id: 11,
    name: "POLIZA DE SALUD",
    displayName: "Pólizas de Salud",
    color: "#1e88e5",
    url: "Polizas-de-Salud",
    upperType: { name: "SALUD", displayName: "Salud" },
  },
};

export function sampleProduct(id: number, overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    ...base,
    id,
    displayName: `Plan ${id}`,
    productCode: `P-${id}`,
    url: `Plan-${id}`,
    availableFrom: "2024-01-15",
    score: 8,
    distance: 8.6,
    insuranceMetadata: {
      salesChannel: ["ejecutivo"],
      metadata: { isPopular: false, hasOffer: false, price_detail: { age_range: "18-29 años" } },
    },
    ...overrides,
  } as ProductItem;
}

export const sampleProducts: ProductItem[] = [
  sampleProduct(1001, {
    displayName: "Salud Esencial",
    isPromoted: true,
    insuranceMetadata: { salesChannel: ["online"], metadata: { hasOffer: true } },
  }),
  sampleProduct(1002, {
    displayName: "Salud Plus",
    price: { minPrice: 250000, unit: { id: 1, code: "COP" }, paymentMode: "Mensual" },
    insuranceMetadata: { metadata: { isPopular: true } },
  }),
  sampleProduct(1003, { displayName: "Prepagada Oro", exclusive: true }),
  sampleProduct(1004, { displayName: "Salud Joven", availableFrom: new Date().toISOString() }),
];

export const sampleCollectiveProduct = sampleProduct(1005, {
  displayName: "Empresa Segura",
  price: { minPrice: 90000, unit: { id: 1, code: "COP" }, paymentMode: "Mensual" },
  insuranceType: {
    id: 15,
    name: "SEGURO COLECTIVO",
    displayName: "Seguro Colectivo",
    color: "#6d4c41",
    url: "Seguros-Empresa",
    upperType: { name: "EMPRESAS", displayName: "Empresas" },
  },
  insuranceMetadata: { metadata: { minsubscribers: 10 } },
});

const meta = { demo: true };

export const sampleCoverages = {
  data: {
    tags: [
      { name: "Hospitalización 100%", icon: "hospital" },
      { name: "Urgencias", icon: "ambulance" },
      { name: "Maternidad", icon: "baby" },
    ],
    coverages: [],
  },
  metadata: meta,
};

export const sampleFeatures = {
  data: ["Telemedicina", "Cobertura dental", "Óptica", "Vacunas", "Chequeo anual", "Farmacia"].map(
    (name, index) => ({ id: index + 1, name }),
  ),
  metadata: meta,
};

export function comparePage(items: ProductItem[], page = 1, totalPages = 1) {
  return {
    items,
    page,
    pageSize: 20,
    total: totalPages > 1 ? totalPages * 20 : items.length,
    totalPages,
    metadata: { ...meta, sort: "recommended" },
  };
}

/** An insurer's quality figures (demo values, as the demo catalogue marks them). */
export const sampleInsurerQuality: InsurerQuality = {
  regulator: {
    complaintIndex: 2.4,
    claimsPaidPercent: 93.5,
    resolutionDays: 14,
    source: "Superintendencia Financiera de Colombia",
    sourceUrl: "https://www.superfinanciera.gov.co/",
    asOf: "2026-06-30",
    demo: true,
  },
  reviews: { rating: 8.7, count: 812, demo: true },
};

/** A product whose insurer publishes quality figures. */
export function sampleProductWithQuality(
  id: number,
  quality: InsurerQuality = sampleInsurerQuality,
): ProductItem {
  return sampleProduct(id, { organization: { ...base.organization, quality } });
}
