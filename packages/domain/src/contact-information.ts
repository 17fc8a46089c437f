import { z } from "zod";

/**
 * Contact information shown in the footer and contact page (GET
 * /api/contactInformations; back-office spec §3 "Contact information entry").
 */

export const contactInformationTypeSchema = z.enum(["contactos", "redesSociales"]);

/** One entry, for example { name: 'telefono', info: '+57 601 000 0000', link: 'tel:...' }. */
export const contactInformationSchema = z.looseObject({
  /** Channel or network name (telefono, whatsapp, email, a social network). */
  name: z.string(),
  /** Text shown. */
  info: z.string(),
  link: z.string().nullish(),
  type: contactInformationTypeSchema.nullish(),
});
export type ContactInformation = z.infer<typeof contactInformationSchema>;
