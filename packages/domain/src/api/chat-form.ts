import { MAX_EMAIL_LENGTH } from "./input-bounds";

/**
 * The visitors' chat pre-form and its texts, without the answers' schemas: what the chat's
 * launcher and pre-form need on a page, so that offering the chat does not build every schema
 * of the conversation's answers (`chat.ts`, which re-exports this).
 */

/** The spec's pre-form messages (reference-data spec §5), word for word. */
export const CHAT_REQUIRED_MESSAGE = "campo requerido";
export const CHAT_EMAIL_MESSAGE = "Por favor, ingrese su dirección de correo electrónico válido";

export const CHAT_NOT_FOUND_MESSAGE = "Conversación no encontrada";
export const CHAT_TOKEN_REQUIRED_MESSAGE = "Falta el código de acceso a la conversación";
export const CHAT_CLOSED_MESSAGE = "La conversación ya terminó";
export const CHAT_BODY_MESSAGE = "Escribe un mensaje de hasta 2000 caracteres";
/** The notice stored when the visitor closes the conversation (reference-data spec §4). */
export const CHAT_CLOSED_NOTICE = "El visitante terminó la conversación";
/** Ours: the notice stored when an advisor ends the conversation from the back office. */
export const CHAT_CLOSED_BY_ADVISOR_NOTICE = "El asesor terminó la conversación";

/** Ours: the notice the visitor reads when an advisor hands the conversation to another. */
export const CHAT_HANDED_OVER_NOTICE = "Otro asesor continuará esta conversación";
/** Ours: a hand-over to someone who cannot take it. */
export const CHAT_HANDOVER_NO_ADVISOR_MESSAGE =
  "No hay un asesor activo con ese correo que atienda el chat de este país";

export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/**
 * Topic options of the pre-form, by index (reference-data spec §2 "Chat widget topic by current
 * path" uses indexes 0 to 4). The spec does not name them; the labels are ours, in the sites'
 * texts (`chat.topics`): 0 health, 1 life and travel, 2 companies, 3 EPS and company plans,
 * 4 other questions.
 */
export const CHAT_TOPIC_COUNT = 5;

/** The e-mail rule of reference-data spec §5. */
export const CHAT_EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export interface ChatPreFormValues {
  name: string;
  email: string;
  phone: string;
  /** The topic's index, or null while none is chosen. */
  topic: number | null;
}

export type ChatPreFormField = keyof ChatPreFormValues;

/**
 * The pre-form's refusals, field by field (empty when it may be sent). The sites check with
 * it before sending, and the API's schema below refuses the same values with the same texts.
 */
export function chatPreFormIssues(
  values: ChatPreFormValues,
): Partial<Record<ChatPreFormField, string>> {
  const issues: Partial<Record<ChatPreFormField, string>> = {};
  if (values.name.trim() === "") issues.name = CHAT_REQUIRED_MESSAGE;
  const email = values.email.trim();
  if (email === "") issues.email = CHAT_REQUIRED_MESSAGE;
  else if (email.length > MAX_EMAIL_LENGTH || !CHAT_EMAIL_PATTERN.test(email)) {
    issues.email = CHAT_EMAIL_MESSAGE;
  }
  if (values.phone.trim() === "") issues.phone = CHAT_REQUIRED_MESSAGE;
  if (values.topic === null || !isChatTopic(values.topic)) issues.topic = CHAT_REQUIRED_MESSAGE;
  return issues;
}

export function isChatTopic(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < CHAT_TOPIC_COUNT;
}
