import { gesPriceUf } from "@qs/catalogs/isapres";
import type { CountryId } from "@qs/domain/country-config";
import type { Organization, OrganizationType } from "@qs/domain/organization";
import { resolvePlanDetailPath } from "@qs/domain/plan-detail-path";
import type { ProductItem } from "@qs/domain/product";
import { isNewProduct } from "@qs/domain/product-badges";
import type { NetworkCoverage } from "@qs/domain/provider";
import type { Tab } from "@qs/domain/tab";
import type { DemoDocument, DemoProduct, PriceRowInput } from "./catalog-contract";
import type {
  CategorySpec,
  OrganizationSpec,
  PlanKind,
  PlanSpec,
  PriceUnitCode,
} from "./catalog-specs";
import { latinAmericaIds, worldIds } from "./country-list";
import { clinicById, UNITED_STATES_ID } from "./coverage-organizations";
import { buildCoverages, type CoverageLine } from "./coverages";
import { generalConditionsBlocks, particularConditionsBlocks } from "./document-texts";
import { type PdfTemplates, renderPdf } from "./documents-pdf";
import { buildFaqs } from "./faqs";
import { pickFeatures } from "./features";
import { isapreHealthPlan } from "./health-plans";
import { toInsuranceType } from "./insurance-types";
import { demoQuality } from "./insurer-quality";
import { isaprePlanData } from "./isapre-plan-data";
import { withTranslations } from "./label-translations";
import { logoDataUri } from "./logos";
import { formatAmount, type Market, priceUnitIds, unitNames, urlSegment } from "./markets";
import { paymentInfoFor } from "./payment-methods";
import {
  DENTAL_BANDS,
  EMPLOYEE_BANDS,
  flatRows,
  isapreRows,
  personRows,
  petRows,
  priceDetailOf,
  startingRow,
  unisexRows,
} from "./price-tables";
import { createRandom, type Random } from "./random";

/**
 * Builds the products of a market from its organizations and their plans:
 * price table, coverages, features, FAQs, badges, sales channels, payment
 * methods and documents. Every product draws from its own random stream
 * (seeded with its code), so adding a plan never changes the others.
 */

export const DAY_MS = 86_400_000;

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

/** Shared state of one catalogue build: id counters and the documents shared by a line of plans. */
export class CatalogBuild {
  private nextOffer = 70001;
  private nextDocument = 80001;
  readonly lines = new Map<string, LineDocument>();
  /** Annex pages shared word for word by the documents of this build. */
  readonly pdfTemplates: PdfTemplates = new Map();

  constructor(
    readonly seed: string,
    readonly referenceDate: Date,
  ) {}

  offerId(): number {
    return this.nextOffer++;
  }

  documentId(): number {
    return this.nextDocument++;
  }
}

/** The general conditions of an insurer's line (one category): shared by its plans, rendered once. */
interface LineDocument {
  kind: PlanKind;
  market: Market;
  organization: OrganizationSpec;
  category: CategorySpec;
  code: string;
  effectiveDate: string;
  coverages: Map<string, string>;
  network: Map<number, { displayName: string; city: string }>;
  unitLabel: string;
  long: boolean;
  bytes?: Promise<Uint8Array>;
}

function lineDocumentPdf(line: LineDocument, build: CatalogBuild): Promise<Uint8Array> {
  line.bytes ??= renderPdf(
    {
      title:
        line.kind === "isapre"
          ? "Condiciones generales del contrato de salud"
          : `Condiciones generales · ${line.category.displayName}`,
      issuer: line.organization.displayName,
      color: line.organization.color,
      date: new Date(`${line.effectiveDate}T12:00:00Z`),
      blocks: generalConditionsBlocks({
        kind: line.kind,
        market: line.market,
        issuer: line.organization.displayName,
        issuerLegalName: line.organization.name,
        website: line.organization.website,
        categoryName: line.category.displayName,
        code: line.code,
        effectiveDate: line.effectiveDate,
        coverages: [...line.coverages].map(([name, description]) => ({ name, description })),
        network: [...line.network.values()],
        unitLabel: line.unitLabel,
        long: line.long,
        random: createRandom(`${build.seed}:${line.code}`),
      }),
    },
    build.pdfTemplates,
  );
  return line.bytes;
}

