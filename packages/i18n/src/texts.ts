import type { i18n } from "i18next";

/**
 * The Spanish texts that do not ship with every page, each loaded with the code that shows
 * it: `pages` (home, contact, policy, 'Mis datos', the information pages, the staff's panel),
 * `profileDialog` (the profile dialog and the shared-profile question), `detail` (a plan's
 * page, the comparison, the institutions' landings and shared links), `purchase` (the online
 * purchase) and `chat` (the visitor's chat beyond the header's bell). The listing ships with
 * the site's frame, the comparator and the profile only (`resources.ts`). The field messages
 * (`locales/es/validation.ts`) never load in Spanish: a form shows the shared rule's own
 * Spanish text. English and Portuguese load whole, on demand, and carry all of these.
 */
export type TextPart = "pages" | "profileDialog" | "detail" | "purchase" | "chat";

type Texts = Record<string, unknown>;

const IMPORTS: Record<TextPart, () => Promise<Texts>> = {
  pages: () => import("./locales/es/pages").then((module) => module.pages),
  profileDialog: () => import("./locales/es/profile-dialog").then((module) => module.profileDialog),
  detail: () => import("./locales/es/detail").then((module) => module.detail),
  purchase: () => import("./locales/es/purchase").then((module) => module.purchase),
  chat: () => import("./locales/es/chat").then((module) => module.chat),
};

export const TEXT_PARTS = Object.keys(IMPORTS) as TextPart[];

const loaded = new Map<TextPart, Texts>();
const loading = new Map<TextPart, Promise<void>>();
/** Instances made before every part was in: each part is added to them as it arrives. */
const waiting = new Set<i18n>();

function addTo(instance: i18n, texts: Texts): void {
  instance.addResourceBundle("es", "translation", texts, true, false);
}

/** Gives a new instance the parts already loaded, and the others as they arrive. */
export function addLoadedTexts(instance: i18n): void {
  for (const texts of loaded.values()) addTo(instance, texts);
  if (loaded.size < TEXT_PARTS.length) waiting.add(instance);
}

/** Loads Spanish text parts (once each) into every instance; settles when they are in. */
export function loadTexts(...parts: TextPart[]): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      let promise = loading.get(part);
      if (!promise) {
        promise = IMPORTS[part]().then(
          (texts) => {
            loaded.set(part, texts);
            for (const instance of waiting) addTo(instance, texts);
            if (loaded.size === TEXT_PARTS.length) waiting.clear();
          },
          (error: unknown) => {
            // A failed download may be tried again by the next navigation.
            loading.delete(part);
            throw error;
          },
        );
        loading.set(part, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/**
 * A lazily imported module that shows texts of `parts`: it settles once both are in, so a
 * page or dialog never renders before its words (`lazy(() => withTexts(import(...), "detail"))`).
 */
export function withTexts<T>(module: Promise<T>, ...parts: TextPart[]): Promise<T> {
  return Promise.all([module, loadTexts(...parts)]).then(([value]) => value);
}
