/**
 * The chat widget's settings (reference-data spec §4). The purchase steps that used to sit
 * beside them belong to the domain's purchase rules (`@qs/domain/purchase`).
 */

/* The chat topic by path and the chat language from the first path segment are rules:
   see chatTopicIndex and languageFromPath in @qs/domain/language. */

export const chatLanguages = ["ES", "EN", "PT"] as const;
export type ChatLanguage = (typeof chatLanguages)[number];

export const chatTheme = { color: "blue", width: "20rem" } as const;