const LONG_DOCUMENT_KINDS: ReadonlySet<PlanKind> = new Set([
  "health",
  "prepaid",
  "eps",
  "complementary",
  "isapre",
  "catastrophic",
  "oncology",
  "clinic",
  "collective",
  "international",
]);

const categoryCodes: Record<string, string> = {
  polizas: "POL",
  prepagada: "PRE",
  eps: "EPS",
  complementario: "COM",
  colectivo: "COL",
  mascotas: "MAS",
  isapre: "ISA",
  salud: "SAL",
  catastrofico: "CAT",
  dental: "DEN",
  oncologico: "ONC",
  vida: "VID",
  clinico: "CLI",
  sctr: "SCT",
  mundial: "MUN",
  sinUsa: "SUS",
  latam: "LAT",
};

/** The organization as products and the organization calls carry it. */
export function toOrganization(
  spec: OrganizationSpec,
  coverageCountries?: readonly number[],
): Organization & {
  countryId: CountryId;
  type: OrganizationType;
} {
  const logo = logoDataUri(spec.displayName, spec.acronym, spec.color);
  return {
    id: spec.id,
    displayName: spec.displayName,
    name: spec.name,
    organizationCode: spec.organizationCode,
    acronym: spec.acronym,
    countryId: spec.countryId,
    type: spec.type,
    metadata: {
      url: spec.url,
      image: logo,
      img: logo,
      typeAlias: spec.typeAlias ?? null,
      abbreviation: spec.acronym,
      ...(spec.operationDates ? { operationDates: [...spec.operationDates] } : {}),
    },
    ...(coverageCountries ? { coverageCountries: [...coverageCountries] } : {}),
    quality: demoQuality(spec),
  };
}

/** Countries an international plan covers. */
export function coverCountries(category: CategorySpec): number[] {
  if (category.region === "LATAM") return [...latinAmericaIds];
  if (category.region === "MUNDO_SIN_USA") return worldIds.filter((id) => id !== UNITED_STATES_ID);
  if (category.region === "MUNDO") return [...worldIds];
  return [];
}

/** One product to build: a plan, or one deductible option of it. */
export interface PlanDraft {
  id: number;
  market: Market;
  organization: OrganizationSpec;
  organizationItem: Organization;
  category: CategorySpec;
  plan: PlanSpec;
  name: string;
  code: string;
  url: string;
  deductible?: number;
}

/** The drafts of a market in order, with unique ids, codes and URL segments. */
export function planDrafts(
  market: Market,
  organizations: readonly OrganizationSpec[],
  categories: readonly CategorySpec[],
  firstId: number,
): PlanDraft[] {
  const drafts: PlanDraft[] = [];
  const urls = new Set<string>();
  let id = firstId;
  for (const organization of organizations) {
    const countries = new Set<number>();
    for (const plan of organization.plans) {
      const category = categories.find((entry) => entry.key === plan.category);
      if (category) for (const country of coverCountries(category)) countries.add(country);
    }
    const organizationItem = toOrganization(
      organization,
      countries.size > 0 ? [...countries].sort((a, b) => a - b) : undefined,
    );
    const sequence = new Map<string, number>();
    for (const plan of organization.plans) {
      const category = categories.find((entry) => entry.key === plan.category);
      if (!category)
        throw new Error(`Plan '${plan.name}' refers to unknown category '${plan.category}'`);
      const n = (sequence.get(category.key) ?? 0) + 1;
      sequence.set(category.key, n);
      const baseCode =
        plan.options?.code ??
        `${organization.codePrefix}-${categoryCodes[category.key] ?? "PLN"}-${String(n).padStart(2, "0")}`;
      const variants = plan.options?.deductibles ?? [undefined];
      for (const deductible of variants) {
        const name =
          deductible === undefined
            ? plan.name
            : `${plan.name} · Deducible ${formatAmount(deductible, "USD")}`;
        const code = deductible === undefined ? baseCode : `${baseCode}-D${deductible}`;
        let url = urlSegment(deductible === 0 ? `${plan.name} Sin Deducible` : name);
        if (urls.has(url.toLowerCase())) url = `${url}-${code}`;
        urls.add(url.toLowerCase());
        drafts.push({
          id: id++,
          market,
          organization,
          organizationItem,
          category,
          plan,
          name: deductible === 0 ? `${plan.name} · Sin deducible` : name,
          code,
          url,
          ...(deductible === undefined ? {} : { deductible }),
        });
      }
    }
  }
  return drafts;
}

