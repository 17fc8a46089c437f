/**
 * Messages shown when a payment fails (reference-data spec §8). Four families
 * of codes reach the product: the card processor's numeric API codes, card
 * rejection statuses, the other provider's K-codes, and processor decline
 * reasons written in English. `paymentErrorMessage` reads any of them.
 *
 * The spec gives the meaning of each code, not its Spanish wording: the
 * messages below are ours, written for the buyer.
 */

export const GENERIC_PAYMENT_ERROR =
  "No pudimos procesar tu pago. Intenta nuevamente o utiliza otro medio de pago.";

/** Numeric error codes of the card processor's API. */
export const providerErrorMessages: Readonly<Record<number, string>> = {
  1000: "La consulta devolvió demasiados registros. Reduce los datos solicitados e intenta nuevamente.",
  2002: "No encontramos al cliente asociado al pago.",
  2004: "Hubo un problema con la pasarela de pago. Intenta nuevamente en unos minutos.",
  2006: "Los datos de la tarjeta no son válidos. Ingrésalos nuevamente.",
  2062: "Los datos de la tarjeta no son válidos. Ingrésalos nuevamente.",
  2007: "No pudimos conectarnos con el servicio de tarjetas. Intenta nuevamente en unos minutos.",
  2009: "Debes indicar el banco emisor de la tarjeta.",
  2059: "No se puede aplicar una comisión a este pago sin una autorización válida del comercio.",
  2072: "El monto del pago no es válido.",
  4037: "El monto del pago no es válido.",
  2077: "Este medio de pago no permite la captura diferida.",
  2198: "El correo electrónico no es válido para el ambiente de pruebas.",

  3000: "Debes ingresar el nombre del titular de la tarjeta.",
  3001: "Debes indicar el banco emisor de la tarjeta.",
  3002: "No tienes autorización para realizar esta acción.",
  3003: "Los datos de la tarjeta no son válidos. Ingrésalos nuevamente.",
  3004: "El sitio del comercio no es válido.",
  3005: "El pago no admite esta acción en su estado actual.",
  3006: "Los datos de la tarjeta no son válidos. Ingrésalos nuevamente.",
  3007: "Falta el identificador del comercio (client_id).",
  3008: "No encontramos los datos de la tarjeta. Ingrésalos nuevamente.",
  3009: "El comercio no está autorizado para realizar este pago.",
  3010: "La tarjeta no está habilitada para este pago.",
  3011: "El medio de pago no fue encontrado.",
  3012: "El código de seguridad no tiene el largo correcto.",
  3013: "Debes ingresar el código de seguridad de la tarjeta.",
  3014: "El medio de pago no es válido.",
  3015: "El número de tarjeta no tiene el largo correcto.",
  3016: "El número de tarjeta no es válido.",
  3017: "Debes ingresar el número de tarjeta.",
  3018: "Debes ingresar el mes de vencimiento de la tarjeta.",
  3019: "Debes ingresar el año de vencimiento de la tarjeta.",
  3020: "Debes ingresar el nombre del titular de la tarjeta.",
  3021: "Debes ingresar el número de documento del titular.",
  3022: "Debes ingresar el tipo de documento del titular.",
  3023: "Debes ingresar el subtipo de documento del titular.",
  3024: "Este pago no admite devoluciones parciales.",
  3025: "El código de autorización no es válido.",
  3026: "La tarjeta no corresponde al medio de pago elegido.",
  3027: "El tipo de pago no es válido.",
  3028: "El medio de pago no es válido.",
  3029: "El mes de vencimiento de la tarjeta no es válido.",
  3030: "El año de vencimiento de la tarjeta no es válido.",
  3031: "Debes ingresar el código de seguridad de la tarjeta.",

  4000: "Faltan los datos de la tarjeta.",
  4001: "Debes elegir un medio de pago.",
  4002: "Debes indicar el monto del pago.",
  4003: "El monto del pago debe ser numérico.",
  4004: "Debes indicar el número de cuotas.",
  4005: "El número de cuotas debe ser numérico.",
  4006: "Los datos del pagador no son válidos.",
  4007: "Falta el sitio del comercio.",
  4012: "Falta el identificador del pagador.",
  4013: "Falta el tipo de pagador.",
  4015: "Falta la referencia del medio de pago.",
  4016: "La referencia del medio de pago debe ser numérica.",
  4017: "Falta el estado del pago.",
  4018: "Falta el identificador del pago.",
  4019: "El identificador del pago debe ser numérico.",
  4020: "La URL de notificación debe comenzar con https.",
  4021: "La URL de notificación debe tener menos de 500 caracteres.",
  4022: "Los datos adicionales del pago no son válidos.",
  4023: "Debes indicar el monto del pago.",
  4024: "El monto del pago debe ser numérico.",
  4025: "Falta el identificador de la devolución.",
  4026: "El monto del cupón no es válido.",
  4027: "El identificador de la campaña debe ser numérico.",
  4028: "El monto del cupón debe ser numérico.",
  4029: "El tipo de pagador no es válido.",
  4038: "La comisión no puede ser mayor que el monto del pago.",
  4039: "La comisión no puede ser negativa.",
  4050: "El correo electrónico del pagador no es válido.",

  4292: "Falta la clave de idempotencia del pago.",
  6033: "El usuario no está disponible.",
  7523: "La fecha de vencimiento de la tarjeta no es válida.",
};

