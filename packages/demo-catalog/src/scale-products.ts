import type { BenefitCategory, Coverage } from "@qs/domain/coverage";
import { isNewProduct } from "@qs/domain/product-badges";
import type { DemoProduct } from "./catalog-contract";
import type { PriceUnitCode } from "./catalog-specs";
import { renderPdf } from "./documents-pdf";
import { roundPrice, urlSegment } from "./markets";
import { priceDetailOf, startingRow } from "./price-tables";
import { type CatalogBuild, daysBefore, isoDay } from "./products";
import { createRandom } from "./random";

/**
 * Scales the catalogue to a product count (the load benchmark asks for
 * 10,000): fewer products keep every market represented; more products add
 * variants of the sellable plans with their own ids, codes, URLs, prices and
 * badges. One added product in four carries a small summary PDF, the same
 * bytes for all of them.
 */

export const FIRST_EXTRA_PRODUCT_ID = 100_001;
export const FIRST_EXTRA_DOCUMENT_ID = 900_001;
/** One added product in this many carries the shared summary PDF (documents are the costly part of a load). */
export const DOCUMENT_EVERY = 4;

const variantNames = [
  "Flex",
  "Familiar",
  "Digital",
  "Joven",
  "Senior",
  "Ahorro",
  "Max",
  "Regional",
  "Bienestar",
  "Vital",
  "Protección",
  "Integral",
];

/** Products taken in turn from each market, so a short list still covers the four. */
function interleave(products: readonly DemoProduct[]): DemoProduct[] {
  const byCountry = new Map<number, DemoProduct[]>();
  for (const product of products) {
    const list = byCountry.get(product.countryId) ?? [];
    list.push(product);
    byCountry.set(product.countryId, list);
  }
  const lists = [...byCountry.values()];
  const out: DemoProduct[] = [];
  for (let index = 0; out.length < products.length; index++) {
    for (const list of lists) {
      const product = list[index];
      if (product) out.push(product);
    }
  }
  return out;
}

function withCoverageIds<T extends Coverage>(
  coverages: readonly T[] | null | undefined,
  productId: number,
): T[] {
  return (coverages ?? []).map((coverage) => ({
    ...coverage,
    id: typeof coverage.id === "number" ? productId * 100 + (coverage.id % 100) : coverage.id,
  }));
}

