import type { Language } from "./languages";
import { comparator } from "./locales/es/comparator";
import type { messages as es } from "./locales/es/index";
import { profile } from "./locales/es/profile";
import { site } from "./locales/es/site";
import type { Shape } from "./locales/shape";

/**
 * Visitor-facing texts. Spanish is the source. Each language is split by concern
 * (`locales/<lang>/site.ts`, `pages.ts`, `comparator.ts`, `profile.ts`, `detail.ts`,
 * `purchase.ts`). The site's frame, the comparator and the profile ship with every page
 * (`spanishMessages`); the other Spanish parts load with the code that shows them
 * (`texts.ts`). English and Portuguese follow the same keys and load whole, on demand, so a
 * Spanish visitor never downloads them. `routes` holds the translated path segments: the key
 * is the canonical (Spanish) segment the router knows.
 */
export type Messages = Shape<typeof es>;

/** The Spanish texts every page ships with. */
export const spanishMessages: Shape<typeof site & typeof comparator & typeof profile> = {
  ...site,
  ...comparator,
  ...profile,
};

/** The texts of one whole language, each as a separate chunk. */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case "es":
      return (await import("./locales/es/index")).messages;
    case "en":
      return (await import("./locales/en/index")).messages;
    case "pt":
      return (await import("./locales/pt/index")).messages;
  }
}
