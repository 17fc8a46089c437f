import { z } from "zod";
import { referrerSchema } from "./referral";
import { profileRegionSchema } from "./region";

/**
 * The visitor profile (perfilIngreso): who will be insured, stored locally
 * per country, plus the collective, SCTR, pet and guard profiles (profile spec
 * §3 "Profile", back-office spec §3 "Profile of the insured").
 *
 * Form inputs arrive as text, so numeric fields also accept numeric strings
 * ('25' parses as 25) and an empty string counts as missing.
 */

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const toNumber = (value: unknown) => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const parsed = Number(trimmed);
  return Number.isNaN(parsed) ? value : parsed;
};

/** A number that may arrive as a numeric string. */
const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(toNumber, schema);

const stripThousands = (value: unknown) =>
  typeof value === "string" ? toNumber(value.replaceAll(".", "")) : value;

/** A headcount of employees or guards; thousand separators ('1.200') are stripped. */
export const headcountSchema = z.preprocess(stripThousands, z.number().int().nonnegative());

/** An optional headcount: missing, null or an empty string. */
const optionalHeadcount = z.preprocess(stripThousands, z.number().int().nonnegative().nullish());

export const genderSchema = z.enum(["Masculino", "Femenino"]);

/** The first cotizante is 'cotizante', later ones 'pareja', dependants 'carga'. */
export const personTypeSchema = z.enum(["cotizante", "pareja", "carga"]);

const genderField = z.preprocess(emptyToUndefined, genderSchema.nullish());
const ageField = numeric(z.number().int().nonnegative().nullish());
const amountField = numeric(z.number().nonnegative().nullish());

/** Any person of a stored profile, whatever the country: every field is optional. */
export const profilePersonSchema = z.looseObject({
  tipo: personTypeSchema.nullish(),
  sexo: genderField,
  edad: ageField,
  ingreso: amountField,
  bruto: amountField,
  imponible: amountField,
  disposicion_max: amountField,
  parentesco: z.string().nullish(),
  eps_actual: z.string().nullish(),
  maternidad: z.union([z.boolean(), z.string()]).nullish(),
  nacionalidad: z.union([z.string(), z.number()]).nullish(),
  paisCobertura: z.union([z.string(), z.number()]).nullish(),
});

/** A pet; its price varies by breed and age. */
export const petSchema = z.looseObject({
  raza: z.string().nullish(),
  especie: z.string().nullish(),
  edad: numeric(z.number().nonnegative().nullish()),
  sexo: genderField,
  parentesco: z.literal("Mascota").default("Mascota"),
});

/** A dependant (carga): a person, or a pet in a pet profile. */
export const dependantSchema = profilePersonSchema.extend({
  parentescoCarga: z.string().nullish(),
  raza: z.string().nullish(),
  especie: z.string().nullish(),
  edad: numeric(z.number().nonnegative().nullish()),
});

/** Chilean price simulation results kept in the profile (precios or prices). */
export const profilePricesSchema = z.looseObject({
  preciomax: z.number().nullish(),
  preciomin: z.number().nullish(),
  /** Per person: whether the taxable-income cap (87.8 UF) applied. */
  topeimponible: z.union([z.array(z.boolean()), z.boolean()]).nullish(),
  calculadoUF: z.number().nullish(),
  calculadoPeso: z.number().nullish(),
  precioReal: z.number().nullish(),
  precioRealUF: z.number().nullish(),
});
export type ProfilePrices = z.infer<typeof profilePricesSchema>;

export const insurancePricesSchema = z.looseObject({
  precio: z.number().nullish(),
});

/** Company data of a collective quote; Peru adds the pension system. */
export const collectiveSchema = z.looseObject({
  cantidadempleados: optionalHeadcount,
  sistemaprevisional: z.string().nullish(),
});

/** One group of a collective quote. */
export const collectiveGroupSchema = z.looseObject({
  cantidadDeTrabajadores: headcountSchema,
  cantidadDeCargas: optionalHeadcount,
});

/**
 * What one profile can name: a household as a real family is (the holder and a partner, up to
 * 20 dependants), up to 10 pets, up to 50 groups of a company. A company's headcount is a
 * number, not a list of people. Every price a profile asks for costs work for each person in
 * it, so a list beyond these is refused rather than priced.
 */
export const MAX_HOLDERS = 2;
export const MAX_DEPENDANTS = 20;
export const MAX_PETS = 10;
export const MAX_GROUPS = 50;
export const HOUSEHOLD_MESSAGE = `Un perfil puede tener el titular, su pareja y hasta ${MAX_DEPENDANTS} cargas`;
export const PETS_MESSAGE = `Un perfil puede tener hasta ${MAX_PETS} mascotas`;
export const GROUPS_MESSAGE = `Una empresa puede cotizar hasta ${MAX_GROUPS} grupos`;

/** The visitor profile (perfilIngreso). */
export const visitorProfileSchema = z.looseObject({
  /** True once the visitor entered data; until then the profile is incomplete. */
  ingresodatos: z.boolean().nullish(),
  enPareja: z.boolean().nullish(),
  cotizante: z.array(profilePersonSchema).max(MAX_HOLDERS, HOUSEHOLD_MESSAGE).nullish(),
  cargas: z.array(dependantSchema).max(MAX_DEPENDANTS, HOUSEHOLD_MESSAGE).nullish(),
  colectivo: collectiveSchema.nullish(),
  colectivos: z.array(collectiveGroupSchema).max(MAX_GROUPS, GROUPS_MESSAGE).nullish(),
  cantidadempleados: optionalHeadcount,
  mascota: z.array(petSchema).max(MAX_PETS, PETS_MESSAGE).nullish(),
  region: profileRegionSchema.nullish(),
  email: z.string().nullish(),
  rut: z.string().nullish(),
  telefono: z.string().nullish(),
  nombre: z.string().nullish(),
  idSalesforce: z.string().nullish(),
  /** The referrer; a partner iframe may send a bare value instead of the record. */
  referido: z.union([referrerSchema, z.string()]).nullish(),
  prestador: z.union([z.string(), z.number()]).nullish(),
  /** Set on share, reset by a verification step before a request. */
  referidoPorLink: z.boolean().nullish(),
  simulacionExterna: z.boolean().nullish(),
  enUF: z.boolean().nullish(),
  previsiones: z.array(z.union([z.string(), z.number(), z.looseObject({})])).nullish(),
  prevision: z.union([z.string(), z.number(), z.looseObject({})]).nullish(),
  precios: profilePricesSchema.nullish(),
  prices: profilePricesSchema.nullish(),
  preciosSeguros: insurancePricesSchema.nullish(),
});
export type VisitorProfile = z.infer<typeof visitorProfileSchema>;