export function scaleProducts(
  products: readonly DemoProduct[],
  total: number,
  build: CatalogBuild,
): DemoProduct[] {
  const wanted = Math.max(0, Math.floor(total));
  if (wanted <= products.length) return interleave(products).slice(0, wanted);

  let shared: Promise<Uint8Array> | undefined;
  const sharedPdf = () => {
    shared ??= renderPdf({
      title: "Resumen del plan",
      issuer: "QueSeguro",
      color: "#1565c0",
      date: new Date("2024-01-01T12:00:00Z"),
      blocks: [
        {
          type: "title",
          text: "Resumen del plan",
          subtitle: "Coberturas, primas y condiciones principales",
        },
        {
          type: "paragraph",
          text: "Este resumen acompaña a las variantes de planes del catálogo. Las coberturas, primas y exclusiones vigentes son las de las condiciones generales y particulares del plan.",
        },
        { type: "notice", text: "Documento de demostración: no corresponde a una póliza real." },
        { type: "pageBreak" },
        { type: "heading", text: "Cómo contratar" },
        {
          type: "list",
          items: [
            "Ingresa tu perfil para ver el precio exacto del plan.",
            "Compara hasta tres planes y revisa sus documentos.",
            "Contrata en línea o pide que un ejecutivo te contacte.",
          ],
        },
      ],
    });
    return shared;
  };

  const base = products.filter((product) => product.active !== false);
  const urls = new Set(
    products.map((product) => `${product.countryId}:${(product.item.url ?? "").toLowerCase()}`),
  );
  const out = [...products];
  for (let index = 0; out.length < wanted; index++) {
    const source = base[index % base.length];
    if (!source) break;
    const round = Math.floor(index / base.length);
    const id = FIRST_EXTRA_PRODUCT_ID + index;
    const random = createRandom(`${build.seed}:extra:${index}`);
    const variant = `${variantNames[round % variantNames.length]}${round >= variantNames.length ? ` ${Math.floor(round / variantNames.length) + 1}` : ""}`;
    const displayName = `${source.item.displayName} ${variant}`;
    const code = `${source.item.productCode ?? source.item.id}-V${round + 1}`;
    let url = urlSegment(displayName);
    if (urls.has(`${source.countryId}:${url.toLowerCase()}`)) url = `${url}-${id}`;
    urls.add(`${source.countryId}:${url.toLowerCase()}`);

    const factor = random.between(0.85, 1.2);
    const unit = (source.priceRows[0]?.unit ?? "USD") as PriceUnitCode;
    const priceRows = source.priceRows.map((row) => ({
      ...row,
      price: roundPrice(row.price * factor, unit),
    }));
    const from = startingRow(priceRows);
    const availableFrom = isoDay(
      daysBefore(
        build.referenceDate,
        random.chance(0.1) ? random.int(3, 50) : random.int(95, 1500),
      ),
    );
    const coverages = withCoverageIds(source.coverageInformation.coverages, id);
    const benefitCategories: BenefitCategory[] = source.benefitCategories.map((category) => ({
      ...category,
      coverages: withCoverageIds(category.coverages, id),
    }));
    const score =
      Math.round(
        Math.min(9.7, Math.max(5.2, (source.item.score ?? 7) + random.between(-0.8, 0.8))) * 10,
      ) / 10;
    const metadata = source.item.insuranceMetadata?.metadata;
    const sourceName = source.item.displayName;
    const rename = (text: string) => text.split(sourceName).join(displayName);
    const withDocument = index % DOCUMENT_EVERY === 0;
    const documentId = FIRST_EXTRA_DOCUMENT_ID + index;

    out.push({
      ...source,
      item: {
        ...source.item,
        id,
        displayName,
        name: displayName.toUpperCase(),
        productCode: code,
        url,
        description: source.item.description ? rename(source.item.description) : null,
        availableFrom,
        isNew: isNewProduct(availableFrom, build.referenceDate),
        isPromoted: random.chance(0.08),
        exclusive: random.chance(0.05),
        score,
        distance: Math.round(random.between(0.35, 0.98) * 100) / 100,
        price: {
          ...source.item.price,
          minPrice: from.price,
          maxPrice: Math.max(...priceRows.map((row) => row.price)),
        },
        priceRange: { ...source.item.priceRange, from: from.price },
        coverages: coverages.slice(0, 1),
        insuranceMetadata: {
          ...source.item.insuranceMetadata,
          url,
          seoTitle: rename(source.item.insuranceMetadata?.seoTitle ?? displayName),
          metadata: {
            ...metadata,
            isPopular: random.chance(0.12),
            hasOffer: false,
            price_detail: {
              ...metadata?.price_detail,
              ...priceDetailOf(metadata?.price_detail?.label ?? "Desde", from),
            },
          },
        },
        evaluations: [
          { score, evaluationType: "coverage_score" },
          { score: random.int(1, 100), evaluationType: "comercial_order" },
        ],
        schemaUrl: source.item.schemaUrl ? source.item.schemaUrl.replace(/[^/]+$/, url) : null,
      },
      coverageInformation: { ...source.coverageInformation, coverages },
      benefitCategories,
      offers: [],
      faqs: source.faqs.map((faq) => ({
        question: rename(faq.question),
        answer: rename(faq.answer),
      })),
      tabs: withDocument
        ? source.tabs?.map((tab) =>
            tab.file ? { ...tab, file: { url: `/api/documents/${documentId}/file` } } : tab,
          )
        : source.tabs?.filter((tab) => !tab.file),
      documents: withDocument
        ? [
            {
              id: documentId,
              name: `Resumen del plan ${displayName}`,
              fileName: `resumen-${url}.pdf`.toLowerCase(),
              pdf: sharedPdf,
            },
          ]
        : [],
      priceRows,
    });
  }
  return out;
}
