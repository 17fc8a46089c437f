import type { LabelTranslations } from "@qs/domain/label-translations";
import { localizeLabels } from "@qs/domain/label-translations";
import type { MenuItem } from "@qs/domain/menu";
import { ORGANIZATION_TYPES } from "@qs/domain/organization-types";
import { beforeAll, describe, expect, it } from "vitest";
import type { DemoCatalog } from "./catalog-contract";
import { buildDemoCatalog } from "./index";
import { LABEL_TRANSLATIONS, translationsOf, withTranslations } from "./label-translations";

let catalog: DemoCatalog;
beforeAll(() => {
  catalog = buildDemoCatalog({ referenceDate: "2025-07-01" });
});

type Labelled = { translations?: LabelTranslations } & Record<string, unknown>;

/** The entries whose `fields` the sites show, each with its translations in English and Portuguese. */
function expectTranslated(entries: readonly Labelled[], fields: readonly string[], where: string) {
  for (const entry of entries) {
    for (const field of fields) {
      const spanish = entry[field];
      expect(typeof spanish, `${where} ${field}`).toBe("string");
      expect(
        entry.translations?.en?.[field],
        `${where}: ${String(spanish)} in English`,
      ).toBeTruthy();
      expect(
        entry.translations?.pt?.[field],
        `${where}: ${String(spanish)} in Portuguese`,
      ).toBeTruthy();
    }
  }
}

const menuEntries = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...menuEntries(item.children ?? [])]);

describe("the labels the catalogue serves to the sites' interface", () => {
  it("has every menu entry, sub-menus included, in English and Portuguese", () => {
    for (const { countryId, value } of catalog.menus) {
      expectTranslated(menuEntries(value) as Labelled[], ["label"], `menu ${countryId}`);
    }
  });

  it("keeps the Spanish labels as they are", () => {
    const colombia = catalog.menus.find((menu) => menu.countryId === 3)?.value ?? [];
    expect(localizeLabels(colombia, "es").map((item) => item.label)).toEqual([
      "Salud",
      "Empresas",
      "Mascotas",
      "Clínicas y Hospitales",
      "Blog",
    ]);
    expect(localizeLabels(colombia, "en").map((item) => item.label)).toEqual([
      "Health",
      "Companies",
      "Pets",
      "Clinics and hospitals",
      "Blog",
    ]);
    expect(localizeLabels(colombia, "pt")[0]?.children?.map((item) => item.label)).toEqual([
      "Apólices de saúde",
      "Medicina pré-paga",
      "EPS",
      "Planos complementares",
    ]);
  });

  it("names every category and upper type in English and Portuguese", () => {
    for (const { countryId, value } of catalog.insuranceTypes) {
      expectTranslated(value as Labelled[], ["displayName"], `categories ${countryId}`);
      expectTranslated(
        value.map((type) => type.upperType ?? {}) as Labelled[],
        ["displayName"],
        `upper types ${countryId}`,
      );
    }
  });

  it("names every business line in English and Portuguese", () => {
    for (const { countryId, value } of catalog.businessLines) {
      expectTranslated(value as Labelled[], ["displayName"], `business lines ${countryId}`);
    }
  });

  it("names every institution type and the filter's choice of all of them", () => {
    const labels = catalog.organizationTypeLabels;
    expect(labels.types.map((entry) => entry.type)).toEqual([...ORGANIZATION_TYPES]);
    expectTranslated([labels as Labelled], ["allTypes"], "institution types");
    expectTranslated(labels.types as Labelled[], ["displayName"], "institution types");
    expect(localizeLabels(labels, "en").types.find((entry) => entry.type === "ASEG")).toEqual({
      type: "ASEG",
      displayName: "Insurer",
    });
    expect(localizeLabels(labels, "pt").allTypes).toBe("Todas as instituições");
  });

  it("gives every card's price detail and every detail tab their English and Portuguese", () => {
    for (const product of catalog.products) {
      const where = product.item.productCode ?? "";
      const detail = product.item.insuranceMetadata?.metadata?.price_detail;
      expectTranslated([detail as Labelled], ["label", "age_range"], where);
      expectTranslated((product.tabs ?? []) as Labelled[], ["title"], where);
      expectTranslated([product.item.insuranceType as Labelled], ["displayName"], where);
    }
  });

  it("writes the band of a pet plan with the pet's name and the years in each language", () => {
    const pets = catalog.products.find(
      (product) =>
        product.item.insuranceMetadata?.metadata?.price_detail?.age_range === "Gato, 0-1 años",
    );
    const detail = pets?.item.insuranceMetadata?.metadata?.price_detail;
    expect(detail?.translations?.en?.age_range).toBe("Cat, 0-1 years");
    expect(detail?.translations?.pt?.age_range).toBe("Gato, 0-1 anos");
    const people = catalog.products.find(
      (product) =>
        product.item.insuranceMetadata?.metadata?.price_detail?.age_range === "18-24 años",
    );
    expect(people?.item.insuranceMetadata?.metadata?.price_detail?.translations).toMatchObject({
      en: { label: "From", age_range: "18-24 years" },
      pt: { label: "A partir de", age_range: "18-24 anos" },
    });
  });

  it("translates the bands of the scaled catalogue's products too", () => {
    const big = buildDemoCatalog({ referenceDate: "2025-07-01", products: 400 });
    for (const product of big.products) {
      const detail = product.item.insuranceMetadata?.metadata?.price_detail;
      expectTranslated(
        [detail as Labelled],
        ["label", "age_range"],
        product.item.productCode ?? "",
      );
    }
  });
});

describe("translationsOf and withTranslations", () => {
  it("store each field's English and Portuguese, and nothing for a text the table lacks", () => {
    expect(translationsOf({ label: "Salud", url: "/Comparar" })).toEqual({
      en: { label: "Health" },
      pt: { label: "Saúde" },
    });
    expect(translationsOf({ label: "Sin traducción" })).toBeUndefined();
    expect(withTranslations({ label: "Sin traducción" }, ["label"])).toEqual({
      label: "Sin traducción",
    });
  });

  it("have no blank translation", () => {
    for (const [spanish, { en, pt }] of Object.entries(LABEL_TRANSLATIONS)) {
      expect(en.trim(), spanish).not.toBe("");
      expect(pt.trim(), spanish).not.toBe("");
    }
  });
});
