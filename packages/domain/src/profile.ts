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

/** An age in whole years, 0 or more. */
export const ageSchema = numeric(z.number().int().nonnegative());

const stripThousands = (value: unknown) =>
  typeof value === "string" ? toNumber(value.replaceAll(".", "")) : value;

/** A headcount of employees or guards; thousand separators ('1.200') are stripped. */
export const headcountSchema = z.preprocess(stripThousands, z.number().int().nonnegative());

/** An optional headcount: missing, null or an empty string. */
const optionalHeadcount = z.preprocess(stripThousands, z.number().int().nonnegative().nullish());

export const genderSchema = z.enum(["Masculino", "Femenino"]);
export type Gender = z.infer<typeof genderSchema>;

/** The first cotizante is 'cotizante', later ones 'pareja', dependants 'carga'. */
export const personTypeSchema = z.enum(["cotizante", "pareja", "carga"]);
export type PersonType = z.infer<typeof personTypeSchema>;

const genderField = z.preprocess(emptyToUndefined, genderSchema.nullish());
const ageField = numeric(z.number().int().nonnegative().nullish());
const amountField = numeric(z.number().nonnegative().nullish());

/** A person of the Chilean profile: income figures drive the health-plan price simulation. */
export const chilePersonSchema = z.looseObject({
  tipo: personTypeSchema.nullish(),
  sexo: genderField,
  edad: ageField,
  ingreso: amountField,
  bruto: amountField,
  imponible: amountField,
  disposicion_max: amountField,
  parentesco: z.string().nullish(),
});
export type ChilePerson = z.infer<typeof chilePersonSchema>;

/** A person of the Peruvian profile; sexo and edad default to Masculino and 25. */
export const peruPersonSchema = z.looseObject({
  tipo: personTypeSchema.nullish(),
  sexo: z.preprocess(emptyToUndefined, genderSchema.default("Masculino")),
  edad: numeric(z.number().int().nonnegative().default(25)),
  parentesco: z.string().nullish(),
});
export type PeruPerson = z.infer<typeof peruPersonSchema>;

/** A person of the Colombian profile: the Peruvian fields plus current EPS and maternity. */
export const colombiaPersonSchema = peruPersonSchema.extend({
  /** Current EPS; the value 'notengo' fails profile validation. */
  eps_actual: z.string().nullish(),
  maternidad: z.union([z.boolean(), z.string()]).nullish(),
});
export type ColombiaPerson = z.infer<typeof colombiaPersonSchema>;

/** A person of the international profile. */
export const internationalPersonSchema = z.looseObject({
  tipo: personTypeSchema.nullish(),
  nacionalidad: z.union([z.string(), z.number()]).nullish(),
  paisCobertura: z.union([z.string(), z.number()]).nullish(),
  edad: ageField,
  parentesco: z.string().nullish(),
});
export type InternationalPerson = z.infer<typeof internationalPersonSchema>;

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
export type ProfilePerson = z.infer<typeof profilePersonSchema>;

/** The person schema of each country site, keyed like CountryConfig.key. */
export const personSchemaByCountry = {
  chile: chilePersonSchema,
  peru: peruPersonSchema,
  colombia: colombiaPersonSchema,
  internacional: internationalPersonSchema,
} as const;

/** Values parentescoCarga takes for a spouse dependant (only one is allowed). */
export const spouseRelationshipSchema = z.enum(["Cónyuge", "Spouse"]);
export type SpouseRelationship = z.infer<typeof spouseRelationshipSchema>;

/** A pet; its price varies by breed and age. */
export const petSchema = z.looseObject({
  raza: z.string().nullish(),
  especie: z.string().nullish(),
  edad: numeric(z.number().nonnegative().nullish()),
  sexo: genderField,
  parentesco: z.literal("Mascota").default("Mascota"),
});
export type Pet = z.infer<typeof petSchema>;

/** A dependant (carga): a person, or a pet in a pet profile. */
export const dependantSchema = profilePersonSchema.extend({
  parentescoCarga: z.string().nullish(),
  raza: z.string().nullish(),
  especie: z.string().nullish(),
  edad: numeric(z.number().nonnegative().nullish()),
});
export type Dependant = z.infer<typeof dependantSchema>;

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
export type InsurancePrices = z.infer<typeof insurancePricesSchema>;

/** Company data of a collective quote; Peru adds the pension system. */
export const collectiveSchema = z.looseObject({
  cantidadempleados: optionalHeadcount,
  sistemaprevisional: z.string().nullish(),
});
export type Collective = z.infer<typeof collectiveSchema>;

/** One group of a collective quote. */
export const collectiveGroupSchema = z.looseObject({
  cantidadDeTrabajadores: headcountSchema,
  cantidadDeCargas: optionalHeadcount,
});
export type CollectiveGroup = z.infer<typeof collectiveGroupSchema>;

export const guardsSchema = z.looseObject({
  cantidadGuardias: headcountSchema,
});
export type Guards = z.infer<typeof guardsSchema>;

/** The visitor profile (perfilIngreso). */
export const visitorProfileSchema = z.looseObject({
  /** True once the visitor entered data; until then the profile is incomplete. */
  ingresodatos: z.boolean().nullish(),
  enPareja: z.boolean().nullish(),
  cotizante: z.array(profilePersonSchema).nullish(),
  cargas: z.array(dependantSchema).nullish(),
  colectivo: collectiveSchema.nullish(),
  colectivos: z.array(collectiveGroupSchema).nullish(),
  cantidadempleados: optionalHeadcount,
  mascota: z.array(petSchema).nullish(),
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

/** The collective (company) profile. */
export const collectiveProfileSchema = z.looseObject({
  region: profileRegionSchema.nullish(),
  colectivo: collectiveSchema,
  guardias: guardsSchema.nullish(),
});
export type CollectiveProfile = z.infer<typeof collectiveProfileSchema>;

/** The SCTR (work-risk insurance) profile; income defaults to 1000. */
export const sctrProfileSchema = z.looseObject({
  region: profileRegionSchema.nullish(),
  sctr: z.looseObject({
    ingreso: numeric(z.number().nonnegative().default(1000)),
    cantidadempleados: optionalHeadcount,
    sector: z.union([z.string(), z.number()]).nullish(),
    tipo_trabajo: z.union([z.string(), z.number()]).nullish(),
    /** Text shown for the chosen sector. */
    sector_label: z.string().nullish(),
    /** Text shown for the chosen kind of work. */
    tipo_trabajo_label: z.string().nullish(),
  }),
});
export type SctrProfile = z.infer<typeof sctrProfileSchema>;

/** The pet profile. */
export const petProfileSchema = z.looseObject({
  mascota: z.array(petSchema),
  region: profileRegionSchema.nullish(),
});
export type PetProfile = z.infer<typeof petProfileSchema>;

/** The guard (security staff) profile. */
export const guardProfileSchema = z.looseObject({
  guardias: guardsSchema,
});
export type GuardProfile = z.infer<typeof guardProfileSchema>;
