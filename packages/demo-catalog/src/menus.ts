import type { CountryId } from "@qs/domain/country-config";
import type { Menu, MenuItem } from "@qs/domain/menu";
import type { CategorySpec } from "./catalog-specs";
import { translationsOf } from "./label-translations";
import { CHILE, COLOMBIA, INTERNATIONAL, PERU } from "./markets";

/**
 * The header menu of each country, built from its categories: one entry per
 * menu group with the group's categories as sub-menu (a group of one
 * category links straight to it), then the country's fixed links.
 */

const groupLinks: Record<CountryId, Record<string, string>> = {
  [COLOMBIA]: { Salud: "/Comparar", Empresas: "/Comparar/Empresas" },
  [CHILE]: {
    "Seguros de Salud": "/Comparar/Seguros-de-Salud",
    Empresas: "/Comparar/Seguro-Complementario-Empresa",
  },
  [PERU]: { Salud: "/Comparar/Seguros-de-Salud", Empresas: "/Comparar/Empresas" },
  [INTERNATIONAL]: { "Salud Internacional": "/Comparar" },
};

const fixedLinks: Record<CountryId, MenuItem[]> = {
  [COLOMBIA]: [
    {
      label: "Clínicas y Hospitales",
      url: "/Clinicas-y-Hospitales",
      children: [
        { label: "Medicina Prepagada", url: "/Medicina-Prepagada" },
        { label: "EPS", url: "/EPS" },
        { label: "Aseguradoras", url: "/Seguros" },
      ],
    },
    { label: "Blog", url: "/QS-Blog" },
  ],
  [CHILE]: [
    { label: "Clínicas y Hospitales", url: "/Clinicas-y-Hospitales" },
    { label: "Blog", url: "/QP-Blog" },
  ],
  [PERU]: [
    { label: "Clínicas y Hospitales", url: "/Clinicas-y-Hospitales" },
    { label: "Blog", url: "/QP-Blog" },
  ],
  [INTERNATIONAL]: [
    { label: "Aseguradoras", url: "/Seguros" },
    { label: "Blog", url: "/IH-Blog" },
  ],
};

/** Where a category is compared: /Comparar/{url}, or /Comparar/Empresas for company plans outside Chile. */
function compareUrl(countryId: CountryId, category: CategorySpec): string {
  if (category.upperType.name === "EMPRESAS" && countryId !== CHILE && category.key === "colectivo")
    return "/Comparar/Empresas";
  return `/Comparar/${category.url}`;
}

/** Each entry with the translations of its label, sub-menus included. */
function translated(items: readonly MenuItem[]): MenuItem[] {
  return items.map(({ children, ...item }) => {
    const translations = translationsOf({ label: item.label });
    return {
      ...item,
      ...(translations ? { translations } : {}),
      ...(children ? { children: translated(children) } : {}),
    };
  });
}

export function buildMenu(countryId: CountryId, categories: readonly CategorySpec[]): Menu {
  const groups = new Map<string, CategorySpec[]>();
  for (const category of categories) {
    const list = groups.get(category.menuGroup) ?? [];
    list.push(category);
    groups.set(category.menuGroup, list);
  }
  const items: MenuItem[] = [];
  for (const [label, members] of groups) {
    const [only] = members;
    if (members.length === 1 && only) {
      items.push({ label, url: compareUrl(countryId, only) });
      continue;
    }
    items.push({
      label,
      url: groupLinks[countryId][label] ?? compareUrl(countryId, members[0] as CategorySpec),
      children: members.map((category) => ({
        label: category.displayName,
        url: compareUrl(countryId, category),
      })),
    });
  }
  return translated([...items, ...fixedLinks[countryId]]);
}