const modalityLabels = {
  libre_eleccion: "Libre elección",
  preferente: "Preferente",
  cerrado: "Cerrado",
} as const;

const tierWords = ["de entrada", "intermedio", "completo", "superior", "premium"] as const;

/** The GES price of an Isapre the reference data gives none for, in UF a month. */
const ISAPRE_GES_FALLBACK_UF = 0.7;

/** Price rows of a plan by its kind. */
function priceRowsFor(
  kind: PlanKind,
  plan: PlanSpec,
  base: number,
  unit: PriceUnitCode,
  random: Random,
  organizationCode: string,
): PriceRowInput[] {
  const ages = plan.options?.ages;
  const withAges = ages ? { ages } : {};
  switch (kind) {
    case "isapre":
      return isapreRows({
        base,
        unit,
        random,
        gesPrice: gesPriceUf(Number(organizationCode)) ?? ISAPRE_GES_FALLBACK_UF,
        ...withAges,
      });
    case "dental":
      return unisexRows({ base, unit, random, bands: DENTAL_BANDS, ...withAges });
    case "pets":
      return petRows({ base, unit, random, surchargedBreeds: 2 + plan.tier, ...withAges });
    case "collective":
      return unisexRows({ base, unit, random, bands: EMPLOYEE_BANDS, ...withAges });
    case "sctr":
      return flatRows({ base, unit, random, ...withAges });
    case "eps":
      return unit === "PEN"
        ? unisexRows({ base, unit, random, bands: EMPLOYEE_BANDS, ...withAges })
        : personRows({ base, unit, random, ...withAges });
    case "complementary":
      return /dental|odontol/i.test(plan.name)
        ? unisexRows({ base, unit, random, bands: DENTAL_BANDS, ...withAges })
        : personRows({ base, unit, random, ...withAges });
    default:
      return personRows({ base, unit, random, ...withAges });
  }
}

/** Lower premiums for higher deductibles (international plans). */
export function deductibleFactor(deductible: number | undefined): number {
  if (!deductible) return 1;
  return Math.max(0.55, 1 - 0.09 * Math.log2(1 + deductible / 250));
}

const ONLINE_CHANCE: Record<PlanKind, number> = {
  health: 0.45,
  prepaid: 0.4,
  eps: 0.2,
  complementary: 0.55,
  isapre: 0.3,
  catastrophic: 0.5,
  dental: 0.7,
  oncology: 0.55,
  clinic: 0.4,
  pets: 0.75,
  collective: 0.35,
  sctr: 0.5,
  international: 0.3,
};

function network(draft: PlanDraft): number[] {
  const { plan, organization, category } = draft;
  if (plan.options?.network) return [...plan.options.network];
  if (category.kind === "pets" || category.kind === "dental") return [];
  let pool = [...organization.network];
  if (category.region === "LATAM")
    pool = pool.filter((id) =>
      latinAmericaIds.includes(clinicById(id).locatedIn ?? draft.market.countryId),
    );
  if (category.region === "MUNDO_SIN_USA")
    pool = pool.filter((id) => clinicById(id).locatedIn !== UNITED_STATES_ID);
  return pool.slice(0, Math.min(pool.length, 1 + plan.tier));
}

