/**
 * Tab segments of the request form, the FAQ, the provider network and an Isapre plan's data. Apart from the tab rules (`detail-tabs.ts`),
 * so the route tree can name the request tab without bringing those rules into every page.
 */
export const REQUEST_TAB = "Solicitar";
export const FAQ_TAB = "Preguntas-Frecuentes";
/** The plan's provider network: its clinics with the coverage level and copay at each. */
export const NETWORK_TAB = "Clinicas";
/** An Isapre plan's benefits with their coverage and its fee schedule. */
export const BENEFITS_TAB = "Prestaciones";
/** An Isapre plan's risk-factor table. */
export const FACTORS_TAB = "Factores";
