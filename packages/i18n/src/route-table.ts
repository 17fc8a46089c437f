import type { Language } from "./languages";

/**
 * Every translated path segment, keyed by the canonical (Spanish) segment the router
 * knows (profile spec §2 "Routes are translated per language"). The one table: the sites'
 * address rewrite reads it, and the API serves it through its route translator. Small and
 * always loaded: the address is rewritten before the first render, before any language's
 * texts arrive.
 */
export const ROUTE_TRANSLATIONS = {
  Comparar: { es: "Comparar", en: "Compare", pt: "Comparar" },
  Comparacion: { es: "Comparacion", en: "Comparison", pt: "Comparacao" },
  Seguros: { es: "Seguros", en: "Insurance", pt: "Seguros" },
  Empresas: { es: "Empresas", en: "Companies", pt: "Empresas" },
  Empresa: { es: "Empresa", en: "Company", pt: "Empresa" },
  Planes: { es: "Planes", en: "Plans", pt: "Planos" },
  "Polizas-de-Salud": { es: "Polizas-de-Salud", en: "Health-Policies", pt: "Apolices-de-Saude" },
  "Medicina-Prepagada": {
    es: "Medicina-Prepagada",
    en: "Prepaid-Medicine",
    pt: "Medicina-Pre-Paga",
  },
  "Planes-Complementarios": {
    es: "Planes-Complementarios",
    en: "Supplementary-Plans",
    pt: "Planos-Complementares",
  },
  "Seguros-Empresa": {
    es: "Seguros-Empresa",
    en: "Business-Insurance",
    pt: "Seguros-Empresariais",
  },
  "Seguros-Mascotas": { es: "Seguros-Mascotas", en: "Pet-Insurance", pt: "Seguros-Pet" },
  "Seguros-de-Salud": { es: "Seguros-de-Salud", en: "Health-Insurance", pt: "Seguros-de-Saude" },
  "Seguros-de-Vida": { es: "Seguros-de-Vida", en: "Life-Insurance", pt: "Seguros-de-Vida" },
  "Seguros-Oncologicos": {
    es: "Seguros-Oncologicos",
    en: "Cancer-Insurance",
    pt: "Seguros-Oncologicos",
  },
  "Planes-Clinicos": { es: "Planes-Clinicos", en: "Clinic-Plans", pt: "Planos-Clinicos" },
  "Seguro-Complementario-Empresa": {
    es: "Seguro-Complementario-Empresa",
    en: "Business-Supplementary-Insurance",
    pt: "Seguro-Complementar-Empresarial",
  },
  Complementario: { es: "Complementario", en: "Supplementary", pt: "Complementar" },
  Catastrofico: { es: "Catastrofico", en: "Catastrophic", pt: "Catastrofico" },
  Dental: { es: "Dental", en: "Dental", pt: "Odontologico" },
  Complementos: { es: "Complementos", en: "Add-ons", pt: "Complementos" },
  "Clinicas-y-Hospitales": {
    es: "Clinicas-y-Hospitales",
    en: "Clinics-and-Hospitals",
    pt: "Clinicas-e-Hospitais",
  },
  "Cobertura-Mundial": {
    es: "Cobertura-Mundial",
    en: "Worldwide-Coverage",
    pt: "Cobertura-Mundial",
  },
  "Cobertura-Mundial-sin-EEUU": {
    es: "Cobertura-Mundial-sin-EEUU",
    en: "Worldwide-Coverage-excluding-USA",
    pt: "Cobertura-Mundial-sem-EUA",
  },
  "Cobertura-Latinoamerica": {
    es: "Cobertura-Latinoamerica",
    en: "Latin-America-Coverage",
    pt: "Cobertura-America-Latina",
  },
  Solicitar: { es: "Solicitar", en: "Request", pt: "Solicitar" },
  Coberturas: { es: "Coberturas", en: "Coverage", pt: "Coberturas" },
  Clinicas: { es: "Clinicas", en: "Clinics", pt: "Clinicas" },
  Condiciones: { es: "Condiciones", en: "Terms", pt: "Condicoes" },
  "Preguntas-Frecuentes": { es: "Preguntas-Frecuentes", en: "FAQ", pt: "Perguntas-Frequentes" },
  "Compra-Online": { es: "Compra-Online", en: "Buy-Online", pt: "Compra-Online" },
  // The online purchase's steps (`@qs/domain/purchase`).
  "Datos-personales": { es: "Datos-personales", en: "Personal-Details", pt: "Dados-Pessoais" },
  "Datos-empresa": { es: "Datos-empresa", en: "Company-Details", pt: "Dados-da-Empresa" },
  "Datos-colaboradores": {
    es: "Datos-colaboradores",
    en: "Employee-Details",
    pt: "Dados-dos-Colaboradores",
  },
  Beneficiarios: { es: "Beneficiarios", en: "Beneficiaries", pt: "Beneficiarios" },
  "Estado-de-salud": { es: "Estado-de-salud", en: "Health-Status", pt: "Estado-de-Saude" },
  Pago: { es: "Pago", en: "Payment", pt: "Pagamento" },
  Confirmacion: { es: "Confirmacion", en: "Confirmation", pt: "Confirmacao" },
  contacto: { es: "contacto", en: "contact", pt: "contato" },
  "Partners-y-Alianzas": {
    es: "Partners-y-Alianzas",
    en: "Partners-and-Alliances",
    pt: "Parceiros-e-Aliancas",
  },
  "Que-es-QueSeguro": { es: "Que-es-QueSeguro", en: "About-QueSeguro", pt: "O-que-e-QueSeguro" },
  "Referidos-QueSeguro": {
    es: "Referidos-QueSeguro",
    en: "QueSeguro-Referrals",
    pt: "Indicacoes-QueSeguro",
  },
  Registro: { es: "Registro", en: "Sign-up", pt: "Cadastro" },
  "Insurance-List": { es: "Insurance-List", en: "Insurance-List", pt: "Lista-de-Seguros" },
  "Sitemap-Products": {
    es: "Sitemap-Products",
    en: "Products-Sitemap",
    pt: "Mapa-de-Produtos",
  },
  "Portal-Clientes": { es: "Portal-Clientes", en: "Client-Portal", pt: "Portal-do-Cliente" },
  // The blog sections keep their names in every language (they are brands).
  "QS-Blog": { es: "QS-Blog", en: "QS-Blog", pt: "QS-Blog" },
  "QP-Blog": { es: "QP-Blog", en: "QP-Blog", pt: "QP-Blog" },
  "IH-Blog": { es: "IH-Blog", en: "IH-Blog", pt: "IH-Blog" },
  "not-found": { es: "not-found", en: "not-found", pt: "not-found" },
  Politicas: { es: "Politicas", en: "Policies", pt: "Politicas" },
  "mis-datos": { es: "mis-datos", en: "my-data", pt: "meus-dados" },
} as const satisfies Record<string, Record<Language, string>>;

type Segment = keyof typeof ROUTE_TRANSLATIONS;

function segmentsIn(language: Language): Record<Segment, string> {
  return Object.fromEntries(
    Object.entries(ROUTE_TRANSLATIONS).map(([canonical, byLanguage]) => [
      canonical,
      byLanguage[language],
    ]),
  ) as Record<Segment, string>;
}

/** The segments of one language, keyed by the canonical segment. */
export const ROUTE_SEGMENTS: Record<Language, Record<Segment, string>> = {
  es: segmentsIn("es"),
  en: segmentsIn("en"),
  pt: segmentsIn("pt"),
};
