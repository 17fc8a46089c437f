import { z } from "zod";
import { MAX_COMPARE } from "../compare-selection";
import { visitorProfileSchema } from "../profile";
import { MAX_EMAIL_LENGTH } from "./input-bounds";
import { EMAIL_MESSAGE } from "./leads";

/**
 * Saved comparisons with price alerts (issue "After the sale", deliverable 3): a visitor leaves
 * an e-mail address with a comparison; the server prices its plans for the visitor's profile,
 * keeps what it found, and writes to that address, once per change, when a plan's price for
 * that profile or its data changes. The e-mail's link reaches the comparison on 'Mis datos'
 * (its access token, like every record a visitor leaves); alerts start only once that link
 * confirms the address, and each alert carries a one-click way to stop them.
 */

export const SAVED_COMPARISON_CONSENT_MESSAGE =
  "Debes aceptar el tratamiento de tus datos para guardar la comparación";
export const SAVED_PLANS_MESSAGE = "Elige entre 1 y 3 planes para guardar";
export const SAVED_PLAN_UNKNOWN_MESSAGE = "Uno de los planes ya no está disponible";

/** POST /api/comparaciones-guardadas. */
export const saveComparisonRequestSchema = z.object({
  email: z.email({ error: EMAIL_MESSAGE }).max(MAX_EMAIL_LENGTH, EMAIL_MESSAGE),
  /** The plans' codes, as the comparison's address names them. */
  productCodes: z
    .array(z.string().trim().min(1).max(60), { error: SAVED_PLANS_MESSAGE })
    .min(1, SAVED_PLANS_MESSAGE)
    .max(MAX_COMPARE, SAVED_PLANS_MESSAGE),
  /** The household the plans are priced for; null prices the default person. */
  profile: visitorProfileSchema.nullish(),
  /** Version of the `alertas` consent text shown; the current one when absent. */
  consentVersion: z.string().trim().min(1).max(100).nullish(),
  agree: z.literal(true, { error: SAVED_COMPARISON_CONSENT_MESSAGE }),
});
export type SaveComparisonRequest = z.infer<typeof saveComparisonRequestSchema>;

/** 201: the token reaches this comparison only; the e-mail carries it too. */
export const savedComparisonReceiptSchema = z.object({
  accessToken: z.string(),
  /** Alerts start once the e-mail's link is opened and confirmed. */
  alerts: z.enum(["pending", "active", "stopped"]),
});

/** One plan of a saved comparison: its price when last told, and now. */
export const savedPlanSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  /** The monthly amount the visitor was last told (at saving or in the last alert). */
  savedAmount: z.number().nullable(),
  /** Today's, for the same profile; null when the plan is no longer offered. */
  currentAmount: z.number().nullable(),
  /** The unit both amounts are in ('COP', 'UF'...). */
  unit: z.string().nullable(),
});

/** A saved comparison as 'Mis datos' shows it. */
export const savedComparisonSchema = z.object({
  productCodes: z.array(z.string()),
  plans: z.array(savedPlanSchema),
  /** The e-mail address alerts go to. */
  email: z.string(),
  alerts: z.enum(["pending", "active", "stopped"]),
  createdAt: z.iso.datetime(),
  lastAlertAt: z.iso.datetime().nullable(),
});
export type SavedComparison = z.infer<typeof savedComparisonSchema>;

/** POST /api/comparaciones-guardadas/avisos (the comparison's token, or an alert's stop token). */
export const savedAlertsRequestSchema = z.object({
  accion: z.enum(["confirmar", "detener"], { error: "Acción desconocida" }),
});

export const savedAlertsAnswerSchema = z.object({
  alerts: z.enum(["pending", "active", "stopped"]),
});
