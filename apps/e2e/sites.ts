/** The four country sites as the browser tests see them. */
export interface SiteUnderTest {
  app: string;
  code: "CO" | "CL" | "PE" | "INT";
  name: string;
  brand: string;
  port: number;
  /** The insurance type of the country's default listing, where the resolver falls back. */
  fallbackTypeId: number;
}

export const SITES: SiteUnderTest[] = [
  {
    app: "@qs/app-co",
    code: "CO",
    name: "Colombia",
    brand: "QueSeguro",
    port: 5173,
    fallbackTypeId: 246,
  },
  {
    app: "@qs/app-cl",
    code: "CL",
    name: "Chile",
    brand: "QuePlan",
    port: 5174,
    fallbackTypeId: 116,
  },
  {
    app: "@qs/app-pe",
    code: "PE",
    name: "Perú",
    brand: "QuePlan",
    port: 5175,
    fallbackTypeId: 122,
  },
  {
    app: "@qs/app-int",
    code: "INT",
    name: "Internacional",
    brand: "International Health",
    port: 5176,
    fallbackTypeId: 131,
  },
];

export const API_PORT = 4000;

/** The demo partner's page that embeds the Colombian site (tooling/scripts/partner-demo.mjs). */
export const PARTNER_DEMO_PORT = 5180;

/** The back-office token the API under test accepts (a member of staff with the BACKOFFICE role). */
export const STAFF_TOKEN = "e2e-backoffice-token-0123456789abcdefghijklmnop";

/** The payment provider's signing secret of the API under test. */
export const WEBHOOK_SECRET = "e2e-payment-webhook-secret-0123456789abcdef";
