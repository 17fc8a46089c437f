import { subdomainDataSchema } from "@qs/domain/subdomain";
import type { PartnerView } from "@qs/ui/partner-context";

/** The demo's partner subdomain, as stories and tests show it. */
export const samplePartner: PartnerView = {
  kind: "subdomain",
  name: "Banco Andino",
  subdomain: "bancoandino",
  token: null,
  data: subdomainDataSchema.parse({
    partnerName: "Banco Andino",
    subdomainBanner: { color: "#0b3d91", endGradient: "#1565c0" },
    subdomainLayout: { enableHeader: true, footerEnabled: true, chatEnabled: false },
    footerEnabledRoutes: ["/Comparar"],
  }),
  html: {
    headerHtml:
      '<p><a href="https://www.bancoandino.com.co">Banco Andino</a> · Beneficios en salud para clientes</p>',
    footerHtml: "<p>Banco Andino S.A. · Vigilado por la Superintendencia Financiera</p>",
  },
};

/** An iframe partner that hides our header and footer and has no HTML of its own. */
export const sampleIframePartner: PartnerView = {
  kind: "iframe",
  name: "Cafeteros Unidos",
  subdomain: null,
  token: "qs-ifr-sample",
  data: subdomainDataSchema.parse({
    partnerName: "Cafeteros Unidos",
    subdomainBanner: { color: "#4e342e", endGradient: "#6d4c41" },
    subdomainLayout: { enableHeader: false, footerEnabled: false },
  }),
  html: null,
};
