import { validation } from "@qs/i18n/locales/es/validation";
import { useTranslation } from "react-i18next";
import { useCatalogLang } from "./catalog-lang";

/**
 * Field messages the site shows come from the shared rules, which the API applies too and
 * answers with the same Spanish texts ('campo requerido', 'Ingresa un teléfono válido'). Those
 * texts are the Spanish values of `validation.*`: a message among them is shown in the page's
 * language; any other message the API wrote stays in Spanish, marked `lang="es"`.
 */

const VALIDATION_KEYS = new Map<string, string>(
  Object.entries(validation.validation).map(([key, text]) => [text, `validation.${key}`]),
);

/** The key among the site's texts of a shared rule's Spanish message, or null. */
export function validationKeyOf(message: string): string | null {
  return VALIDATION_KEYS.get(message.trim()) ?? null;
}

export interface ShownMessage {
  text: string;
  lang: "es" | undefined;
}

/** Words a shared rule's or the API's message for the current page. */
export function useSiteMessage(): (message: string) => ShownMessage {
  const { t, i18n } = useTranslation();
  const catalogLang = useCatalogLang();
  return (message) => {
    const key = validationKeyOf(message);
    if (!key) return { text: message, lang: catalogLang };
    // Spanish ships no copy of these texts: the rule's message is already the Spanish one.
    return { text: i18n.exists(key) ? t(key) : message.trim(), lang: undefined };
  };
}

/** A field or form message, in the page's language when the site knows it (see above). */
export function SiteMessage({ message }: { message: string }) {
  const shown = useSiteMessage()(message);
  return shown.lang ? <span lang={shown.lang}>{shown.text}</span> : shown.text;
}