/** Card rejection statuses. */
export const cardRejectionMessages: Readonly<Record<string, string>> = {
  bank_error: "Tu banco no pudo procesar el pago. Intenta nuevamente o utiliza otro medio de pago.",
  cc_rejected_3ds_mandatory:
    "Tu banco exige validar la compra con autenticación 3D Secure. Completa la validación o utiliza otra tarjeta.",
  bad_filled_card_number: "Revisa el número de la tarjeta.",
  bad_filled_date: "Revisa la fecha de vencimiento de la tarjeta.",
  bad_filled_other: "Revisa los datos de la tarjeta.",
  bad_filled_security_code: "Revisa el código de seguridad de la tarjeta.",
  blacklist: "No pudimos procesar tu pago. Utiliza otro medio de pago.",
  call_for_authorize:
    "Debes autorizar este pago con tu banco. Llama al banco emisor de la tarjeta y vuelve a intentarlo.",
  card_disabled:
    "Tu tarjeta no está activa. Llama a tu banco para activarla o utiliza otra tarjeta.",
  card_error: "No pudimos procesar el pago con esta tarjeta. Intenta con otra tarjeta.",
  duplicated_payment:
    "Ya realizaste un pago por este monto. Si necesitas pagar de nuevo, utiliza otra tarjeta u otro medio de pago.",
  high_risk: "Tu pago fue rechazado por seguridad. Te recomendamos usar otro medio de pago.",
  insufficient_amount: "Tu tarjeta no tiene saldo suficiente para este pago.",
  invalid_installments: "Tu tarjeta no permite el número de cuotas elegido. Elige otra cantidad.",
  max_attempts:
    "Llegaste al límite de intentos permitidos. Utiliza otra tarjeta u otro medio de pago.",
  other_reason: "Tu banco no autorizó el pago. Utiliza otra tarjeta u otro medio de pago.",
  cc_amount_rate_limit_exceeded:
    "Superaste el monto permitido para tu tarjeta. Utiliza otra tarjeta u otro medio de pago.",
  rejected_insufficient_data:
    "Faltan datos obligatorios para procesar el pago. Revisa la información ingresada.",
  rejected_by_bank:
    "Tu banco rechazó el pago. Comunícate con tu banco o utiliza otro medio de pago.",
  rejected_by_regulations:
    "El pago fue rechazado por restricciones normativas. Utiliza otro medio de pago.",
};

/**
 * The other provider's codes. The spec lists the codes and their seven meanings
 * but not which goes with which. K004 is "invalid credentials" as in that
 * provider's public error table; the other six are paired in the order both
 * lists are written: K505 declined, K322 security rule, K027 timeout, K017
 * expired card, K011 unsupported card, 577 rejected.
 */
export const kCodeMeanings = {
  K505: "declined",
  K322: "security-rule",
  K027: "timeout",
  K017: "expired-card",
  K011: "unsupported-card",
  K004: "invalid-credentials",
  "577": "rejected",
} as const;

export const kCodeMessages: Readonly<Record<string, string>> = {
  K505: "Tu pago fue declinado. Intenta nuevamente o utiliza otro medio de pago.",
  K322: "El pago fue bloqueado por una regla de seguridad. Utiliza otra tarjeta u otro medio de pago.",
  K027: "Se agotó el tiempo de espera del pago. Intenta nuevamente en unos minutos.",
  K017: "Tu tarjeta está vencida. Utiliza otra tarjeta.",
  K011: "Esta tarjeta no es aceptada para este pago. Utiliza otra tarjeta.",
  K004: "No pudimos validar el comercio con el procesador de pagos. Intenta más tarde.",
  "577": "Tu pago fue rechazado. Utiliza otra tarjeta u otro medio de pago.",
};

/** What the buyer is advised to do after a processor decline. */
export type DeclineAdvice = "retry" | "contact-bank" | "other-method";

const adviceText: Record<DeclineAdvice, string> = {
  retry: "Intenta nuevamente en unos minutos.",
  "contact-bank": "Comunícate con tu banco para más información.",
  "other-method": "Utiliza otra tarjeta u otro medio de pago.",
};

