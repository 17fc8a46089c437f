import { gesPriceUf, openIsapreCodes } from "@qs/catalogs/isapres";
import {
  advisorSchema,
  businessLineSchema,
  faqSchema,
  informationPageSchema,
  ufValueSchema,
} from "@qs/domain/api/reference-answers";
import { contactInformationSchema } from "@qs/domain/contact-information";
import { countrySchema } from "@qs/domain/country";
import type { CountryId } from "@qs/domain/country-config";
import { benefitCategorySchema, coverageInformationSchema } from "@qs/domain/coverage";
import { coverageOrganizationSchema } from "@qs/domain/coverage-organization";
import { parseDeductibleName } from "@qs/domain/deductible-tags";
import { featureSchema } from "@qs/domain/feature";
import { healthPlanSchema } from "@qs/domain/health-plan";
import { insuranceTypeSchema } from "@qs/domain/insurance-type";
import { menuSchema } from "@qs/domain/menu";
import { offerSchema } from "@qs/domain/offer";
import { OFFER_TYPES } from "@qs/domain/offer-state";
import { organizationSchema, organizationTypeLabelsSchema } from "@qs/domain/organization";
import { paymentInfoSchema } from "@qs/domain/payment-info";
import { productItemSchema } from "@qs/domain/product";
import { isNewProduct } from "@qs/domain/product-badges";
import { profileFormSchema, profileValidationSetSchema } from "@qs/domain/profile-form";
import { profileRegionSchema } from "@qs/domain/region";
import { routeTranslationTableSchema } from "@qs/domain/route-translation";
import { slugifyDisplayName } from "@qs/domain/slugify-display-name";
import { subdomainDataSchema } from "@qs/domain/subdomain";
import { tabSchema } from "@qs/domain/tab";
import { workSectorTypeSchema } from "@qs/domain/work-sector";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { DemoCatalog, DemoProduct } from "./catalog-contract";
import { buildDemoCatalog } from "./index";

const REFERENCE_DAY = "2025-07-01";
const COUNTRIES: CountryId[] = [1, 2, 3, 4];

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();
const activeOf = (catalog: DemoCatalog, countryId: CountryId) =>
  catalog.products.filter((product) => product.countryId === countryId && product.active !== false);
