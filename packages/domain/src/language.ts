import type { Language } from "./country-config";

/** Language and chat topic from the current path (profile spec §2, reference-data spec §2). */

const LANGUAGE_SEGMENTS: Readonly<Record<string, Language>> = { es: "es", en: "en", pt: "pt" };

function segments(path: string): string[] {
  const clean = path.split(/[?#]/)[0] ?? "";
  return clean.split("/").filter((segment) => segment !== "");
}

/** Language from the first path segment: ES, EN or PT (any case); otherwise Spanish. */
export function languageFromPath(path: string): Language {
  const first = segments(path)[0]?.toLowerCase() ?? "";
  return LANGUAGE_SEGMENTS[first] ?? "es";
}

/** The language a tag names: es, en or pt (any case, a region ignored: 'pt-BR'); otherwise Spanish. */
export function languageOf(tag: string | null | undefined): Language {
  const base = (tag ?? "").split("-")[0]?.toLowerCase() ?? "";
  return Object.hasOwn(LANGUAGE_SEGMENTS, base) ? (LANGUAGE_SEGMENTS[base] as Language) : "es";
}

/** Chat topic option index by path prefix (reference-data spec §2). */
export const CHAT_TOPIC_BY_PATH: Readonly<Record<string, number>> = {
  "Comparar/Seguros-de-Salud": 0,
  "Comparar/Planes-Clinicos": 0,
  "Comparar/Seguros-de-Vida": 1,
  "Comparar/EPS/Empresa": 1,
  "Comparar/EPS": 1,
  "Seguros-de-Viaje": 1,
  "Seguros-de-Vida": 2,
  "Comparar/Seguro-Complementario-Empresa": 2,
  "Comparar/SCTR": 2,
  "Comparar/Empresas": 2,
  EPS: 3,
  "Seguros-de-Empresa": 3,
  contacto: 4,
};

/**
 * The chat topic option index for the current path: the longest table path that equals the
 * path or is a whole-segment prefix of it wins (case-insensitive). A leading language
 * segment (ES, EN, PT) is ignored. Null when no table path matches.
 * @public the chat widget (chat topics) reads it; kept with the chat reference data
 */
export function chatTopicIndex(path: string): number | null {
  let parts = segments(path);
  if (parts[0] && LANGUAGE_SEGMENTS[parts[0].toLowerCase()]) parts = parts.slice(1);
  const current = parts.join("/").toLowerCase();
  let best: { length: number; index: number } | null = null;
  for (const [prefix, index] of Object.entries(CHAT_TOPIC_BY_PATH)) {
    const candidate = prefix.toLowerCase();
    const matches = current === candidate || current.startsWith(`${candidate}/`);
    if (matches && (best === null || candidate.length > best.length)) {
      best = { length: candidate.length, index };
    }
  }
  return best?.index ?? null;
}
