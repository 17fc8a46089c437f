import { z } from "zod";
import { accessTokenSchema } from "./access-token";
import { chatAuthorSchema, chatLanguageSchema } from "./chat";
import { leadKindSchema } from "./leads";
import { savedComparisonSchema } from "./saved-comparisons";

/**
 * Consent and privacy rights (Chile's Ley 21.719, Colombia's Ley 1581, Peru's Ley 29733).
 *
 * - The consent texts live in a server-side registry, by purpose, version and country. A
 *   visitor agrees to the current version before the data it covers is sent; the server
 *   keeps a record of each consent and hands its creator an access token.
 * - Everything a visitor leaves (a consent, a lead with its feedback, a chat conversation, a
 *   purchase) is reached only with the token its creator received, sent as
 *   `Authorization: Bearer <token>`, never in an address: with it the visitor sees, exports
 *   (JSON) and deletes what is stored.
 */

/**
 * What a consent covers: the profile's health data (ages, sex, health plan, income,
 * maternity), a request with contact data, a chat conversation, an online purchase, or a
 * saved comparison with its price alerts (`alertas`). The
 * last two are notices: the visitor accepts them by starting the chat or the purchase
 * (the texts say on what basis), and the record keeps which version was in effect.
 */
export const consentPurposeSchema = z.enum(["perfil", "solicitud", "chat", "compra", "alertas"]);
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
  /** Where it was given: the page of a chat, the purchase's address; absent for older records. */
  origin: z.string().nullish(),
});

/** A chat conversation as its holder sees it in 'Mis datos': the pre-form and every message. */
const myConversationSchema = z.object({
  country: z.string(),
  language: chatLanguageSchema,
  /** The pre-form's topic index. */
  topic: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  telefono: z.string(),
  /** The page the chat was opened on. */
  path: z.string(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  messages: z.array(
    z.object({ author: chatAuthorSchema, body: z.string(), createdAt: z.iso.datetime() }),
  ),
});

/**
 * An online purchase as its holder sees it in 'Mis datos': the plan, each step as saved
 * (holder, beneficiaries, health declaration, company), the employee list with its rows, the
 * payment attempts and the order. An order is kept for legal and accounting reasons:
 * `order.kept` says so, and deleting erases what the order does not need.
 */
const myPurchaseSchema = z.object({
  country: z.string(),
  productCode: z.string(),
  productName: z.string(),
  insurerName: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The profile the price was first computed for, if one was sent. */
  profile: z.record(z.string(), z.unknown()).nullable(),
  /** Saved steps by key: holder, beneficiaries, health, company. */
  steps: z.record(z.string(), z.record(z.string(), z.unknown())),
  employees: z
    .object({
      fileName: z.string(),
      layout: z.string(),
      rowCount: z.number().int(),
      uploadedAt: z.string(),
      rows: z.array(z.record(z.string(), z.unknown())),
    })
    .nullable(),
  payments: z.array(
    z.object({
      provider: z.string(),
      flowType: z.string(),
      amount: z.number(),
      currency: z.string(),
      state: z.string(),
      cardLast4: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  order: z
    .object({
      number: z.string(),
      amount: z.number(),
      currency: z.string(),
      saleState: z.string(),
      paidAt: z.iso.datetime().nullable(),
      createdAt: z.iso.datetime(),
      /** Why the order stays after a deletion, in Spanish. */
      kept: z.string(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/**
 * GET /api/privacidad/mis-datos (Authorization: Bearer <token>): everything stored that
 * the token reaches. A lead's token reaches the lead, its feedback, its consent and the
 * messages sent about it; a consent's token reaches that consent; a feedback's token that
 * feedback; a chat conversation's token the conversation, its messages and its consent; a
 * purchase's token (any of its `session` tokens) the purchase, its consent and the messages
 * sent about it. Never another record because it shares an e-mail address.
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
  /** The comparison saved with price alerts the token reaches (`saved-comparisons.ts`); absent: none. */
  savedComparisons: z.array(savedComparisonSchema).optional(),
  messages: z.array(
    z.object({ kind: z.string(), subject: z.string(), createdAt: z.iso.datetime() }),
  ),
  /** How long each kind of record is kept, in Spanish. */
  retention: z.array(z.object({ record: z.string(), period: z.string() })),
  /** The chat conversation the token reaches (absent from answers of older servers). */
  conversation: myConversationSchema.nullish(),
  /** The online purchase the token reaches (absent from answers of older servers). */
  purchase: myPurchaseSchema.nullish(),
});
export type MyData = z.infer<typeof myDataSchema>;

/** DELETE /api/privacidad/mis-datos: what was erased. */
export const deletionReceiptSchema = z.object({
  deleted: z.literal(true),
  deletedAt: z.iso.datetime(),
  /**
   * What stays although the visitor asked to delete it, and why (Spanish): a purchase's order
   * and payments, which the law requires to keep. Absent when nothing stays.
   */
  kept: z.array(z.object({ record: z.string(), reason: z.string() })).optional(),
});
export type DeletionReceipt = z.infer<typeof deletionReceiptSchema>;

/** 409 of DELETE /api/privacidad/mis-datos while a purchase's payment awaits the provider. */
export const PAYMENT_UNDER_WAY_DELETE_MESSAGE =
  "Hay un pago en curso: espera su resultado para borrar los datos de esta compra";
