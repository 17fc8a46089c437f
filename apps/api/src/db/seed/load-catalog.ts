import type { DemoCatalog } from "@qs/demo-catalog/catalog-contract";
import {
  advisorSchema,
  businessLineSchema,
  faqSchema,
  informationPageSchema,
  ufValueSchema,
} from "@qs/domain/api/reference-answers";
import { contactInformationSchema } from "@qs/domain/contact-information";
import { countrySchema } from "@qs/domain/country";
import { benefitCategorySchema, coverageInformationSchema } from "@qs/domain/coverage";
import { coverageOrganizationSchema } from "@qs/domain/coverage-organization";
import { featureSchema } from "@qs/domain/feature";
import { insuranceTypeSchema } from "@qs/domain/insurance-type";
import {
  planBenefitSchema,
  planFeeSchema,
  riskFactorTableSchema,
} from "@qs/domain/isapre-plan-data";
import { menuSchema } from "@qs/domain/menu";
import { offerSchema } from "@qs/domain/offer";
import { organizationSchema, organizationTypeLabelsSchema } from "@qs/domain/organization";
import { paymentInfoSchema } from "@qs/domain/payment-info";
import { productItemSchema } from "@qs/domain/product";
import { profileFormSchema, profileValidationSetSchema } from "@qs/domain/profile-form";
import { type Provider, providerSchema } from "@qs/domain/provider";
import { providerSearchText } from "@qs/domain/provider-rules";
import { profileRegionSchema } from "@qs/domain/region";
import { routeTranslationTableSchema } from "@qs/domain/route-translation";
import { slugifyDisplayName } from "@qs/domain/slugify-display-name";
import { subdomainDataSchema } from "@qs/domain/subdomain";
import { tabSchema } from "@qs/domain/tab";
import { workSectorTypeSchema } from "@qs/domain/work-sector";
import { count, getTableColumns, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { PDFDocument } from "pdf-lib";
import { z } from "zod";
import { hashToken } from "../../platform/capability";
import type { Database, Executor } from "../database";
import * as t from "../schema";
import { SHARED_COUNTRY_ID } from "../schema";
import { CatalogueAssets } from "./catalogue-assets";
import { listItemOf } from "./list-item";

/** The catalogue tables, emptied before a load. Operational tables (leads...) are kept. */
const catalogueTables: PgTable[] = [
  t.countries,
  t.regions,
  t.workSectors,
  t.referenceDocuments,
  t.organizations,
  t.insuranceTypes,
  t.coverageOrganizations,
  t.productNetwork,
  t.isaprePlanData,
  t.products,
  t.productDetails,
  t.priceRows,
  t.offers,
  t.documents,
  t.profileForms,
  t.partners,
  t.advisors,
  t.ufValues,
  t.assets,
];

/** JSON of a row keyed by database column names; bytes as PostgreSQL hex text. */
function rowJson(row: Record<string, unknown>, columnNames: Map<string, string>): string {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const name = columnNames.get(key);
    if (!name) throw new Error(`Unknown column ${key}`);
    out[name] = value instanceof Uint8Array ? `\\x${Buffer.from(value).toString("hex")}` : value;
  }
  return JSON.stringify(out);
}

/**
 * Bulk insert: each batch is one statement with one parameter, a JSON array
 * of rows expanded by json_populate_recordset, so a 10,000-product catalogue
 * loads in a few dozen statements instead of binding hundreds of thousands of
 * parameters. A key missing from a row inserts null.
 */
