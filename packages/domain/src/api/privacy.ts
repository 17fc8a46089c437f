import { z } from "zod";
import { accessTokenSchema } from "./access-token";
import { leadKindSchema } from "./leads";

/**
 * Consent and privacy rights (Chile's Ley 21.719, Colombia's Ley 1581, Peru's Ley 29733).
 *
 * - The consent texts live in a server-side registry, by purpose, version and country. A
 *   visitor agrees to the current version before the data it covers is sent; the server
 *   keeps a record of each consent and hands its creator an access token.
 * - Everything a visitor leaves (a consent, a lead with its feedback) is reached only with
 *   the token its creator received, sent as `Authorization: Bearer <token>`, never in an
 *   address: with it the visitor sees, exports (JSON) and deletes what is stored.
 */

/**
 * What a consent covers: the profile's health data (ages, sex, health plan, income,
 * maternity), a request with contact data, a chat conversation, or an online purchase. The
 * last two are notices: the visitor accepts them by starting the chat or the purchase
 * (the texts say on what basis), and the record keeps which version was in effect.
 */
export const consentPurposeSchema = z.enum(["perfil", "solicitud", "chat", "compra"]);
export type ConsentPurpose = z.infer<typeof consentPurposeSchema>;

export const consentLanguageSchema = z.enum(["es", "en", "pt"]);

/** A capability token: 32 random bytes in base64url (shared with the lead and feedback contracts). */
export { accessTokenSchema };

export const CONSENT_VERSION_MESSAGE =
  "El texto de consentimiento cambió: revísalo y acéptalo de nuevo";
export const ACCESS_TOKEN_REQUIRED_MESSAGE = "Falta el código de acceso a tus datos";
export const ACCESS_DENIED_MESSAGE = "El código de acceso no es válido o tus datos ya se borraron";

/** GET /api/consents/current?purpose=&lang=: the text to show and the version to send back. */
export const consentTextQuerySchema = z.object({
  purpose: consentPurposeSchema,
  lang: consentLanguageSchema.default("es"),
});

export const consentTextSchema = z.object({
  purpose: consentPurposeSchema,
  version: z.string(),
  /** The law the text answers to in this country. */
  law: z.string(),
  language: consentLanguageSchema,
  text: z.string(),
  publishedAt: z.iso.datetime(),
});
export type ConsentText = z.infer<typeof consentTextSchema>;

/** POST /api/consents: the visitor agrees to the version shown. */
export const consentRequestSchema = z.object({
  purpose: consentPurposeSchema,
  version: z.string().trim().min(1).max(100),
  language: consentLanguageSchema.default("es"),
  /** The visitor ticked the box: anything but `true` is refused. */
  agree: z.literal(true, { error: "Debes aceptar el tratamiento de tus datos para continuar" }),
});

/** 201 of POST /api/consents: the token is given once; keep it to see or withdraw the consent. */
export const consentReceiptSchema = z.object({
  accessToken: accessTokenSchema,
  purpose: consentPurposeSchema,
  version: z.string(),
  grantedAt: z.iso.datetime(),
});
export type ConsentReceipt = z.infer<typeof consentReceiptSchema>;

const consentRecordSchema = z.object({
  purpose: consentPurposeSchema,
  version: z.string(),
  language: consentLanguageSchema,
  /** The text as agreed, from the registry. */
  text: z.string(),
  law: z.string(),
  grantedAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
});

/**
 * GET /api/privacidad/mis-datos (Authorization: Bearer <token>): everything stored that
 * the token reaches. A lead's token reaches the lead, its feedback, its consent and the
 * messages sent about it; a consent's token reaches that consent; a feedback's token that
 * feedback.
 */
export const myDataSchema = z.object({
  lead: z
    .object({
      kind: leadKindSchema,
      country: z.string(),
      nombre: z.string().nullable(),
      email: z.string().nullable(),
      telefono: z.string().nullable(),
      productCode: z.string().nullable(),
      /** The request as sent. */
      payload: z.record(z.string(), z.unknown()),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
    })
    .nullable(),
  feedbacks: z.array(
    z.object({
      rating: z.number().int(),
      comment: z.string().nullish(),
      /** The e-mail the visitor left with the feedback, if any. */
      email: z.string().nullish(),
      origin: z.string().nullish(),
      createdAt: z.iso.datetime(),
    }),
  ),
  consents: z.array(consentRecordSchema),
  messages: z.array(
    z.object({ kind: z.string(), subject: z.string(), createdAt: z.iso.datetime() }),
  ),
  /** How long each kind of record is kept, in Spanish. */
  retention: z.array(z.object({ record: z.string(), period: z.string() })),
});
export type MyData = z.infer<typeof myDataSchema>;

/** DELETE /api/privacidad/mis-datos: what was erased. */
export const deletionReceiptSchema = z.object({
  deleted: z.literal(true),
  deletedAt: z.iso.datetime(),
});
