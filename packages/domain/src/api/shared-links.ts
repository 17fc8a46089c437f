import { z } from "zod";
import { visitorProfileSchema } from "../profile";
import { sharedInsuranceUpdateSchema } from "../shared-link";
import { accessTokenSchema } from "./access-token";

/**
 * Answers of the shared-link services (/api/buscarplanes/sharedinsurance, comparator-url).
 * A link's address may carry a visitor's profile, so its code is unguessable (16 random
 * bytes, 22 base64url characters): whoever the visitor shares it with reads it. Only its
 * creator, who holds the `editToken`, may change it.
 */

export const SHARED_LINK_HOST_MESSAGE = "La URL debe ser de un dominio aprobado";
export const SHARED_LINK_NOT_FOUND_MESSAGE = "Enlace compartido no encontrado";
export const SHARED_LINK_EDIT_DENIED_MESSAGE =
  "Solo quien creó este enlace compartido puede cambiarlo";

/** Codes are base64url; links made before they were 22 characters long keep resolving. */
const linkCode = z.string().regex(/^[A-Za-z0-9_-]{4,32}$/, SHARED_LINK_NOT_FOUND_MESSAGE);

export const sharedLinkCodeParamsSchema = z.object({ code: linkCode });

/** Body of PUT /api/buscarplanes/sharedinsurance: the link's code, its edit token and the new values. */
export const sharedInsuranceEditSchema = sharedInsuranceUpdateSchema.extend({
  editToken: accessTokenSchema,
});

/** A short link was stored: /url/{code} opens it. */
export const sharedLinkCreatedSchema = z.object({
  code: z.string(),
  shortPath: z.string(),
});

/** 201 of POST /api/buscarplanes/sharedinsurance: the link and the token that may change it. */
export const sharedInsuranceCreatedSchema = sharedLinkCreatedSchema.extend({
  editToken: accessTokenSchema,
});
export type SharedInsuranceCreated = z.infer<typeof sharedInsuranceCreatedSchema>;

/** What a shared link resolves to. */
export const sharedLinkTargetSchema = z.object({
  code: z.string(),
  url: z.string(),
  decodedProfile: visitorProfileSchema.nullish(),
});
export type SharedLinkTarget = z.infer<typeof sharedLinkTargetSchema>;

export const comparatorUrlSegmentParamsSchema = z.object({ segment: linkCode });