/**
 * How the plan covers the providers it names, decided by its tier and modality (never drawn
 * at random, so the rest of the catalogue stays as it was): the first of its network is the
 * preferred provider of a preferred-network plan, the others are covered by free choice, and
 * the insurer's next clinic the plan leaves out is listed as excluded.
 */
function networkEntries(draft: PlanDraft, networkIds: readonly number[]): NetworkCoverage[] {
  if (networkIds.length === 0) return [];
  const { plan, category, organization } = draft;
  const tier = plan.tier;
  const freeChoiceOnly =
    category.kind === "international" || plan.options?.modality === "libre_eleccion";
  const entries: NetworkCoverage[] = networkIds.map((organizationId, index) =>
    index === 0 && !freeChoiceOnly
      ? { organizationId, level: "preferente", copayPercent: Math.max(0, 25 - 5 * tier) }
      : { organizationId, level: "libre_eleccion", copayPercent: Math.max(10, 50 - 5 * tier) },
  );
  const left = organization.network.find(
    (id) =>
      !networkIds.includes(id) &&
      clinicById(id).countryId === clinicById(networkIds[0] as number).countryId,
  );
  if (left !== undefined && plan.options?.network === undefined)
    entries.push({ organizationId: left, level: "excluido", copayPercent: null });
  return entries;
}

function tabsFor(
  hasNetwork: boolean,
  online: boolean,
  documentId: number | null,
  isapre: boolean,
): Tab[] {
  const tabs: Tab[] = [
    { url: "", title: "Resumen", icon: "home", showIcon: true, priority: 1 },
    { url: "Coberturas", title: "Coberturas", icon: "shield", showIcon: true, priority: 2 },
  ];
  if (hasNetwork)
    tabs.push({
      url: "Clinicas",
      title: "Clínicas y prestadores",
      icon: "hospital",
      showIcon: true,
      priority: 3,
    });
  if (isapre)
    tabs.push(
      {
        url: "Prestaciones",
        title: "Prestaciones y aranceles",
        icon: "list",
        showIcon: true,
        priority: 3,
      },
      {
        url: "Factores",
        title: "Tabla de factores",
        icon: "table",
        showIcon: true,
        priority: 4,
        inMenuMore: true,
      },
    );
  if (documentId !== null) {
    tabs.push({
      url: "Condiciones",
      title: "Condiciones",
      icon: "file-pdf",
      showIcon: true,
      priority: 4,
      showContentChild: true,
      file: { url: `/api/documents/${documentId}/file` },
    });
  }
  tabs.push(
    {
      url: "Preguntas-Frecuentes",
      title: "Preguntas frecuentes",
      icon: "circle-question",
      showIcon: true,
      priority: 5,
      inMenuMore: true,
    },
    {
      url: "Solicitar",
      title: online ? "Contratar" : "Solicitar",
      icon: "paper-plane",
      showIcon: true,
      priority: 6,
      highlight: true,
      headerFixed: true,
    },
  );
  return tabs.map((tab) => withTranslations(tab, ["title"]));
}

/** Lower-cases the first letter unless the first word is an acronym ('GES incluido' stays). */
function lowerFirst(text: string): string {
  const [first = "", second = ""] = text;
  return second === second.toLowerCase() ? first.toLowerCase() + text.slice(1) : text;
}

function describe(
  draft: PlanDraft,
  lines: readonly CoverageLine[],
  featureNames: readonly string[],
): string {
  const covered = lines.slice(0, 2).map((line) => {
    const name = lowerFirst(line.name);
    if (line.cover.startsWith("Preferente") || line.cover.startsWith("Isapre"))
      return `${name} (${line.cover.toLowerCase()})`;
    const top = line.cover.split(" - ").at(-1) ?? line.cover;
    return line.cover.includes(" - ") ? `${name} hasta el ${top}` : `${name} al ${top}`;
  });
  const stem = (word: string) => word.toLowerCase().slice(0, 6);
  const stems = new Set(
    covered
      .join(" ")
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length > 4)
      .map(stem),
  );
  const extras = featureNames
    .filter(
      (name) => !name.split(/[^\p{L}]+/u).some((word) => word.length > 4 && stems.has(stem(word))),
    )
    .map(lowerFirst)
    .slice(0, 2);
  const highlights = [...covered, ...extras];
  const lead = `Plan ${tierWords[draft.plan.tier - 1]} de ${draft.organization.displayName} (${draft.category.displayName})`;
  if (highlights.length === 0) return `${lead}.`;
  const last = highlights.pop();
  return highlights.length > 0
    ? `${lead} con ${highlights.join(", ")} y ${last}.`
    : `${lead} con ${last}.`;
}

