/**
 * Tab segments of the request form, the FAQ and the provider network. Apart from the tab rules (`detail-tabs.ts`),
 * so the route tree can name the request tab without bringing those rules into every page.
 */
export const REQUEST_TAB = "Solicitar";
export const FAQ_TAB = "Preguntas-Frecuentes";
/** The plan's provider network: its clinics with the coverage level and copay at each. */
export const NETWORK_TAB = "Clinicas";