/** Processor decline reasons (English, as the processor sends them) and the advice given for each. */
export const declineReasons = [
  {
    reason: "Suspected fraud",
    message: "El pago fue rechazado por sospecha de fraude.",
    advice: "contact-bank",
  },
  {
    reason: "Insufficient funds",
    message: "Tu tarjeta no tiene fondos suficientes.",
    advice: "other-method",
  },
  {
    reason: "Restricted card",
    message: "Tu tarjeta tiene restricciones para este tipo de compra.",
    advice: "contact-bank",
  },
  {
    reason: "Invalid card number",
    message: "El número de tarjeta no es válido.",
    advice: "other-method",
  },
  { reason: "CVV failure", message: "El código de seguridad no coincide.", advice: "retry" },
  { reason: "Do not honor", message: "Tu banco no autorizó el pago.", advice: "contact-bank" },
  { reason: "Expired card", message: "Tu tarjeta está vencida.", advice: "other-method" },
  {
    reason: "Closed account",
    message: "La cuenta asociada a la tarjeta está cerrada.",
    advice: "other-method",
  },
  {
    reason: "Stolen card",
    message: "La tarjeta figura con reporte de robo.",
    advice: "contact-bank",
  },
  {
    reason: "Lost card",
    message: "La tarjeta figura con reporte de extravío.",
    advice: "contact-bank",
  },
  {
    reason: "Pick up card",
    message: "Tu banco solicitó retener la tarjeta.",
    advice: "contact-bank",
  },
  {
    reason: "PIN tries exceeded",
    message: "Superaste los intentos permitidos de ingreso del PIN.",
    advice: "contact-bank",
  },
  { reason: "Incorrect PIN", message: "El PIN ingresado es incorrecto.", advice: "retry" },
  {
    reason: "Invalid transaction",
    message: "La transacción no es válida.",
    advice: "other-method",
  },
  { reason: "Invalid amount", message: "El monto del pago no es válido.", advice: "retry" },
  {
    reason: "Transaction not permitted to cardholder",
    message: "Tu tarjeta no permite este tipo de compra.",
    advice: "contact-bank",
  },
  {
    reason: "Transaction not permitted to terminal",
    message: "El comercio no puede procesar esta tarjeta.",
    advice: "other-method",
  },
  {
    reason: "Exceeds withdrawal amount limit",
    message: "El pago supera el monto máximo permitido por tu tarjeta.",
    advice: "contact-bank",
  },
  {
    reason: "Exceeds withdrawal frequency limit",
    message: "Superaste la cantidad de compras permitidas por tu tarjeta.",
    advice: "contact-bank",
  },
  {
    reason: "Issuer unavailable",
    message: "Tu banco no está disponible en este momento.",
    advice: "retry",
  },
  {
    reason: "Refer to card issuer",
    message: "Tu banco necesita confirmar este pago.",
    advice: "contact-bank",
  },
  {
    reason: "No such issuer",
    message: "No reconocemos el banco emisor de la tarjeta.",
    advice: "other-method",
  },
  {
    reason: "Invalid merchant",
    message: "El comercio no está habilitado para este pago.",
    advice: "other-method",
  },
  { reason: "Re-enter transaction", message: "No pudimos completar el pago.", advice: "retry" },
  { reason: "Format error", message: "Hubo un error en los datos del pago.", advice: "retry" },
  {
    reason: "Duplicate transaction",
    message: "Este pago ya fue registrado.",
    advice: "other-method",
  },
  {
    reason: "Security violation",
    message: "El pago fue rechazado por seguridad.",
    advice: "contact-bank",
  },
  { reason: "Blocked card", message: "Tu tarjeta está bloqueada.", advice: "contact-bank" },
  {
    reason: "Invalid expiration date",
    message: "La fecha de vencimiento no es válida.",
    advice: "retry",
  },
  {
    reason: "Authentication failed",
    message: "No se pudo autenticar la compra con tu banco.",
    advice: "retry",
  },
  {
    reason: "System malfunction",
    message: "Hubo una falla en el sistema de pagos.",
    advice: "retry",
  },
] as const satisfies readonly { reason: string; message: string; advice: DeclineAdvice }[];

const declineByReason = new Map<string, (typeof declineReasons)[number]>(
  declineReasons.map((entry) => [entry.reason.toLowerCase(), entry]),
);

/** Spanish text for a processor decline reason (any case), message and advice together. */
export function declineReasonMessage(reason: string): string | undefined {
  const entry = declineByReason.get(reason.trim().toLowerCase());
  return entry ? `${entry.message} ${adviceText[entry.advice]}` : undefined;
}

function cardRejectionMessage(status: string): string | undefined {
  const key = status.trim().toLowerCase();
  if (Object.hasOwn(cardRejectionMessages, key)) return cardRejectionMessages[key];
  // Statuses also arrive with the "cc_rejected_" prefix (cc_rejected_bad_filled_date).
  const bare = key.replace(/^cc_rejected_/, "");
  return Object.hasOwn(cardRejectionMessages, bare) ? cardRejectionMessages[bare] : undefined;
}

/**
 * The Spanish message for any payment error code, status or decline reason;
 * the generic message when the code is unknown or missing.
 */
export function paymentErrorMessage(code: string | number | null | undefined): string {
  if (code === null || code === undefined) return GENERIC_PAYMENT_ERROR;
  const text = String(code).trim();
  if (text === "") return GENERIC_PAYMENT_ERROR;

  if (Object.hasOwn(kCodeMessages, text.toUpperCase())) {
    return kCodeMessages[text.toUpperCase()] as string;
  }
  if (/^\d+$/.test(text)) {
    return providerErrorMessages[Number(text)] ?? GENERIC_PAYMENT_ERROR;
  }
  return cardRejectionMessage(text) ?? declineReasonMessage(text) ?? GENERIC_PAYMENT_ERROR;
}
