/**
 * Every path of the API, declared once: the template as the OpenAPI document writes it
 * (`/api/chat/conversations/{id}/messages`). The API's route definitions name these
 * constants, and the client builds its addresses from them with `apiPath`, so a path
 * renamed on one side cannot be left behind on the other.
 */
export const apiPaths = {
  accesoPersonalContrasena: "/api/acceso-personal/contrasena",
  accesoPersonalRecuperar: "/api/acceso-personal/recuperar",
  accesoPersonalRestablecer: "/api/acceso-personal/restablecer",
  accesoPersonalSesion: "/api/acceso-personal/sesion",
  accesoPersonalSegundoFactor: "/api/acceso-personal/segundo-factor",
  assetsByName: "/api/assets/{name}",
  backOfficeAuditoria: "/api/back-office/auditoria",
  backOfficeChatConversations: "/api/back-office/chat/conversations",
  backOfficeChatConversationsById: "/api/back-office/chat/conversations/{id}",
  backOfficeChatConversationsByIdCerrar: "/api/back-office/chat/conversations/{id}/cerrar",
  backOfficeChatConversationsByIdEvents: "/api/back-office/chat/conversations/{id}/events",
  backOfficeChatConversationsByIdMessages: "/api/back-office/chat/conversations/{id}/messages",
  backOfficeChatConversationsByIdTraspaso: "/api/back-office/chat/conversations/{id}/traspaso",
  backOfficeCorreos: "/api/back-office/correos",
  backOfficeLeads: "/api/back-office/leads",
  backOfficeLeadsById: "/api/back-office/leads/{id}",
  backOfficeLeadsByIdAsignacion: "/api/back-office/leads/{id}/asignacion",
  backOfficeLeadsByIdEstado: "/api/back-office/leads/{id}/estado",
  backOfficeMe: "/api/back-office/me",
  backOfficePersonal: "/api/back-office/personal",
  backOfficePersonalById: "/api/back-office/personal/{id}",
  backOfficePartners: "/api/back-office/partners",
  backOfficePartnersById: "/api/back-office/partners/{id}",
  backOfficePartnersByIdToken: "/api/back-office/partners/{id}/token",
  backOfficePartnersPreview: "/api/back-office/partners/preview",
  backOfficePedidos: "/api/back-office/pedidos",
  backOfficePedidosByOrderNumberConfirmarTransferencia:
    "/api/back-office/pedidos/{orderNumber}/confirmar-transferencia",
  buscarplanesChallenge: "/api/buscarplanes/challenge",
  buscarplanesComparatorUrl: "/api/buscarplanes/comparator-url",
  buscarplanesComparatorUrlBySegment: "/api/buscarplanes/comparator/url/{segment}",
  buscarplanesNotrobot: "/api/buscarplanes/notrobot",
  buscarplanesSharedinsurance: "/api/buscarplanes/sharedinsurance",
  buscarplanesSharedinsuranceByCode: "/api/buscarplanes/sharedinsurance/{code}",
  businessLine: "/api/business-line",
  categories: "/api/categories",
  categoriesTipoByTypeName: "/api/categories/tipo/{typeName}",
  chatAvailable: "/api/chat/available",
  chatConversations: "/api/chat/conversations",
  chatConversationsById: "/api/chat/conversations/{id}",
  chatConversationsByIdClose: "/api/chat/conversations/{id}/close",
  chatConversationsByIdEvents: "/api/chat/conversations/{id}/events",
  chatConversationsByIdMessages: "/api/chat/conversations/{id}/messages",
  chatConversationsByIdRead: "/api/chat/conversations/{id}/read",
  compareProducts: "/api/compare/products",
  compareProductsByProfilePrice: "/api/compare/products/byProfilePrice",
  compraOnline: "/api/compra-online",
  compraOnlineByToken: "/api/compra-online/{token}",
  compraOnlineByTokenColaboradores: "/api/compra-online/{token}/colaboradores",
  compraOnlineByTokenPago: "/api/compra-online/{token}/pago",
  compraOnlineByTokenByStep: "/api/compra-online/{token}/{step}",
  consents: "/api/consents",
  consentsCurrent: "/api/consents/current",
  contactInformations: "/api/contactInformations",
  contactos: "/api/contactos",
  country: "/api/country",
  countryStateCountry: "/api/countryState/country",
  coverageOrganizationCountry: "/api/coverageOrganization/country",
  documentdownloadDownloadByCode: "/api/documentdownload/download/{code}",
  documentdownloadGenerate: "/api/documentdownload/generate",
  documentdownloadValidateByCode: "/api/documentdownload/validate/{code}",
  documentsInsuranceById: "/api/documents/insurance/{id}",
  documentsByIdFile: "/api/documents/{id}/file",
  feedbacks: "/api/feedbacks",
  feedbacksGetLeadByLeadTokenByEmail: "/api/feedbacks/getLead/{leadToken}/{email}",
  feedbacksByToken: "/api/feedbacks/{token}",
  globalesPrestadores: "/api/globales/prestadores",
  globalesUf: "/api/globales/uf",
  health: "/api/health",
  healthLive: "/api/health/live",
  healthReady: "/api/health/ready",
  informationByName: "/api/information/{name}",
  infoplanesAranceles: "/api/infoplanes/aranceles",
  infoplanesFactores: "/api/infoplanes/factores",
  infoplanesInfoplan: "/api/infoplanes/infoplan",
  infoplanesPrestaciones: "/api/infoplanes/prestaciones",
  infoplanesPrestadoresplan: "/api/infoplanes/prestadoresplan",
  insuranceCalculatePrices: "/api/insurance/calculatePrices",
  isapresById: "/api/isapres/{id}",
  insuranceProductByCodeOrUrl: "/api/insurance/product/{codeOrUrl}",
  insuranceByIdBenefitCategories: "/api/insurance/{id}/benefitCategories",
  insuranceByIdCalculatePrice: "/api/insurance/{id}/calculatePrice",
  insuranceByIdCostProjection: "/api/insurance/{id}/costProjection",
  insuranceByIdFaqs: "/api/insurance/{id}/faqs",
  insuranceByIdFeatures: "/api/insurance/{id}/features",
  insuranceByIdTabs: "/api/insurance/{id}/tabs",
  integrationIframeSubdomain: "/api/integration/iframe-subdomain",
  integrationIframeToken: "/api/integration/iframe-token",
  integrationPartnerHtml: "/api/integration/partner-html",
  menu: "/api/menu",
  metrics: "/api/metrics",
  openapiJson: "/api/openapi.json",
  organizationAvailableToSell: "/api/organization/availableToSell",
  organizationAvailableToSellCodeByType: "/api/organization/availableToSell/code/{type}",
  organizationAvailableToSellCodeByTypeInsuranceTypeByName:
    "/api/organization/availableToSell/code/{type}/insuranceType/{name}",
  organizationInstitucionCodeByCode: "/api/organization/institucion/code/{code}",
  organizationInstitucionByUrlSegment: "/api/organization/institucion/{urlSegment}",
  organizationInstitucionesTipoByType: "/api/organization/instituciones/tipo/{type}",
  organizationInstitucionesByProductType: "/api/organization/instituciones/{productType}",
  organizationSegurosTipoByType: "/api/organization/seguros/tipo/{type}",
  organizationTypes: "/api/organization/types",
  organizationByIdCountCoverageOrganizations: "/api/organization/{id}/countCoverageOrganizations",
  organizationByIdCountInsurancesByType: "/api/organization/{id}/countInsurancesByType",
  pagosNotificacionesByProvider: "/api/pagos/notificaciones/{provider}",
  privacidadMisDatos: "/api/privacidad/mis-datos",
  privacidadMisDatosExportar: "/api/privacidad/mis-datos/exportar",
  profileFormData: "/api/profile-form/data",
  profileFormForm: "/api/profile-form/form",
  qpVersion: "/api/qp-version",
  qppaymentInsurancePaymentById: "/api/qppayment/insurance-payment/{id}",
  qppaymentInsurancePaymentByProductCodeGetOffers:
    "/api/qppayment/insurance-payment/{productCode}/getOffers",
  quotes: "/api/quotes",
  referralAdvisor: "/api/referral/advisor",
  routeTranslatorByEncodedUrl: "/api/route-translator/{encodedUrl}",
  seguroAdicionalSolicitar: "/api/seguro-adicional/solicitar",
  seguroAdicionalUpdate: "/api/seguro-adicional/update",
  sitemapProducts: "/api/sitemap/products",
  solicitarplans: "/api/solicitarplans",
  solicitarplansUpdate: "/api/solicitarplans/update",
  usersById: "/api/users/{id}",
  workSectorType: "/api/workSectorType",
} as const;

export type ApiPathName = keyof typeof apiPaths;
export type ApiPathTemplate = (typeof apiPaths)[ApiPathName];

/** The parameter names of a template: `"token" | "step"` for `/api/compra-online/{token}/{step}`. */
export type PathParamsOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamsOf<Rest>
  : never;

type PathArgs<T extends string> = [PathParamsOf<T>] extends [never]
  ? []
  : [params: Record<PathParamsOf<T>, string | number>];

/**
 * The address of a path: each `{name}` filled with its parameter, encoded as one segment
 * (`encodeURIComponent`), so a value holding `/`, `?` or `#` stays inside its segment.
 */
export function apiPath<T extends ApiPathTemplate>(template: T, ...[params]: PathArgs<T>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`${template}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
