import type { Language } from "./languages";
import { messages as es } from "./locales/es/index";
import type { Shape } from "./locales/shape";

/**
 * Visitor-facing texts. Spanish is the source and ships with every page;
 * English and Portuguese follow the same keys and load on demand, so a
 * Spanish visitor never downloads them. Each language is split by concern
 * (`locales/<lang>/site.ts`, `comparator.ts`, `profile.ts`, `detail.ts`, `purchase.ts`).
 * `routes` holds the translated path segments: the key is the canonical
 * (Spanish) segment the router knows.
 */
export type Messages = Shape<typeof es>;

export const spanishMessages: Messages = es;

/** The texts of one language; Spanish resolves at once, the others as a separate chunk. */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case "es":
      return es;
    case "en":
      return (await import("./locales/en/index")).messages;
    case "pt":
      return (await import("./locales/pt/index")).messages;
  }
}
