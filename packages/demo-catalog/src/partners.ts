import type { DemoAdvisor, DemoPartner } from "./catalog-contract";

/**
 * Partners that embed the comparator (on their own subdomain, through an
 * iframe token, or both) and the referral advisors visitors can name.
 */

export const INTERNAL_DOMAIN = "queseguro.com";

/**
 * The demo partner page (`tooling/scripts/partner-demo.mjs`, `npm start`) that embeds the
 * Colombian site: every demo partner lists it so the iframe mode can be tried locally. Only
 * this exact origin may frame the site (`http://127.0.0.1:5180` may not).
 */
export const DEMO_PARTNER_ORIGIN = "http://localhost:5180";

/** The iframe token of the demo's embedding partner (Colombia). */
export const DEMO_IFRAME_TOKEN = "qs-ifr-cafeteros-7d1e5a3c90";

export const partners: DemoPartner[] = [
  {
    id: 1,
    subdomain: "bancoandino",
    iframeToken: "qs-ifr-bancoandino-4f8c2e91b7",
    data: {
      allowedUrls: [
        "https://www.bancoandino.com.co",
        "https://bancoandino.com.co",
        DEMO_PARTNER_ORIGIN,
      ],
      partnerName: "Banco Andino",
      allowedOrganizations: [3001, 3011, 3012, 3021],
      footerEnabledRoutes: [
        "/Comparar",
        "/Comparar/Polizas-de-Salud",
        "/Comparar/Medicina-Prepagada",
      ],
      subdomainBanner: { color: "#0b3d91", endGradient: "#1e88e5" },
      subdomainLayout: { enableHeader: true, footerEnabled: true, chatEnabled: false },
      redirects: {
        allowedPaths: [
          "/Comparar",
          "/Comparar/Polizas-de-Salud",
          "/Comparar/Medicina-Prepagada",
          "/Comparar/EPS",
          "/Seguros",
          "/Medicina-Prepagada",
          "/EPS",
        ],
        defaultPath: "/Comparar/Polizas-de-Salud",
      },
      disableShowcase: false,
      SEOMetadata: {
        title: "Seguros de salud para clientes Banco Andino",
        description:
          "Compara pólizas de salud y medicina prepagada con beneficios para clientes Banco Andino.",
        images: [],
        tags: ["seguros de salud", "medicina prepagada", "Banco Andino"],
      },
      clinicsEnabled: true,
      disableRequestButton: false,
      hideScoreInfo: false,
      // Sanitised before it is shown: the script and the handler never reach a page.
      headerHtml:
        '<div class="banco-andino-header"><a href="https://www.bancoandino.com.co" onclick="steal()">Banco Andino</a> <span>Beneficios en salud para clientes</span><script>steal()</script></div>',
      footerHtml:
        '<p>Banco Andino S.A. · Vigilado por la Superintendencia Financiera de Colombia · <a href="https://www.bancoandino.com.co/privacidad">Privacidad</a></p>',
    },
  },
  {
    id: 2,
    subdomain: "tiendaaustral",
    iframeToken: null,
    data: {
      allowedUrls: ["https://www.tiendaaustral.cl", DEMO_PARTNER_ORIGIN],
      partnerName: "Tienda Austral",
      allowedOrganizations: [1201, 1202, 1203],
      subdomainBanner: { color: "#c62828", endGradient: "#ef5350" },
      subdomainLayout: { enableHeader: false, footerEnabled: false, chatEnabled: false },
      redirects: {
        allowedPaths: [
          "/Comparar/Seguros-de-Salud",
          "/Comparar/Seguros-Mascotas",
          "/Comparar/Dental",
        ],
        defaultPath: "/Comparar/Seguros-de-Salud",
      },
      disableShowcase: true,
      SEOMetadata: {
        title: "Seguros de salud y mascotas | Tienda Austral",
        description:
          "Vitrina de seguros de salud, dentales y de mascotas para clientes Tienda Austral.",
        images: [],
        tags: ["seguros", "vitrina"],
      },
      clinicsEnabled: false,
      disableRequestButton: true,
      hideScoreInfo: true,
    },
  },
  {
    id: 3,
    subdomain: null,
    iframeToken: "qp-ifr-surcosalud-9a7d3b20c4",
    data: {
      allowedUrls: [
        "https://www.clinicasurcosalud.pe",
        "https://pacientes.clinicasurcosalud.pe",
        DEMO_PARTNER_ORIGIN,
      ],
      partnerName: "Clínica Surco Salud",
      allowedOrganizations: ["CSS", "CNM"],
      subdomainLayout: { enableHeader: false, footerEnabled: false, chatEnabled: true },
      redirects: {
        allowedPaths: ["/Comparar/Planes-Clinicos", "/Comparar/Seguros-Oncologicos"],
        defaultPath: "/Comparar/Planes-Clinicos",
      },
      clinicsEnabled: true,
      disableRequestButton: false,
      hideScoreInfo: false,
    },
  },
  {
    id: 4,
    subdomain: null,
    iframeToken: DEMO_IFRAME_TOKEN,
    data: {
      allowedUrls: ["https://www.cafeterosunidos.com.co", DEMO_PARTNER_ORIGIN],
      partnerName: "Cafeteros Unidos",
      allowedOrganizations: [3001, 3002, 3011],
      subdomainBanner: { color: "#4e342e", endGradient: "#8d6e63" },
      subdomainLayout: { enableHeader: false, footerEnabled: false, chatEnabled: false },
      redirects: {
        allowedPaths: ["/Comparar/Polizas-de-Salud", "/Comparar/Medicina-Prepagada"],
        defaultPath: "/Comparar/Polizas-de-Salud",
      },
      SEOMetadata: {
        title: "Seguros de salud para asociados de Cafeteros Unidos",
        description: "Compara pólizas de salud y medicina prepagada desde Cafeteros Unidos.",
        images: [],
        tags: ["seguros de salud", "Cafeteros Unidos"],
      },
      clinicsEnabled: true,
      disableRequestButton: false,
      hideScoreInfo: true,
      headerHtml:
        '<p class="cafeteros-header"><strong>Cafeteros Unidos</strong> · Seguros de salud para asociados</p>',
    },
  },
];

