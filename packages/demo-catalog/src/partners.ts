import type { DemoAdvisor, DemoPartner } from "./catalog-contract";

/**
 * Partners that embed the comparator (on their own subdomain, through an
 * iframe token, or both) and the referral advisors visitors can name.
 */

export const INTERNAL_DOMAIN = "queseguro.com";

export const partners: DemoPartner[] = [
  {
    id: 1,
    subdomain: "bancoandino",
    iframeToken: "qs-ifr-bancoandino-4f8c2e91b7",
    data: {
      allowedUrls: ["https://www.bancoandino.com.co", "https://bancoandino.com.co"],
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
    },
  },
  {
    id: 2,
    subdomain: "tiendaaustral",
    iframeToken: null,
    data: {
      allowedUrls: ["https://www.tiendaaustral.cl"],
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
      allowedUrls: ["https://www.clinicasurcosalud.pe", "https://pacientes.clinicasurcosalud.pe"],
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
];

export const advisors: DemoAdvisor[] = [
  {
    id: 1,
    name: "Carolina Méndez",
    email: "carolina.mendez@corredoresandinos.co",
    status: "Activo",
    ejecutivo: { name: "Julián Restrepo", email: `julian.restrepo@${INTERNAL_DOMAIN}` },
  },
  {
    id: 2,
    name: "Rodrigo Fuentes",
    email: "rodrigo.fuentes@asesoresdelsur.cl",
    status: "Activo",
    ejecutivo: null,
  },
  {
    id: 3,
    name: "Valentina Soto",
    email: `valentina.soto@${INTERNAL_DOMAIN}`,
    status: "Activo",
    ejecutivo: { name: "Andrés Pizarro", email: `andres.pizarro@${INTERNAL_DOMAIN}` },
  },
  {
    id: 4,
    name: "Luis Quispe",
    email: "luis.quispe.asesor@gmail.com",
    status: "Activo",
    ejecutivo: null,
  },
  {
    id: 5,
    name: "Daniela Herrera",
    email: "daniela.herrera@globalbrokers.com",
    status: "Activo",
    ejecutivo: { name: "Sofía Vargas", email: `sofia.vargas@${INTERNAL_DOMAIN}` },
  },
  {
    id: 6,
    name: "Mauricio Rojas",
    email: "mauricio.rojas@segurosrojas.cl",
    status: "Inactivo",
    ejecutivo: null,
  },
];
