import { invalidProfileMessage, missingFieldsMessage } from "@qs/domain/profile-form";
import { translationOf, translationsOf } from "./label-translations";
import { PET_BREEDS } from "./price-tables";

/**
 * English and Portuguese of the profile forms' texts: labels, placeholders, helpers, option
 * labels and rule messages. Keyed by the Spanish text, like the interface labels
 * (`label-translations`), which this table falls back on (species, breeds, Isapre).
 * Insurers' names (the EPS options) are names and stay as they are.
 */
const FORM_TEXTS: Readonly<Record<string, { en: string; pt: string }>> = {
  // Labels
  Sexo: { en: "Sex", pt: "Sexo" },
  Edad: { en: "Age", pt: "Idade" },
  "Renta imponible mensual (opcional)": {
    en: "Monthly taxable income (optional)",
    pt: "Renda tributável mensal (opcional)",
  },
  "¿Incluir a tu pareja?": { en: "Include your partner?", pt: "Incluir seu parceiro ou parceira?" },
  Parentesco: { en: "Relationship", pt: "Parentesco" },
  "EPS actual": { en: "Current EPS", pt: "EPS atual" },
  "Cobertura de maternidad": { en: "Maternity cover", pt: "Cobertura de maternidade" },
  Región: { en: "Region", pt: "Região" },
  "Sistema de salud": { en: "Health system", pt: "Sistema de saúde" },
  Nacionalidad: { en: "Nationality", pt: "Nacionalidade" },
  "País de residencia": { en: "Country of residence", pt: "País de residência" },
  Especie: { en: "Species", pt: "Espécie" },
  Raza: { en: "Breed", pt: "Raça" },
  "Cantidad de empleados": { en: "Number of employees", pt: "Número de funcionários" },
  "Sistema previsional": { en: "Pension system", pt: "Sistema previdenciário" },
  "Sector de la empresa": { en: "Company's sector", pt: "Setor da empresa" },
  "Trabajadores del grupo": { en: "Employees in the group", pt: "Funcionários do grupo" },
  "Cargas del grupo": { en: "Dependants in the group", pt: "Dependentes do grupo" },
  "Cantidad de trabajadores": { en: "Number of workers", pt: "Número de trabalhadores" },
  "Remuneración promedio mensual (S/)": {
    en: "Average monthly pay (S/)",
    pt: "Remuneração média mensal (S/)",
  },
  "Actividad económica": { en: "Economic activity", pt: "Atividade econômica" },
  "Tipo de trabajo": { en: "Type of work", pt: "Tipo de trabalho" },
  // Placeholders
  Selecciona: { en: "Select", pt: "Selecione" },
  "Selecciona tu EPS": { en: "Select your EPS", pt: "Selecione sua EPS" },
  "Selecciona tu nacionalidad": {
    en: "Select your nationality",
    pt: "Selecione sua nacionalidade",
  },
  "¿Dónde vives?": { en: "Where do you live?", pt: "Onde você mora?" },
  "Ej: 25": { en: "E.g. 25", pt: "Ex.: 25" },
  "Ej: 12": { en: "E.g. 12", pt: "Ex.: 12" },
  "S/ 1.000": { en: "S/ 1,000", pt: "S/ 1.000" },
  // Helpers
  "Edad en años cumplidos": { en: "Age in completed years", pt: "Idade em anos completos" },
  "Con ella calculamos el 7% legal para salud; sin ella usamos un rango de precios de referencia": {
    en: "With it we work out the legal 7% for health; without it we use a reference price range",
    pt: "Com ela calculamos os 7% legais para saúde; sem ela usamos uma faixa de preços de referência",
  },
  "0 si tiene menos de un año": {
    en: "0 if under one year old",
    pt: "0 se tiver menos de um ano",
  },
  "Los planes complementarios y pólizas se toman sobre tu afiliación a una EPS": {
    en: "Supplementary plans and policies are taken on top of your EPS membership",
    pt: "Os planos complementares e apólices são contratados sobre a sua filiação a uma EPS",
  },
  "Años cumplidos; 0 si tiene menos de un año": {
    en: "Completed years; 0 if under one year old",
    pt: "Anos completos; 0 se tiver menos de um ano",
  },
  "Trabajadores que incorporarás al plan": {
    en: "Employees you will add to the plan",
    pt: "Funcionários que você incluirá no plano",
  },
  "La prima del SCTR es un porcentaje de la planilla": {
    en: "The SCTR premium is a share of the payroll",
    pt: "O prêmio do SCTR é uma porcentagem da folha de pagamento",
  },
  // Options
  Masculino: { en: "Male", pt: "Masculino" },
  Femenino: { en: "Female", pt: "Feminino" },
  Cónyuge: { en: "Spouse", pt: "Cônjuge" },
  Hijo: { en: "Son", pt: "Filho" },
  Hija: { en: "Daughter", pt: "Filha" },
  Padre: { en: "Father", pt: "Pai" },
  Madre: { en: "Mother", pt: "Mãe" },
  Otro: { en: "Other", pt: "Outro" },
  "Otra EPS": { en: "Another EPS", pt: "Outra EPS" },
  "No tengo EPS": { en: "I have no EPS", pt: "Não tenho EPS" },
  "Sin parto": { en: "Without childbirth", pt: "Sem parto" },
  "Con parto": { en: "With childbirth", pt: "Com parto" },
  Fonasa: { en: "Fonasa", pt: "Fonasa" },
  Mestizo: { en: "Mixed breed", pt: "Sem raça definida" },
  "Otra raza": { en: "Another breed", pt: "Outra raça" },
  AFP: { en: "AFP", pt: "AFP" },
  ONP: { en: "ONP", pt: "ONP" },
  "Operativo (actividades de riesgo)": {
    en: "Operational (high-risk activities)",
    pt: "Operacional (atividades de risco)",
  },
  Administrativo: { en: "Administrative", pt: "Administrativo" },
  "Operativo y administrativo": {
    en: "Operational and administrative",
    pt: "Operacional e administrativo",
  },
  // Messages
  [missingFieldsMessage]: {
    en: "These fields were not filled in: {list}",
    pt: "Os seguintes campos não foram preenchidos: {list}",
  },
  [invalidProfileMessage]: { en: "Invalid profile", pt: "Perfil inválido" },
  "No hay opciones de seguros o planes de salud disponibles para personas sin EPS": {
    en: "There are no insurance or health plan options for people without an EPS",
    pt: "Não há opções de seguros ou planos de saúde para pessoas sem EPS",
  },
  "La edad de cada carga debe ser de 0 años o más": {
    en: "Each dependant's age must be 0 or more",
    pt: "A idade de cada dependente deve ser de 0 anos ou mais",
  },
  "La edad del titular debe estar entre 18 y 99 años": {
    en: "The policyholder's age must be between 18 and 99",
    pt: "A idade do titular deve estar entre 18 e 99 anos",
  },
  "La edad de la pareja debe estar entre 18 y 99 años": {
    en: "The partner's age must be between 18 and 99",
    pt: "A idade do parceiro ou parceira deve estar entre 18 e 99 anos",
  },
  "La edad de la mascota debe estar entre 0 y 12 años": {
    en: "The pet's age must be between 0 and 12",
    pt: "A idade do pet deve estar entre 0 e 12 anos",
  },
  "Ingresa al menos un trabajador para cotizar el SCTR": {
    en: "Enter at least one worker to get an SCTR quote",
    pt: "Informe ao menos um trabalhador para cotar o SCTR",
  },
  "Ingresa la remuneración promedio de los trabajadores": {
    en: "Enter the workers' average pay",
    pt: "Informe a remuneração média dos trabalhadores",
  },
  "La empresa debe tener un mínimo de 5 trabajadores para cotizar un plan EPS": {
    en: "The company must have at least 5 workers to get an EPS plan quote",
    pt: "A empresa deve ter no mínimo 5 trabalhadores para cotar um plano EPS",
  },
  ...Object.fromEntries(
    [5, 10].map((min) => [
      `La empresa debe tener un mínimo de ${min} empleados para cotizar un seguro colectivo`,
      {
        en: `The company must have at least ${min} employees to get a group insurance quote`,
        pt: `A empresa deve ter no mínimo ${min} funcionários para cotar um seguro coletivo`,
      },
    ]),
  ),
  // Breed options name the species: 'Persa (gato)'
  ...Object.fromEntries(
    PET_BREEDS.map(({ breed, species }) => {
      const name = translationOf(breed);
      const kind = translationOf(species);
      return [
        `${breed} (${species.toLowerCase()})`,
        {
          en: `${name?.en ?? breed} (${(kind?.en ?? species).toLowerCase()})`,
          pt: `${name?.pt ?? breed} (${(kind?.pt ?? species).toLowerCase()})`,
        },
      ];
    }),
  ),
};

/** The fields of a form's parts and rules that hold text a visitor reads. */
export const FORM_TEXT_FIELDS = [
  "label",
  "placeholder",
  "helper",
  "message",
  "invalidMessage",
] as const;

/** The English and Portuguese of a form's Spanish text; undefined when neither table has it. */
export function formTextTranslation(spanish: string): { en: string; pt: string } | undefined {
  return Object.hasOwn(FORM_TEXTS, spanish) ? FORM_TEXTS[spanish] : translationOf(spanish);
}

/**
 * `value` (a form definition or a rule set) with every part that has texts carrying their
 * translations (`translations.en` / `translations.pt`), at any depth.
 */
export function withFormTranslations<T>(value: T): T {
  if (Array.isArray(value)) return value.map((entry) => withFormTranslations(entry)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = withFormTranslations(inner);
  const translations = translationsOf(
    Object.fromEntries(
      FORM_TEXT_FIELDS.map((field) => {
        const text = out[field];
        return [field, typeof text === "string" ? text : undefined];
      }),
    ),
    formTextTranslation,
  );
  if (translations) out.translations = translations;
  return out as T;
}