export const advisors: DemoAdvisor[] = [
  {
    id: 1,
    reference: "cm-7Qf2LxV9pZr4TbNw",
    name: "Carolina Méndez",
    email: "carolina.mendez@corredoresandinos.co",
    status: "Activo",
    ejecutivo: { name: "Julián Restrepo", email: `julian.restrepo@${INTERNAL_DOMAIN}` },
  },
  {
    id: 2,
    reference: "rf-K3hJ8sYd2WqLm5Xc",
    name: "Rodrigo Fuentes",
    email: "rodrigo.fuentes@asesoresdelsur.cl",
    status: "Activo",
    ejecutivo: null,
  },
  {
    id: 3,
    reference: "vs-P9tR4nBz6GkHy1Ue",
    name: "Valentina Soto",
    email: `valentina.soto@${INTERNAL_DOMAIN}`,
    status: "Activo",
    ejecutivo: { name: "Andrés Pizarro", email: `andres.pizarro@${INTERNAL_DOMAIN}` },
  },
  {
    id: 4,
    reference: "lq-W2cF7vMx3JsQa8Dn",
    name: "Luis Quispe",
    email: "luis.quispe.asesor@gmail.com",
    status: "Activo",
    ejecutivo: null,
  },
  {
    id: 5,
    reference: "dh-N5yT1pLk9RbVe4Gz",
    name: "Daniela Herrera",
    email: "daniela.herrera@globalbrokers.com",
    status: "Activo",
    ejecutivo: { name: "Sofía Vargas", email: `sofia.vargas@${INTERNAL_DOMAIN}` },
  },
  {
    id: 6,
    reference: "mr-H8qZ3wCj6XuSf2Kt",
    name: "Mauricio Rojas",
    email: "mauricio.rojas@segurosrojas.cl",
    status: "Inactivo",
    ejecutivo: null,
  },
];