async function insertInBatches<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: T["$inferInsert"][],
  batchBytes = 4_000_000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const columnNames = new Map(Object.entries(columns).map(([key, column]) => [key, column.name]));
  const keys = new Set(rows.flatMap((row) => Object.keys(row as object)));
  const list = sql.join(
    [...keys].map((key) => sql.identifier(columnNames.get(key) ?? key)),
    sql`, `,
  );
  const name = sql.identifier(getTableConfig(table).name);
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const json = `[${batch.join(",")}]`;
    await tx.execute(
      sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${json}::json)`,
    );
    batch = [];
    size = 0;
  };
  for (const row of rows) {
    const json = rowJson(row as Record<string, unknown>, columnNames);
    batch.push(json);
    size += json.length;
    if (size >= batchBytes) await flush();
  }
  await flush();
}

function check<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Demo catalogue: ${where} is invalid: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** Page counts by PDF: the scaled catalogue shares one PDF among thousands of products. */
const pageCounts = new WeakMap<Uint8Array, Promise<number>>();
const pdfPageCount = (bytes: Uint8Array): Promise<number> => {
  let pages = pageCounts.get(bytes);
  if (!pages) {
    pages = PDFDocument.load(bytes, { updateMetadata: false }).then((pdf) => pdf.getPageCount());
    pageCounts.set(bytes, pages);
  }
  return pages;
};

export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const [row] = await db.orm.select({ n: count() }).from(t.products);
  const [countriesRow] = await db.orm.select({ n: count() }).from(t.countries);
  return (row?.n ?? 0) === 0 && (countriesRow?.n ?? 0) === 0;
}

/** Replaces the catalogue in the database with `catalog`, in one transaction. */
export async function loadCatalog(db: Database, catalog: DemoCatalog): Promise<void> {
  const productRows: Array<typeof t.products.$inferInsert> = [];
  const detailRows: Array<typeof t.productDetails.$inferInsert> = [];
  const priceRows: Array<typeof t.priceRows.$inferInsert> = [];
  const offerRows: Array<typeof t.offers.$inferInsert> = [];
  const documentRows: Array<typeof t.documents.$inferInsert> = [];
  const assets = new CatalogueAssets();

  for (const [index, product] of catalog.products.entries()) {
    const where = `products[${index}]`;
    const item = assets.extract(check(productItemSchema, product.item, `${where}.item`));
    const organization = item.organization;
    const insuranceType = item.insuranceType;
    if (!organization?.type) throw new Error(`Demo catalogue: ${where} needs organization.type`);
    if (!insuranceType) throw new Error(`Demo catalogue: ${where} needs insuranceType`);
    if (!item.productCode) throw new Error(`Demo catalogue: ${where} needs productCode`);
    const features = check(z.array(featureSchema), product.features, `${where}.features`);
    const channels = [
      ...product.salesChannels,
      ...(item.insuranceMetadata?.salesChannel ?? []),
      ...(item.insuranceMetadata?.metadata?.salesChannel ?? []),
    ].map((channel) => channel.toLowerCase());
    productRows.push({
      id: item.id,
      countryId: product.countryId,
      organizationId: organization.id,
      organizationType: organization.type,
      insuranceTypeId: insuranceType.id,
      insuranceTypeName: insuranceType.name,
      upperType: insuranceType.upperType?.name ?? null,
      productCode: item.productCode,
      url: item.url ?? null,
      minPrice: item.price?.minPrice ?? item.priceRange?.from ?? null,
      promoted: item.isPromoted ?? false,
      popular: item.insuranceMetadata?.metadata?.isPopular ?? false,
      score: item.score ?? null,
      distance: item.distance ?? null,
      availableFrom: item.availableFrom ? item.availableFrom.slice(0, 10) : null,
      salesChannelOnline: channels.includes("online"),
      active: product.active ?? item.isActive ?? true,
      coverageOrganizationIds: product.coverageOrganizationIds,
      coverageCountryIds: product.coverageCountryIds,
      featureIds: features.flatMap((feature) =>
        typeof feature.id === "number" ? [feature.id] : [],
      ),
      previsions: product.previsions,
    });
    detailRows.push({
      productId: item.id,
      item,
      listItem: listItemOf(item),
      coverageInformation: check(
        coverageInformationSchema,
        product.coverageInformation,
        `${where}.coverageInformation`,
      ),
      features,
      benefitCategories: check(
        z.array(benefitCategorySchema),
        product.benefitCategories,
        `${where}.benefitCategories`,
      ),
      paymentInfo:
        product.paymentInfo === null
          ? null
          : check(paymentInfoSchema, product.paymentInfo, `${where}.paymentInfo`),
      salesChannels: product.salesChannels,
      faqs: check(z.array(faqSchema), product.faqs, `${where}.faqs`),
      information: { tabs: check(z.array(tabSchema), product.tabs ?? [], `${where}.tabs`) },
    });
    for (const row of product.priceRows) {
      if (row.ageMin > row.ageMax)
        throw new Error(`Demo catalogue: ${where} has a price row with ageMin > ageMax`);
      priceRows.push({
        productId: item.id,
        sex: row.sex ?? null,
        ageMin: row.ageMin,
        ageMax: row.ageMax,
        species: row.species ?? null,
        breed: row.breed ?? null,
        price: row.price,
        unit: row.unit,
      });
    }
    for (const offer of product.offers) {
      offerRows.push({
        id: offer.id,
        productId: item.id,
        productCode: item.productCode,
        stock: offer.stock,
        active: offer.active ?? true,
        data: check(offerSchema, offer.offer, `${where}.offers[${offer.id}]`),
      });
    }
    for (const document of product.documents) {
      const content = await document.pdf();
      const pages = await pdfPageCount(content);
      documentRows.push({
        id: document.id,
        productId: item.id,
        fileName: document.fileName,
        pageCount: pages,
        size: content.byteLength,
        metadata: { name: document.name },
        content,
      });
    }
  }

  const referenceRows: Array<typeof t.referenceDocuments.$inferInsert> = [
    {
      countryId: SHARED_COUNTRY_ID,
      kind: "routeTranslations",
      name: "all",
      data: check(routeTranslationTableSchema, catalog.routeTranslations, "routeTranslations"),
    },
    {
      countryId: SHARED_COUNTRY_ID,
      kind: "organizationTypes",
      name: "all",
      data: check(
        organizationTypeLabelsSchema,
        catalog.organizationTypeLabels,
        "organizationTypeLabels",
      ),
    },
  ];
  for (const entry of catalog.contactInformation) {
    referenceRows.push({
      countryId: entry.countryId,
      kind: "contactInformation",
      name: "all",
      data: check(z.array(contactInformationSchema), entry.value, "contactInformation"),
    });
  }
  for (const entry of catalog.menus) {
    referenceRows.push({
      countryId: entry.countryId,
      kind: "menu",
      name: "main",
      data: check(menuSchema, entry.value, "menus"),
    });
  }
  for (const entry of catalog.businessLines) {
    referenceRows.push({
      countryId: entry.countryId,
      kind: "businessLines",
      name: "all",
      data: check(z.array(businessLineSchema), entry.value, "businessLines"),
    });
  }
  for (const entry of catalog.information) {
    for (const page of entry.value) {
      referenceRows.push({
        countryId: entry.countryId,
        kind: "information",
        name: page.name,
        data: check(informationPageSchema, page, `information.${page.name}`),
      });
    }
  }

  await db.transaction(async (tx) => {
    for (const table of catalogueTables) await tx.delete(table);
    await insertInBatches(
      tx,
      t.countries,
      catalog.countries.map((country, position) => ({
        id: country.id,
        code: country.code,
        position,
        data: check(countrySchema, country, `countries[${position}]`),
      })),
    );
    await insertInBatches(
      tx,
      t.regions,
      catalog.regions.flatMap((entry) =>
        entry.value.map((region, position) => ({
          countryId: entry.countryId,
          orderPosition: region.orderPosition ?? position,
          data: check(profileRegionSchema, region, "regions"),
        })),
      ),
    );
    await insertInBatches(
      tx,
      t.workSectors,
      catalog.workSectors.flatMap((entry) =>
        entry.value.map((sector, position) => ({
          countryId: entry.countryId,
          position,
          data: check(workSectorTypeSchema, sector, "workSectors"),
        })),
      ),
    );
    await insertInBatches(
      tx,
      t.referenceDocuments,
      referenceRows.map((row) => ({ ...row, data: assets.extract(row.data) })),
    );
    await insertInBatches(
      tx,
      t.organizations,
      catalog.organizations.map(({ organization, availableToSell }) => {
        const data = assets.extract(
          check(organizationSchema, organization, `organizations[${organization.id}]`),
        );
        return {
          id: organization.id,
          countryId: organization.countryId,
          organizationType: organization.type,
          organizationCode: organization.organizationCode ?? null,
          url: organization.metadata?.url ?? null,
          displayName: organization.displayName,
          availableToSell,
          data,
        };
      }),
    );
    await insertInBatches(
      tx,
      t.insuranceTypes,
      catalog.insuranceTypes.flatMap((entry) =>
        entry.value.map((type) => ({
          id: type.id,
          countryId: entry.countryId,
          name: type.name,
          url: type.url ?? null,
          upperType: type.upperType?.name ?? null,
          data: check(insuranceTypeSchema, type, `insuranceTypes[${type.id}]`),
        })),
      ),
    );
    await insertInBatches(
      tx,
      t.coverageOrganizations,
      catalog.coverageOrganizations.map(({ place, ...entry }) => ({
        id: entry.id,
        countryId: entry.countryId,
        displayName: entry.displayName,
        slug: slugifyDisplayName(entry.displayName).toLowerCase(),
        data: assets.extract(
          check(coverageOrganizationSchema, entry, `coverageOrganizations[${entry.id}]`),
        ),
        ...directoryColumns(entry.displayName, place),
      })),
    );
    await insertInBatches(
      tx,
      t.productNetwork,
      catalog.products.flatMap((product) =>
        (product.item.network ?? []).map((entry) => ({
          productId: product.item.id,
          organizationId: entry.organizationId,
          level: entry.level,
          copayPercent: entry.copayPercent,
        })),
      ),
    );
    await insertInBatches(
      tx,
      t.isaprePlanData,
      catalog.products.flatMap((product) =>
        product.isaprePlan
          ? [
              {
                productId: product.item.id,
                factors: check(
                  riskFactorTableSchema,
                  product.isaprePlan.factors,
                  `isaprePlan[${product.item.id}].factors`,
                ),
                benefits: check(
                  z.array(planBenefitSchema),
                  product.isaprePlan.benefits,
                  `isaprePlan[${product.item.id}].benefits`,
                ),
                fees: check(
                  z.array(planFeeSchema),
                  product.isaprePlan.fees,
                  `isaprePlan[${product.item.id}].fees`,
                ),
              },
            ]
          : [],
      ),
    );
    await insertInBatches(tx, t.products, productRows);
    await insertInBatches(tx, t.productDetails, detailRows);
    await insertInBatches(tx, t.priceRows, priceRows);
    await insertInBatches(tx, t.offers, offerRows);
    await insertInBatches(tx, t.documents, documentRows);
    await insertInBatches(
      tx,
      t.profileForms,
      catalog.profileForms.map((form) => ({
        countryId: form.countryId,
        productTypeName: form.productTypeName,
        formClass: form.form.formClass,
        definition: check(profileFormSchema, form.form, `profileForms[${form.productTypeName}]`),
        validationRules: check(
          profileValidationSetSchema,
          form.validation,
          `profileForms[${form.productTypeName}].validation`,
        ),
      })),
    );
    await insertInBatches(
      tx,
      t.partners,
      catalog.partners.map((partner) => ({
        id: partner.id,
        subdomain: partner.subdomain?.toLowerCase() ?? null,
        // Only the token's SHA-256 is kept: a copy of the database opens no partner's iframe.
        iframeToken: partner.iframeToken ? hashToken(partner.iframeToken) : null,
        data: assets.extract(check(subdomainDataSchema, partner.data, `partners[${partner.id}]`)),
      })),
    );
    await insertInBatches(
      tx,
      t.advisors,
      catalog.advisors.map((advisor) => ({
        id: advisor.id,
        reference: advisor.reference,
        email: advisor.email.toLowerCase(),
        data: {
          ...check(advisorSchema, advisor, `advisors[${advisor.id}]`),
          ejecutivo: advisor.ejecutivo ?? null,
        },
      })),
    );
    await insertInBatches(tx, t.assets, assets.rows);
    await insertInBatches(
      tx,
      t.ufValues,
      catalog.ufValues.map((entry) => check(ufValueSchema, entry, "ufValues")),
    );
  });
  // Fresh statistics and visibility map: the planner picks the indexes, and counts
  // of comparison results read the index alone.
  await db.orm.execute(sql`vacuum analyze`);
}

/** A provider's directory columns, checked, with the text its search compares. */
function directoryColumns(
  displayName: string,
  place: Omit<Provider, "id" | "displayName" | "url"> | undefined,
) {
  if (!place) return {};
  const checked = check(
    providerSchema.omit({ id: true, displayName: true, url: true }),
    place,
    `coverageOrganizations[${displayName}].place`,
  );
  return {
    kind: checked.kind,
    address: checked.address,
    hours: checked.hours,
    city: checked.city,
    region: checked.region,
    regionNumber: checked.regionNumber,
    latitude: checked.latitude,
    longitude: checked.longitude,
    specialties: checked.specialties,
    cityKey: providerSearchText(checked.city),
    specialtyKeys: checked.specialties.map(providerSearchText),
    // Name and city: what a visitor types; the region and specialties have filters of their own.
    searchText: providerSearchText(`${displayName} ${checked.city}`),
  };
}