const duplicates = <T>(values: readonly T[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

let catalog: DemoCatalog;
beforeAll(() => {
  catalog = buildDemoCatalog({ referenceDate: REFERENCE_DAY });
});

describe("the demo catalogue parses with the domain schemas", () => {
  it("every product part parses as the loader checks it", () => {
    for (const product of catalog.products) {
      const where = `${product.item.productCode}`;
      const item = productItemSchema.safeParse(product.item);
      expect(item.success, `${where} item: ${item.error?.message}`).toBe(true);
      expect(product.item.organization?.type, where).toBeTruthy();
      expect(product.item.insuranceType, where).toBeTruthy();
      expect(product.item.price?.minPrice, where).toBeGreaterThan(0);
      expect(coverageInformationSchema.safeParse(product.coverageInformation).success, where).toBe(
        true,
      );
      expect(
        z.array(benefitCategorySchema).safeParse(product.benefitCategories).success,
        where,
      ).toBe(true);
      expect(z.array(featureSchema).safeParse(product.features).success, where).toBe(true);
      expect(z.array(faqSchema).safeParse(product.faqs).success, where).toBe(true);
      expect(z.array(tabSchema).safeParse(product.tabs ?? []).success, where).toBe(true);
      if (product.paymentInfo)
        expect(paymentInfoSchema.safeParse(product.paymentInfo).success, where).toBe(true);
      for (const offer of product.offers)
        expect(offerSchema.safeParse(offer.offer).success, where).toBe(true);
      for (const row of product.priceRows)
        expect(row.ageMin, where).toBeLessThanOrEqual(row.ageMax);
    }
  });

  it("the reference data parses", () => {
    expect(z.array(countrySchema).safeParse(catalog.countries).success).toBe(true);
    for (const entry of catalog.regions)
      expect(z.array(profileRegionSchema).safeParse(entry.value).success).toBe(true);
    for (const entry of catalog.workSectors)
      expect(z.array(workSectorTypeSchema).safeParse(entry.value).success).toBe(true);
    for (const entry of catalog.insuranceTypes)
      expect(z.array(insuranceTypeSchema).safeParse(entry.value).success).toBe(true);
    for (const entry of catalog.contactInformation) {
      expect(z.array(contactInformationSchema).safeParse(entry.value).success).toBe(true);
    }
    for (const entry of catalog.menus) expect(menuSchema.safeParse(entry.value).success).toBe(true);
    for (const entry of catalog.businessLines)
      expect(z.array(businessLineSchema).safeParse(entry.value).success).toBe(true);
    expect(organizationTypeLabelsSchema.safeParse(catalog.organizationTypeLabels).success).toBe(
      true,
    );
    for (const entry of catalog.information)
      expect(z.array(informationPageSchema).safeParse(entry.value).success).toBe(true);
    expect(routeTranslationTableSchema.safeParse(catalog.routeTranslations).success).toBe(true);
    for (const partner of catalog.partners)
      expect(subdomainDataSchema.safeParse(partner.data).success).toBe(true);
    for (const advisor of catalog.advisors)
      expect(advisorSchema.safeParse(advisor).success).toBe(true);
    for (const uf of catalog.ufValues) expect(ufValueSchema.safeParse(uf).success).toBe(true);
    for (const { organization } of catalog.organizations)
      expect(organizationSchema.safeParse(organization).success).toBe(true);
    for (const clinic of catalog.coverageOrganizations)
      expect(coverageOrganizationSchema.safeParse(clinic).success).toBe(true);
    for (const form of catalog.profileForms) {
      expect(profileFormSchema.safeParse(form.form).success).toBe(true);
      expect(profileValidationSetSchema.safeParse(form.validation).success).toBe(true);
    }
  });

  it("every tagged deductible or top name parses", () => {
    const names = catalog.products.flatMap((product) =>
      product.coverageInformation.coverages
        .filter((coverage) => coverage.deductibleType)
        .map((coverage) => coverage.name ?? ""),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(parseDeductibleName(name).ok, name).toBe(true);
  });
});

describe("products", () => {
  it.each(COUNTRIES)("country %i has at least 60 products on sale", (countryId) => {
    expect(activeOf(catalog, countryId).length).toBeGreaterThanOrEqual(60);
  });

  it.each(COUNTRIES)("country %i has products of every one of its product types", (countryId) => {
    const types =
      catalog.insuranceTypes.find((entry) => entry.countryId === countryId)?.value ?? [];
    expect(types.length).toBeGreaterThan(0);
    const used = new Set(
      activeOf(catalog, countryId).map((product) => product.item.insuranceType?.id),
    );
    for (const type of types) expect(used.has(type.id), type.name).toBe(true);
  });

  it("offers the product types each market is described with", () => {
    const names = (countryId: CountryId) =>
      new Set(activeOf(catalog, countryId).map((product) => product.item.insuranceType?.name));
    expect([...names(3)]).toEqual(
      expect.arrayContaining([
        "colectivo",
        "Medicina Prepagada",
        "POLIZA DE SALUD",
        "PLAN COMPLEMENTARIO",
        "SEGURO_MASCOTAS",
        "SEGURO COLECTIVO",
      ]),
    );
    expect([...names(1)]).toEqual(
      expect.arrayContaining([
        "ISAPRE",
        "SEGURO DE SALUD",
        "SEGURO COMPLEMENTARIO",
        "SEGURO CATASTROFICO",
        "SEGURO DENTAL",
        "SEGURO_MASCOTAS",
        "SEGURO COLECTIVO",
      ]),
    );
    expect([...names(2)]).toEqual(
      expect.arrayContaining([
        "EPS",
        "SEGURO DE SALUD",
        "SEGURO ONCOLOGICO",
        "SEGURO COLECTIVO",
        "SCTR",
      ]),
    );
    expect([...names(4)]).toEqual(
      expect.arrayContaining(["SEGURO INTERNACIONAL", "SEGURO COLECTIVO"]),
    );
  });

  it("prices in each market's units", () => {
    const units = (countryId: CountryId) =>
      new Set(
        catalog.products
          .filter((p) => p.countryId === countryId)
          .flatMap((p) => p.priceRows.map((row) => row.unit)),
      );
    expect([...units(3)]).toEqual(["COP"]);
    expect([...units(1)].sort()).toEqual(["CLP", "UF"]);
    expect([...units(2)].sort()).toEqual(["PEN", "USD"]);
    expect([...units(4)]).toEqual(["USD"]);
    const isapre = catalog.products.filter(
      (product) => product.item.insuranceType?.name === "ISAPRE",
    );
    expect(isapre.every((product) => product.priceRows.every((row) => row.unit === "UF"))).toBe(
      true,
    );
  });

  it("prices people by age band and sex, pets by species, breed and age", () => {
    const health = catalog.products.find(
      (product) => product.item.insuranceType?.name === "POLIZA DE SALUD",
    );
    const bands = new Set(health?.priceRows.map((row) => `${row.ageMin}-${row.ageMax}`));
    expect(bands.has("18-24")).toBe(true);
    expect(bands.has("70-99")).toBe(true);
    expect(new Set(health?.priceRows.map((row) => row.sex))).toEqual(
      new Set(["Masculino", "Femenino"]),
    );
    const pets = catalog.products.filter(
      (product) => product.item.insuranceType?.name === "SEGURO_MASCOTAS",
    );
    for (const pet of pets) {
      expect(new Set(pet.priceRows.map((row) => row.species))).toEqual(new Set(["Perro", "Gato"]));
      expect(pet.priceRows.some((row) => row.breed)).toBe(true);
    }
  });

  it("the listed 'from' price is the lowest adult price of the table", () => {
    for (const product of catalog.products.filter((p) => !p.priceRows.some((row) => row.species))) {
      const adults = product.priceRows.filter((row) => row.ageMin >= 18);
      const expected = Math.min(
        ...(adults.length > 0 ? adults : product.priceRows).map((row) => row.price),
      );
      expect(product.item.price?.minPrice, product.item.productCode ?? "").toBe(expected);
    }
  });

  it("includes the GES price of each Isapre in its plans' prices", () => {
    for (const code of openIsapreCodes) {
      const plans = catalog.products.filter(
        (product) => product.item.organization?.organizationCode === String(code),
      );
      expect(plans.length).toBeGreaterThan(0);
      const ges = gesPriceUf(code) ?? 0;
      for (const plan of plans)
        for (const row of plan.priceRows) expect(row.price).toBeGreaterThan(ges);
    }
  });

  it("gives every Isapre plan, and only those, its health-plan fields", () => {
    const states = new Set<string>();
    const tops = new Set<number>();
    for (const product of catalog.products) {
      const isapre = product.item.organization?.type === "ISAPRE";
      expect(product.item.healthPlan != null, product.item.displayName).toBe(isapre);
      if (!isapre) continue;
      const plan = healthPlanSchema.parse(product.item.healthPlan);
      expect(String(plan.codigoprestador)).toBe(product.item.organization?.organizationCode);
      expect(plan.fechainicio).toMatch(/^20\d\d-\d\d-01$/);
      states.add(plan.estadoplan ?? "");
      tops.add(plan.topeanual ?? -1);
    }
    expect(states.has("Si Comer.")).toBe(true);
    expect(tops.has(0)).toBe(true);
  });

  it("has 2 to 6 features and 3 to 6 FAQs per product", () => {
    for (const product of catalog.products) {
      expect(product.features.length).toBeGreaterThanOrEqual(2);
      expect(product.features.length).toBeLessThanOrEqual(6);
      expect(product.faqs.length).toBeGreaterThanOrEqual(3);
      expect(product.faqs.length).toBeLessThanOrEqual(6);
    }
  });

  it("sells about a third of the products online", () => {
    const online = catalog.products.filter((product) =>
      product.salesChannels.includes("online"),
    ).length;
    const share = online / catalog.products.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
  });

  it.each(COUNTRIES)(
    "country %i shows every badge on some products but not on most",
    (countryId) => {
      const products = activeOf(catalog, countryId);
      const share = (test: (product: DemoProduct) => boolean) =>
        products.filter(test).length / products.length;
      const badges = [
        share((p) => p.item.isNew === true),
        share((p) => p.item.exclusive === true),
        share((p) => p.item.isPromoted === true),
        share((p) => p.item.insuranceMetadata?.metadata?.isPopular === true),
        share((p) => p.item.insuranceMetadata?.metadata?.hasOffer === true),
      ];
      for (const value of badges) {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThan(0.5);
      }
    },
  );

  it("flags as new exactly the products available for under two months", () => {
    const now = new Date(`${REFERENCE_DAY}T00:00:00Z`);
    for (const product of catalog.products) {
      expect(product.item.isNew).toBe(isNewProduct(product.item.availableFrom, now));
    }
  });

  it("leaves some products without coverage information (the card shows that there is none)", () => {
    const empty = catalog.products.filter(
      (product) => product.coverageInformation.tags.length === 0,
    );
    expect(empty.length).toBeGreaterThan(0);
    expect(empty.length).toBeLessThan(10);
  });

  it("covers clinics of its own market and, abroad, the countries of the region of cover", () => {
    const clinics = new Map(catalog.coverageOrganizations.map((clinic) => [clinic.id, clinic]));
    for (const product of catalog.products) {
      for (const id of product.coverageOrganizationIds)
        expect(clinics.get(id)?.countryId).toBe(product.countryId);
    }
    const international = catalog.products.filter((product) => product.countryId === 4);
    expect(international.every((product) => product.coverageCountryIds.length > 0)).toBe(true);
    const worldwide = international.find(
      (product) => product.item.insuranceType?.name === "SEGURO INTERNACIONAL",
    );
    const latam = international.find(
      (product) => product.item.insuranceType?.name === "SEGURO INTERNACIONAL LATAM",
    );
    expect(worldwide?.coverageCountryIds).toContain(5);
    expect(latam?.coverageCountryIds).not.toContain(5);
  });
});

describe("offers", () => {
  it.each(COUNTRIES)(
    "country %i has offers of all five types and an exhausted stock offer",
    (countryId) => {
      const offers = activeOf(catalog, countryId).flatMap((product) => product.offers);
      const types = new Set(
        offers.map((offer) => String(offer.offer.offerType.name).toUpperCase()),
      );
      for (const type of OFFER_TYPES) expect(types.has(type), type).toBe(true);
      expect(
        offers.some(
          (offer) =>
            String(offer.offer.offerType.name).toUpperCase() === "STOCK" && offer.stock === 0,
        ),
      ).toBe(true);
    },
  );

  it("puts an exhausted offer alone on its product, so the offers call answers 204", () => {
    const exhausted = catalog.products.filter((product) =>
      product.offers.some((offer) => offer.stock === 0),
    );
    expect(exhausted.length).toBe(4);
    for (const product of exhausted) expect(product.offers).toHaveLength(1);
  });

  it("writes parceled discounts as 'installments;value' and flags offered products", () => {
    for (const product of catalog.products) {
      for (const offer of product.offers) {
        for (const entry of offer.offer.parceledDiscounts ?? []) expect(entry).toMatch(/^\d+;\d+$/);
      }
      expect(product.item.insuranceMetadata?.metadata?.hasOffer).toBe(product.offers.length > 0);
    }
  });
});

describe("ids and addresses", () => {
  it("keeps every id unique over the catalogue", () => {
    expect(duplicates(catalog.products.map((p) => p.item.id))).toEqual([]);
    expect(duplicates(catalog.organizations.map((o) => o.organization.id))).toEqual([]);
    expect(
      duplicates(catalog.insuranceTypes.flatMap((entry) => entry.value.map((type) => type.id))),
    ).toEqual([]);
    expect(duplicates(catalog.coverageOrganizations.map((clinic) => clinic.id))).toEqual([]);
    expect(duplicates(catalog.products.flatMap((p) => p.offers.map((offer) => offer.id)))).toEqual(
      [],
    );
    expect(
      duplicates(catalog.products.flatMap((p) => p.documents.map((document) => document.id))),
    ).toEqual([]);
    expect(
      duplicates(
        catalog.products.flatMap((p) =>
          p.coverageInformation.coverages.map((coverage) => coverage.id),
        ),
      ),
    ).toEqual([]);
    expect(duplicates(catalog.partners.map((partner) => partner.id))).toEqual([]);
    expect(duplicates(catalog.advisors.map((advisor) => advisor.id))).toEqual([]);
    expect(duplicates(catalog.advisors.map((advisor) => advisor.email))).toEqual([]);
    expect(duplicates(catalog.products.map((p) => p.item.productCode))).toEqual([]);
  });

  it.each(COUNTRIES)("country %i resolves every product URL to the product alone", (countryId) => {
    const products = catalog.products.filter((product) => product.countryId === countryId);
    const urls = products.map((product) => (product.item.url ?? "").toLowerCase());
    expect(duplicates(urls)).toEqual([]);
    const taken = new Set([
      ...catalog.organizations
        .filter((o) => o.organization.countryId === countryId)
        .map((o) => (o.organization.metadata?.url ?? "").toLowerCase()),
      ...(catalog.insuranceTypes.find((entry) => entry.countryId === countryId)?.value ?? []).map(
        (type) => (type.url ?? "").toLowerCase(),
      ),
      ...catalog.coverageOrganizations
        .filter((clinic) => clinic.countryId === countryId)
        .map((clinic) => slugifyDisplayName(clinic.displayName).toLowerCase()),
    ]);
    for (const url of urls) {
      expect(url).toMatch(/^[a-z0-9-]+$/);
      expect(taken.has(url), url).toBe(false);
    }
  });
});

describe("organizations and categories", () => {
  const typesOf = (countryId: CountryId) =>
    new Set(
      catalog.organizations
        .filter((o) => o.organization.countryId === countryId)
        .map((o) => o.organization.type),
    );

  it("has the organization types of each market", () => {
    expect([...typesOf(1)]).toEqual(expect.arrayContaining(["ISAPRE", "ASEG", "CLINICA"]));
    expect([...typesOf(3)]).toEqual(
      expect.arrayContaining(["EPS", "MEDICINA PREPAGADA", "ASEG", "MASCOTAS"]),
    );
    expect([...typesOf(2)]).toEqual(expect.arrayContaining(["EPS", "ASEG", "CLINICA"]));
    expect([...typesOf(4)]).toEqual(["ASEG"]);
  });

  it("lists the open Isapres with their codes and names", () => {
    const isapres = catalog.organizations
      .filter((o) => o.organization.type === "ISAPRE")
      .map((o) => o.organization);
    expect(isapres.map((o) => Number(o.organizationCode)).sort((a, b) => a - b)).toEqual(
      [...openIsapreCodes].sort((a, b) => a - b),
    );
    expect(isapres.map((o) => o.displayName)).toEqual(
      expect.arrayContaining([
        "Colmena",
        "Cruz Blanca",
        "Vida Tres",
        "Nueva Masvida",
        "Banmédica",
        "Consalud",
        "Esencial",
      ]),
    );
  });

  it("gives the international insurers their countries of cover", () => {
    const insurers = catalog.organizations.filter((o) => o.organization.countryId === 4);
    for (const { organization } of insurers)
      expect(organization.coverageCountries?.length).toBeGreaterThan(10);
  });

  it("includes the fallback pet type 246 and the type names the sites branch on", () => {
    const types = catalog.insuranceTypes.flatMap((entry) => entry.value);
    expect(types.find((type) => type.id === 246)?.name).toBe("SEGURO_MASCOTAS");
    const names = new Set(types.map((type) => type.name));
    for (const name of [
      "SEGURO COLECTIVO",
      "EPS",
      "colectivo",
      "SCTR",
      "SEGURO INTERNACIONAL",
      "SEGURO_MASCOTAS",
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    for (const type of types) {
      expect(type.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(type.upperType?.name).toBeTruthy();
      expect(type.url).toMatch(/^[A-Za-z-]+$/);
    }
  });

  it("names clinics with their accents and spaces", () => {
    const names = catalog.coverageOrganizations.map((clinic) => clinic.displayName);
    expect(names).toEqual(
      expect.arrayContaining([
        "Clínica del Country",
        "Fundación Santa Fe de Bogotá",
        "Clínica Alemana de Santiago",
      ]),
    );
  });

  it("builds each menu from the country's categories", () => {
    for (const { countryId, value } of catalog.menus) {
      const urls = JSON.stringify(value);
      const categories =
        catalog.insuranceTypes.find((entry) => entry.countryId === countryId)?.value ?? [];
      for (const category of categories) {
        const linked =
          urls.includes(`/Comparar/${category.url}"`) ||
          (category.name === "SEGURO COLECTIVO" && urls.includes("/Comparar/Empresas"));
        expect(linked, `${countryId} ${category.url}`).toBe(true);
      }
    }
  });
});

describe("reference data", () => {
  it("lists the 16 Chilean regions, Metropolitana first", () => {
    const chile = catalog.regions.find((entry) => entry.countryId === 1)?.value ?? [];
    expect(chile).toHaveLength(16);
    expect(chile[0]).toMatchObject({
      stateCode: 13,
      stateName: "Metropolitana",
      abbreviation: "RM",
    });
  });

  it("lists countries with their nationality, the four sites first", () => {
    expect(catalog.countries.slice(0, 4).map((country) => country.code)).toEqual([
      "CL",
      "PE",
      "CO",
      "INT",
    ]);
    const codes = catalog.countries.map((country) => country.code);
    expect(codes).toEqual(expect.arrayContaining(["US", "ES", "MX", "AR", "BR"]));
    expect(catalog.countries.find((country) => country.code === "US")?.nationality).toBe(
      "Estadounidense",
    );
  });

  it("gives every country whatsapp, phone and e-mail contacts and social networks", () => {
    for (const { value } of catalog.contactInformation) {
      const contacts = value
        .filter((entry) => entry.type === "contactos")
        .map((entry) => entry.name);
      expect(contacts).toEqual(expect.arrayContaining(["whatsapp", "telefono", "email"]));
      expect(value.some((entry) => entry.type === "redesSociales")).toBe(true);
    }
  });

  it("lists Peru's SCTR work sectors with their activities", () => {
    const peru = catalog.workSectors.find((entry) => entry.countryId === 2)?.value ?? [];
    expect(peru.map((entry) => entry.displayName)).toEqual(
      expect.arrayContaining(["Construcción", "Minería e hidrocarburos"]),
    );
    expect(peru.every((entry) => entry.workSectors.length > 0)).toBe(true);
  });

  it("translates the comparison route segment", () => {
    expect(catalog.routeTranslations.Comparar).toEqual({
      es: "Comparar",
      en: "Compare",
      pt: "Comparar",
    });
  });

  it("has UF values around 39.200 pesos for the days around the reference day", () => {
    const values = catalog.ufValues.map((entry) => entry.value);
    expect(Math.min(...values)).toBeGreaterThan(39000);
    expect(Math.max(...values)).toBeLessThan(39400);
    expect(catalog.ufValues.map((entry) => entry.date)).toContain(REFERENCE_DAY);
  });

  it("has partners by subdomain and by token, one of them a showcase without request button nor score", () => {
    expect(catalog.partners.some((partner) => partner.subdomain && !partner.iframeToken)).toBe(
      true,
    );
    expect(catalog.partners.some((partner) => partner.iframeToken && !partner.subdomain)).toBe(
      true,
    );
    const showcase = catalog.partners.find(
      (partner) => partner.data.disableRequestButton && partner.data.hideScoreInfo,
    );
    expect(showcase).toBeDefined();
    for (const partner of catalog.partners) {
      expect(partner.data.allowedUrls.length).toBeGreaterThan(0);
      expect(partner.data.allowedOrganizations?.length).toBeGreaterThan(0);
    }
  });

  it("has referral advisors with and without an executive, one at the internal domain", () => {
    expect(catalog.advisors.some((advisor) => advisor.ejecutivo)).toBe(true);
    expect(catalog.advisors.some((advisor) => !advisor.ejecutivo)).toBe(true);
    expect(catalog.advisors.some((advisor) => advisor.email.endsWith("@queseguro.com"))).toBe(true);
  });

  it("marks the content as demonstration data", () => {
    const pages = catalog.information.flatMap((entry) => entry.value);
    expect(pages.some((page) => page.name === "datos-de-demostracion")).toBe(true);
    expect(
      pages
        .filter((page) => page.name === "terminos-y-condiciones")
        .every((page) => page.content.includes("demostración")),
    ).toBe(true);
  });
});

describe("documents", () => {
  it("are real PDFs: general conditions over 10 pages, particular conditions of 2 to 6", async () => {
    const sample = [3, 1, 2, 4].map(
      (countryId) => activeOf(catalog, countryId as CountryId)[0] as DemoProduct,
    );
    for (const product of sample) {
      const [general, particular] = product.documents;
      expect(general && particular).toBeTruthy();
      const generalPages = await pageCount(await (general as NonNullable<typeof general>).pdf());
      const particularPages = await pageCount(
        await (particular as NonNullable<typeof particular>).pdf(),
      );
      expect(generalPages).toBeGreaterThan(10);
      expect(generalPages).toBeLessThanOrEqual(18);
      expect(particularPages).toBeGreaterThanOrEqual(2);
      expect(particularPages).toBeLessThanOrEqual(6);
    }
  });

  it("shares the general conditions of a line of plans: one PDF, built once", async () => {
    const [first, second] = catalog.products.filter((product) =>
      product.item.productCode?.startsWith("CLM-ISA"),
    );
    const a = await first?.documents[0]?.pdf();
    const b = await second?.documents[0]?.pdf();
    expect(a).toBeInstanceOf(Uint8Array);
    expect(a).toBe(b);
    expect(first?.documents[0]?.id).not.toBe(second?.documents[0]?.id);
  });

  it("names each PDF and titles it", async () => {
    const product = activeOf(catalog, 1).find(
      (p) => p.item.insuranceType?.name === "SEGURO_MASCOTAS",
    ) as DemoProduct;
    const bytes = await (
      product.documents[1] as NonNullable<DemoProduct["documents"][number]>
    ).pdf();
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toContain(product.item.displayName);
    expect(product.documents[1]?.fileName).toMatch(/^condiciones-particulares-[a-z0-9-]+\.pdf$/);
  });
});

describe("determinism", () => {
  it("builds the same catalogue twice", async () => {
    const again = buildDemoCatalog({ referenceDate: REFERENCE_DAY });
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalog));
    const product = again.products[5] as DemoProduct;
    const original = catalog.products[5] as DemoProduct;
    expect(await product.documents[1]?.pdf()).toEqual(await original.documents[1]?.pdf());
  });

  it("moves only the relative dates with the reference day", () => {
    const later = buildDemoCatalog({ referenceDate: "2025-09-15" });
    const strip = (c: DemoCatalog) =>
      c.products.map((product) => ({ ...product.item, availableFrom: null, isNew: null }));
    expect(JSON.stringify(strip(later))).toBe(JSON.stringify(strip(catalog)));
    expect(later.products.map((p) => p.item.availableFrom)).not.toEqual(
      catalog.products.map((p) => p.item.availableFrom),
    );
  });
});

describe("scaling", () => {
  it("builds 10,000 valid products with unique ids, codes and addresses", () => {
    const big = buildDemoCatalog({ referenceDate: REFERENCE_DAY, products: 10_000 });
    expect(big.products).toHaveLength(10_000);
    expect(duplicates(big.products.map((p) => p.item.id))).toEqual([]);
    expect(duplicates(big.products.map((p) => p.item.productCode))).toEqual([]);
    expect(
      duplicates(big.products.map((p) => `${p.countryId}:${(p.item.url ?? "").toLowerCase()}`)),
    ).toEqual([]);
    expect(duplicates(big.products.flatMap((p) => p.documents.map((d) => d.id)))).toEqual([]);
    for (const product of big.products)
      expect(productItemSchema.safeParse(product.item).success).toBe(true);
    expect(new Set(big.products.map((p) => p.countryId)).size).toBe(4);
  });

  it("keeps every market when asked for fewer products", () => {
    const small = buildDemoCatalog({ referenceDate: REFERENCE_DAY, products: 40 });
    expect(small.products).toHaveLength(40);
    expect(new Set(small.products.map((p) => p.countryId))).toEqual(new Set([1, 2, 3, 4]));
  });
});
