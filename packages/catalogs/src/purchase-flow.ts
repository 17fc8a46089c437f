/**
 * The purchase flow's steps and the chat widget's settings (reference-data spec §4, §9;
 * profile spec §4 "Purchase form steps"), kept for the online purchase the product adds next.
 */

/** Step titles of the purchase flow, as shown to the user. */
export const purchaseFlowSteps = [
  "Datos personales",
  "Pago",
  "Compra exitosa!",
  "Estado de salud",
  "Datos empresa",
  "Datos colaboradores",
  "Asignación ejecutivo",
  "Confirmación",
] as const;
export type PurchaseFlowStep = (typeof purchaseFlowSteps)[number];

/** Keys of the purchase forms that hold steps. */
export const formStepKeys = {
  personalDataPayment: "personal-data-payment",
  dpsPayment: "dps-payment",
  companyPayments: "company-payments",
  isaprePolicy: "isapre-policy",
} as const;
export type FormStepKey = (typeof formStepKeys)[keyof typeof formStepKeys];

// Chat widget --------------------------------------------------------------------------

/* The chat topic by path and the chat language from the first path segment are rules:
   see chatTopicIndex and languageFromPath in @qs/domain/language. */

export const chatLanguages = ["ES", "EN", "PT"] as const;
export type ChatLanguage = (typeof chatLanguages)[number];

export const chatTheme = { color: "blue", width: "20rem" } as const;
