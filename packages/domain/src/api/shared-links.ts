import { z } from "zod";
import { visitorProfileSchema } from "../profile";

/** Answers of the shared-link services (/api/buscarplanes/sharedinsurance, comparator-url). */

export const SHARED_LINK_HOST_MESSAGE = "La URL debe ser de un dominio aprobado";
export const SHARED_LINK_NOT_FOUND_MESSAGE = "Enlace compartido no encontrado";

export const sharedLinkCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9]{4,32}$/, SHARED_LINK_NOT_FOUND_MESSAGE),
});

/** A short link was stored: /url/{code} opens it. */
export const sharedLinkCreatedSchema = z.object({
  code: z.string(),
  shortPath: z.string(),
});

/** What a shared link resolves to. */
export const sharedLinkTargetSchema = z.object({
  code: z.string(),
  url: z.string(),
  decodedProfile: visitorProfileSchema.nullish(),
});

export const comparatorUrlSegmentParamsSchema = z.object({
  segment: z.string().regex(/^[A-Za-z0-9]{4,32}$/, SHARED_LINK_NOT_FOUND_MESSAGE),
});