/** Builds one product of the market. */
export function buildProduct(draft: PlanDraft, build: CatalogBuild): DemoProduct {
  const { plan, category, organization, market } = draft;
  const random = createRandom(`${build.seed}:${draft.code}`);
  const kind = category.kind;
  const unit: PriceUnitCode = plan.options?.unit ?? category.unit;
  const base =
    (category.basePrices[plan.tier - 1] ?? category.basePrices[0]) *
    random.between(0.9, 1.1) *
    (unit === category.unit ? 1 : unit === "USD" && category.unit === "PEN" ? 1 / 3.75 : 1) *
    deductibleFactor(draft.deductible);
  const rows = priceRowsFor(kind, plan, base, unit, random, organization.organizationCode);
  const from = startingRow(rows);
  const maxPrice = Math.max(...rows.map((row) => row.price));

  const networkIds = network(draft);
  const networkNames = networkIds.map((id) => clinicById(id).displayName);
  const gesPrice = kind === "isapre" ? gesPriceUf(Number(organization.organizationCode)) : null;
  const coverages = buildCoverages(
    {
      productId: draft.id,
      countryId: market.countryId,
      kind,
      tier: plan.tier,
      unit,
      planName: draft.name,
      ...(category.region ? { region: category.region } : {}),
      ...(draft.deductible !== undefined ? { deductible: draft.deductible } : {}),
      ...(plan.options?.modality ? { modality: plan.options.modality } : {}),
      networkNames,
      ...(gesPrice !== null ? { gesPrice } : {}),
      random,
    },
    plan.options?.noCoverageInfo ?? false,
  );
  const features = pickFeatures(kind, plan.tier, random);

  const isNewPlan = random.chance(0.1);
  const availableFrom = isoDay(
    daysBefore(build.referenceDate, isNewPlan ? random.int(3, 50) : random.int(95, 1500)),
  );
  const online = random.chance(ONLINE_CHANCE[kind]);
  const salesChannels = online ? ["online", "ejecutivo"] : ["ejecutivo"];
  const popular = random.chance(0.12 + plan.tier * 0.02);
  const promoted = random.chance(plan.tier >= 4 ? 0.2 : 0.08);
  const exclusive = random.chance(0.08);
  const score =
    Math.round(
      Math.min(9.7, Math.max(5.2, 5.9 + plan.tier * 0.55 + random.between(-0.7, 0.8))) * 10,
    ) / 10;
  // Affinity on the 0-10 scale the site shows as distance x 10 %.
  const distance = Math.round(random.between(3.5, 9.8) * 10) / 10;
  const minsubscribers = plan.options?.minsubscribers;

  const lineKey = `${organization.id}:${category.key}`;
  let line = build.lines.get(lineKey);
  if (!line) {
    const lineRandom = createRandom(`${build.seed}:${lineKey}`);
    const year = 2019 + lineRandom.int(0, 5);
    line = {
      kind,
      market,
      organization,
      category,
      code: `${organization.codePrefix}-${categoryCodes[category.key] ?? "PLN"}-CG-${year}`,
      effectiveDate: `${year}-${String(lineRandom.int(1, 12)).padStart(2, "0")}-01`,
      coverages: new Map(),
      network: new Map(),
      unitLabel: unit === "UF" ? "Unidades de Fomento (UF)" : `${unitNames[unit]} (${unit})`,
      long: LONG_DOCUMENT_KINDS.has(kind),
    };
    build.lines.set(lineKey, line);
  }
  for (const coverage of coverages.coverageInformation.coverages) {
    if (coverage.displayName && !line.coverages.has(coverage.displayName))
      line.coverages.set(coverage.displayName, coverage.description ?? "");
  }
  for (const id of networkIds) {
    const clinic = clinicById(id);
    line.network.set(id, { displayName: clinic.displayName, city: clinic.city });
  }

  const sharedLine = line;
  const generalId = build.documentId();
  const particularId = build.documentId();
  const facts: Array<readonly [string, string]> = [
    ["Moneda", unit === "UF" ? "UF" : `${unitNames[unit]} (${unit})`],
    ["Forma de pago", "Mensual"],
    ["Renovación", "Anual automática"],
    [
      "Edad de ingreso",
      `${rows.reduce((min, row) => Math.min(min, row.ageMin), 99)} a ${rows.reduce((max, row) => Math.max(max, row.ageMax), 0)} años`,
    ],
  ];
  if (plan.options?.modality) facts.push(["Modalidad", modalityLabels[plan.options.modality]]);
  if (networkNames[0]) facts.push(["Prestador preferente", networkNames[0]]);
  if (minsubscribers) facts.push(["Mínimo de asegurados", `${minsubscribers} trabajadores`]);
  if (draft.deductible !== undefined)
    facts.push([
      "Deducible anual",
      draft.deductible === 0 ? "Sin deducible" : formatAmount(draft.deductible, "USD"),
    ]);
  if (category.region) facts.push(["Área de cobertura", category.displayName]);
  const particularDate = availableFrom;
  const documents: DemoDocument[] = [
    {
      id: generalId,
      name:
        kind === "isapre" ? "Condiciones generales del contrato de salud" : "Condiciones generales",
      fileName:
        `condiciones-generales-${urlSegment(organization.displayName)}-${category.url}.pdf`.toLowerCase(),
      pdf: () => lineDocumentPdf(sharedLine, build),
    },
    {
      id: particularId,
      name:
        kind === "isapre"
          ? `Plan de salud ${draft.name}`
          : `Condiciones particulares ${draft.name}`,
      fileName: `condiciones-particulares-${draft.url}.pdf`.toLowerCase(),
      pdf: () =>
        renderPdf({
          title:
            kind === "isapre"
              ? `Plan de salud · ${draft.name}`
              : `Condiciones particulares · ${draft.name}`,
          issuer: organization.displayName,
          color: organization.color,
          date: new Date(`${particularDate}T12:00:00Z`),
          blocks: particularConditionsBlocks({
            kind,
            market,
            issuer: organization.displayName,
            planName: draft.name,
            productCode: draft.code,
            categoryName: category.displayName,
            effectiveDate: particularDate,
            unit,
            lines: coverages.lines,
            rows,
            facts,
            gesPrice,
            random: createRandom(`${build.seed}:${draft.code}:particular`),
          }),
        }),
    },
  ];

  const path = resolvePlanDetailPath(market.planPaths, {
    organizationType: organization.type,
    provider: organization.url,
    plan: draft.url,
    type: category.url,
  });
  const logo = draft.organizationItem.metadata?.image ?? null;
  const description = describe(
    draft,
    coverages.lines,
    features.map((feature) => feature.name),
  );
  const annualMaximum =
    coverages.coverageInformation.coverages[0]?.amounts?.compensation?.minAmount;
  const item: ProductItem = {
    id: draft.id,
    displayName: draft.name,
    name: draft.name.toUpperCase(),
    productCode: draft.code,
    url: draft.url,
    description,
    isNew: isNewProduct(availableFrom, build.referenceDate),
    availableFrom,
    isActive: !plan.options?.discontinued,
    exclusive,
    isPromoted: promoted,
    score,
    distance,
    price: {
      minPrice: from.price,
      maxPrice,
      unit: { id: priceUnitIds[unit], code: unit },
      paymentMode: "Mensual",
    },
    priceRange: { from: from.price, unit: { id: priceUnitIds[unit], code: unit } },
    coverages: coverages.coverageInformation.coverages.slice(0, 1),
    organization: draft.organizationItem,
    insuranceType: toInsuranceType(category),
    insuranceMetadata: {
      salesChannel: salesChannels,
      url: draft.url,
      seoTitle: `${draft.name} | ${organization.displayName} | ${market.brand}`,
      seoDescription: description,
      metadata: {
        logo,
        salesChannel: salesChannels,
        isPopular: popular,
        hasOffer: false,
        modality:
          plan.options?.modality ??
          (networkIds.length > 0 && kind !== "international" ? "preferente" : "libre_eleccion"),
        ...(minsubscribers ? { minsubscribers } : {}),
        price_detail: priceDetailOf(
          kind === "collective" || kind === "sctr" || (kind === "eps" && unit === "PEN")
            ? "Desde, por trabajador"
            : "Desde",
          from,
        ),
        ...(kind === "international" && annualMaximum
          ? { annual_benefit_maximum: { amount: annualMaximum, currency_code: "USD" } }
          : {}),
        detailGtm: {
          item_category: category.displayName,
          item_brand: organization.displayName,
          item_variant: tierWords[plan.tier - 1],
        },
      },
    },
    evaluations: [
      { score, evaluationType: "coverage_score" },
      { score: random.int(1, 100), evaluationType: "comercial_order" },
    ],
    ...(networkIds.length > 0 ? { network: networkEntries(draft, networkIds) } : {}),
    ...(plan.options?.newWindowUrl ? { newWindowUrl: plan.options.newWindowUrl } : {}),
    ...(path ? { schemaUrl: `${market.siteUrl}${path}` } : {}),
  };

  if (kind === "isapre") {
    item.healthPlan = isapreHealthPlan({
      code: draft.code,
      name: draft.name,
      organizationCode: organization.organizationCode,
      tier: plan.tier,
      modality: item.insuranceMetadata?.metadata?.modality,
      startDate: sharedLine.effectiveDate,
      sold: !plan.options?.discontinued,
    });
  }
  const ages = rows.map((row) => [row.ageMin, row.ageMax] as const);
  const highlights = coverages.lines
    .slice(0, 4)
    .map((entry) => `${entry.name.toLowerCase()} (${entry.cover})`);
  return {
    countryId: market.countryId,
    item,
    coverageInformation: coverages.coverageInformation,
    features,
    benefitCategories: coverages.benefitCategories,
    offers: [],
    paymentInfo: paymentInfoFor(market.countryId, salesChannels, random.chance(0.7)),
    salesChannels,
    faqs: buildFaqs(
      {
        kind,
        market: market.code,
        planName: draft.name,
        organizationName: organization.displayName,
        minEntryAge: Math.min(...ages.map(([min]) => min)),
        maxEntryAge:
          Math.max(...ages.map(([, max]) => max)) >= 99
            ? null
            : Math.max(...ages.map(([, max]) => max)),
        minsubscribers: minsubscribers ?? null,
        online,
        networkNames,
        gesPrice,
        deductible: draft.deductible ?? null,
        highlights,
      },
      random,
    ),
    tabs: tabsFor(networkIds.length > 0, online, particularId, kind === "isapre"),
    documents,
    priceRows: rows,
    coverageOrganizationIds: networkIds,
    coverageCountryIds: coverCountries(category),
    previsions: [...(plan.options?.previsions ?? [])],
    ...(plan.options?.discontinued ? { active: false } : {}),
    ...(kind === "isapre"
      ? {
          isaprePlan: isaprePlanData({
            tier: plan.tier,
            modality: plan.options?.modality,
            organizationCode: organization.organizationCode,
            basePriceUf: base,
            gesPriceUf: gesPrice ?? ISAPRE_GES_FALLBACK_UF,
          }),
        }
      : {}),
  };
}
