import { spanishMessages } from "@qs/i18n/resources";
import { useTranslation } from "react-i18next";
import { useCatalogLang } from "./catalog-lang";

/**
 * Field messages the site shows come from the shared rules, which the API applies too and
 * answers with the same Spanish texts ('campo requerido', 'Ingresa un teléfono válido'). Those
 * texts are the Spanish values of `validation.*`: a message among them is shown in the page's
 * language; any other message the API wrote stays in Spanish, marked `lang="es"`.
 */

const VALIDATION_KEYS = new Map(
  Object.entries(spanishMessages.validation).map(([key, text]) => [text, `validation.${key}`]),
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
  const { t } = useTranslation();
  const catalogLang = useCatalogLang();
  return (message) => {
    const key = validationKeyOf(message);
    return key ? { text: t(key), lang: undefined } : { text: message, lang: catalogLang };
  };
}

/** A field or form message, in the page's language when the site knows it (see above). */
export function SiteMessage({ message }: { message: string }) {
  const shown = useSiteMessage()(message);
  return shown.lang ? <span lang={shown.lang}>{shown.text}</span> : shown.text;
}
