/**
 * Tab segments of the request form and the FAQ. Apart from the tab rules (`detail-tabs.ts`),
 * so the route tree can name the request tab without bringing those rules into every page.
 */
export const REQUEST_TAB = "Solicitar";
export const FAQ_TAB = "Preguntas-Frecuentes";
