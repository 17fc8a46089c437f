import type { LabelTranslations } from "@qs/domain/label-translations";

/**
 * English and Portuguese of the labels the catalogue serves to the sites' interface: menu
 * entries, category and upper-type names, business lines, institution types, the price
 * detail of a card (its label, the pets in its band) and the detail tabs. Keyed by the Spanish
 * text, which stays as it is; each entry stores the translations of its own fields
 * (`translationsOf`), and the API answers the visitor's language from them.
 */
export const LABEL_TRANSLATIONS: Readonly<Record<string, { en: string; pt: string }>> = {
  // Menu groups, upper types and business lines
  Salud: { en: "Health", pt: "Saúde" },
  Empresas: { en: "Companies", pt: "Empresas" },
  Mascotas: { en: "Pets", pt: "Pets" },
  EPS: { en: "EPS", pt: "EPS" },
  Isapres: { en: "Isapres", pt: "Isapres" },
  Vida: { en: "Life", pt: "Vida" },
  SCTR: { en: "SCTR", pt: "SCTR" },
  "Salud Internacional": { en: "International health", pt: "Saúde internacional" },
  "Empresas y expatriados": { en: "Companies and expatriates", pt: "Empresas e expatriados" },
  "Clínicas y Hospitales": { en: "Clinics and hospitals", pt: "Clínicas e hospitais" },
  Aseguradoras: { en: "Insurers", pt: "Seguradoras" },
  Blog: { en: "Blog", pt: "Blog" },
  // Categories (insurance types)
  "Pólizas de Salud": { en: "Health policies", pt: "Apólices de saúde" },
  "Medicina Prepagada": { en: "Prepaid medicine", pt: "Medicina pré-paga" },
  "Planes Complementarios": { en: "Supplementary plans", pt: "Planos complementares" },
  "Seguros Colectivos de Salud": { en: "Group health insurance", pt: "Seguros de saúde coletivos" },
  "Seguros para Mascotas": { en: "Pet insurance", pt: "Seguros para pets" },
  "Planes de Isapre": { en: "Isapre plans", pt: "Planos de Isapre" },
  "Seguros de Salud": { en: "Health insurance", pt: "Seguros de saúde" },
  "Seguros Complementarios": { en: "Supplementary insurance", pt: "Seguros complementares" },
  "Seguros Catastróficos": { en: "Catastrophic insurance", pt: "Seguros catastróficos" },
  "Seguros Dentales": { en: "Dental insurance", pt: "Seguros odontológicos" },
  "Seguro Complementario Empresa": {
    en: "Supplementary insurance for companies",
    pt: "Seguro complementar empresarial",
  },
  "Seguros de Vida": { en: "Life insurance", pt: "Seguros de vida" },
  "Seguros Oncológicos": { en: "Cancer insurance", pt: "Seguros oncológicos" },
  "Planes Clínicos": { en: "Clinic plans", pt: "Planos clínicos" },
  "Seguros de Salud para Empresas": {
    en: "Health insurance for companies",
    pt: "Seguros de saúde para empresas",
  },
  "Cobertura Mundial": { en: "Worldwide coverage", pt: "Cobertura mundial" },
  "Mundial excepto EE. UU.": { en: "Worldwide except the US", pt: "Mundial exceto os EUA" },
  "Cobertura Latinoamérica": { en: "Latin America coverage", pt: "Cobertura América Latina" },
  "Salud Internacional para Empresas": {
    en: "International health for companies",
    pt: "Saúde internacional para empresas",
  },
  // Institution (organization) types
  "Todas las instituciones": { en: "All institutions", pt: "Todas as instituições" },
  Isapre: { en: "Isapre", pt: "Isapre" },
  Aseguradora: { en: "Insurer", pt: "Seguradora" },
  "Prestador de salud": { en: "Healthcare provider", pt: "Prestador de saúde" },
  "Corredor de seguros": { en: "Insurance broker", pt: "Corretor de seguros" },
  "Corredora de seguros": { en: "Insurance brokerage", pt: "Corretora de seguros" },
  "Medicina prepagada": { en: "Prepaid medicine", pt: "Medicina pré-paga" },
  Clínica: { en: "Clinic", pt: "Clínica" },
  Fundación: { en: "Foundation", pt: "Fundação" },
  Reaseguradora: { en: "Reinsurer", pt: "Resseguradora" },
  "Póliza de salud": { en: "Health policy", pt: "Apólice de saúde" },
  "Seguros para mascotas": { en: "Pet insurance", pt: "Seguros para pets" },
  "Atención domiciliaria": { en: "Home care", pt: "Atendimento domiciliar" },
  Asistencia: { en: "Assistance", pt: "Assistência" },
  // The price detail of a card: its label and the pets of its band
  Desde: { en: "From", pt: "A partir de" },
  "Desde, por trabajador": { en: "From, per employee", pt: "A partir de, por funcionário" },
  Perro: { en: "Dog", pt: "Cachorro" },
  Gato: { en: "Cat", pt: "Gato" },
  "Bulldog Francés": { en: "French Bulldog", pt: "Buldogue Francês" },
  "Bulldog Inglés": { en: "English Bulldog", pt: "Buldogue Inglês" },
  Pug: { en: "Pug", pt: "Pug" },
  "Pastor Alemán": { en: "German Shepherd", pt: "Pastor Alemão" },
  "Golden Retriever": { en: "Golden Retriever", pt: "Golden Retriever" },
  "Labrador Retriever": { en: "Labrador Retriever", pt: "Labrador Retriever" },
  Rottweiler: { en: "Rottweiler", pt: "Rottweiler" },
  Persa: { en: "Persian", pt: "Persa" },
  "Maine Coon": { en: "Maine Coon", pt: "Maine Coon" },
  // Detail tabs
  Resumen: { en: "Summary", pt: "Resumo" },
  Coberturas: { en: "Coverage", pt: "Coberturas" },
  "Clínicas y prestadores": { en: "Clinics and providers", pt: "Clínicas e prestadores" },
  "Prestaciones y aranceles": { en: "Benefits and fees", pt: "Prestações e honorários" },
  "Tabla de factores": { en: "Risk-factor table", pt: "Tabela de fatores" },
  Condiciones: { en: "Terms", pt: "Condições" },
  "Preguntas frecuentes": { en: "Frequently asked questions", pt: "Perguntas frequentes" },
  Contratar: { en: "Buy", pt: "Contratar" },
  Solicitar: { en: "Request", pt: "Solicitar" },
};

/** The English and Portuguese of a Spanish label; undefined when the table lacks it. */
export function translationOf(spanish: string): { en: string; pt: string } | undefined {
  return Object.hasOwn(LABEL_TRANSLATIONS, spanish) ? LABEL_TRANSLATIONS[spanish] : undefined;
}

/**
 * The stored translations of an entry's label fields, each field's Spanish text looked up in
 * the table (or in `lookup`); undefined when none has one (the entry is then answered in Spanish).
 */
export function translationsOf(
  fields: Readonly<Record<string, string | null | undefined>>,
  lookup: (spanish: string) => { en: string; pt: string } | undefined = translationOf,
): LabelTranslations | undefined {
  const en: Record<string, string> = {};
  const pt: Record<string, string> = {};
  for (const [field, text] of Object.entries(fields)) {
    const translation = text ? lookup(text) : undefined;
    if (!translation) continue;
    en[field] = translation.en;
    pt[field] = translation.pt;
  }
  return Object.keys(en).length > 0 ? { en, pt } : undefined;
}

/** `entry` with the stored translations of its `fields` (as it is when none has one). */
export function withTranslations<T extends object>(entry: T, fields: readonly (keyof T)[]): T {
  const translations = translationsOf(
    Object.fromEntries(
      fields.map((field) => {
        const value = entry[field];
        return [field, typeof value === "string" ? value : undefined];
      }),
    ),
  );
  return translations ? { ...entry, translations } : entry;
}
