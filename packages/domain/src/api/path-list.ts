/**
 * The API's paths one constant each (`paths.ts` gathers them as `apiPaths`): a bundle keeps only
 * the constants its code reads, so a site's first load does not carry the staff's paths.
 */
export const accesoClientesContrasena = "/api/acceso-clientes/contrasena";
export const accesoClientesReferidores = "/api/acceso-clientes/referidores";
export const accesoClientesSesion = "/api/acceso-clientes/sesion";
export const accesoPersonalContrasena = "/api/acceso-personal/contrasena";
export const accesoPersonalRecuperar = "/api/acceso-personal/recuperar";
export const accesoPersonalRestablecer = "/api/acceso-personal/restablecer";
export const accesoPersonalSesion = "/api/acceso-personal/sesion";
export const accesoPersonalSegundoFactor = "/api/acceso-personal/segundo-factor";
export const assetsByName = "/api/assets/{name}";
export const backOfficeAuditoria = "/api/back-office/auditoria";
export const backOfficeChatConversations = "/api/back-office/chat/conversations";
export const backOfficeChatConversationsById = "/api/back-office/chat/conversations/{id}";
export const backOfficeChatConversationsByIdCerrar =
  "/api/back-office/chat/conversations/{id}/cerrar";
export const backOfficeChatConversationsByIdEvents =
  "/api/back-office/chat/conversations/{id}/events";
export const backOfficeChatConversationsByIdMessages =
  "/api/back-office/chat/conversations/{id}/messages";
export const backOfficeChatConversationsByIdTraspaso =
  "/api/back-office/chat/conversations/{id}/traspaso";
export const backOfficeCorreos = "/api/back-office/correos";
export const backOfficeLeads = "/api/back-office/leads";
export const backOfficeLeadsById = "/api/back-office/leads/{id}";
export const backOfficeLeadsByIdAsignacion = "/api/back-office/leads/{id}/asignacion";
export const backOfficeLeadsByIdEstado = "/api/back-office/leads/{id}/estado";
export const backOfficeMe = "/api/back-office/me";
export const backOfficePersonal = "/api/back-office/personal";
export const backOfficePersonalById = "/api/back-office/personal/{id}";
export const backOfficePartners = "/api/back-office/partners";
export const backOfficePartnersById = "/api/back-office/partners/{id}";
export const backOfficePartnersByIdToken = "/api/back-office/partners/{id}/token";
export const backOfficePartnersPreview = "/api/back-office/partners/preview";
export const backOfficePedidos = "/api/back-office/pedidos";
export const backOfficePolizas = "/api/back-office/polizas";
export const backOfficePolizasById = "/api/back-office/polizas/{id}";
export const backOfficePolizasByIdEmpleados = "/api/back-office/polizas/{id}/empleados";
export const backOfficePolizasByIdGrupo = "/api/back-office/polizas/{id}/grupo";
export const backOfficePolizasByIdGrupoEmpresas = "/api/back-office/polizas/{id}/grupo/empresas";
export const backOfficePolizasByIdGrupoAdministradores =
  "/api/back-office/polizas/{id}/grupo/administradores";
export const backOfficePolizasByIdMovimientos = "/api/back-office/polizas/{id}/movimientos";
export const backOfficePolizasByIdPeriodosByPeriodoDocumentoTributario =
  "/api/back-office/polizas/{id}/periodos/{periodo}/documento-tributario";
export const backOfficePolizasByIdPeriodosByPeriodoComentarios =
  "/api/back-office/polizas/{id}/periodos/{periodo}/comentarios";
export const backOfficePedidosByOrderNumberConfirmarTransferencia =
  "/api/back-office/pedidos/{orderNumber}/confirmar-transferencia";
export const buscarplanesChallenge = "/api/buscarplanes/challenge";
export const buscarplanesComparatorUrl = "/api/buscarplanes/comparator-url";
export const buscarplanesComparatorUrlBySegment = "/api/buscarplanes/comparator/url/{segment}";
export const buscarplanesNotrobot = "/api/buscarplanes/notrobot";
export const buscarplanesSharedinsurance = "/api/buscarplanes/sharedinsurance";
export const buscarplanesSharedinsuranceByCode = "/api/buscarplanes/sharedinsurance/{code}";
export const businessLine = "/api/business-line";
export const categories = "/api/categories";
export const categoriesTipoByTypeName = "/api/categories/tipo/{typeName}";
export const chatAvailable = "/api/chat/available";
export const chatConversations = "/api/chat/conversations";
export const chatConversationsById = "/api/chat/conversations/{id}";
export const chatConversationsByIdClose = "/api/chat/conversations/{id}/close";
export const chatConversationsByIdEvents = "/api/chat/conversations/{id}/events";
export const chatConversationsByIdMessages = "/api/chat/conversations/{id}/messages";
export const chatConversationsByIdRead = "/api/chat/conversations/{id}/read";
export const comparacionesGuardadas = "/api/comparaciones-guardadas";
export const comparacionesGuardadasAvisos = "/api/comparaciones-guardadas/avisos";
export const compareProducts = "/api/compare/products";
export const compareProductsByProfilePrice = "/api/compare/products/byProfilePrice";
export const compraOnline = "/api/compra-online";
export const compraOnlineByToken = "/api/compra-online/{token}";
export const compraOnlineByTokenColaboradores = "/api/compra-online/{token}/colaboradores";
export const compraOnlineByTokenPago = "/api/compra-online/{token}/pago";
export const compraOnlineByTokenByStep = "/api/compra-online/{token}/{step}";
export const consents = "/api/consents";
export const consentsCurrent = "/api/consents/current";
export const contactInformations = "/api/contactInformations";
export const contactos = "/api/contactos";
export const country = "/api/country";
export const countryStateCountry = "/api/countryState/country";
export const coverageOrganizationCountry = "/api/coverageOrganization/country";
export const documentdownloadDownloadByCode = "/api/documentdownload/download/{code}";
export const documentdownloadGenerate = "/api/documentdownload/generate";
export const documentdownloadValidateByCode = "/api/documentdownload/validate/{code}";
export const documentsInsuranceById = "/api/documents/insurance/{id}";
export const documentsByIdFile = "/api/documents/{id}/file";
export const feedbacks = "/api/feedbacks";
export const feedbacksGetLeadByLeadTokenByEmail = "/api/feedbacks/getLead/{leadToken}/{email}";
export const feedbacksByToken = "/api/feedbacks/{token}";
export const globalesPrestadores = "/api/globales/prestadores";
export const globalesUf = "/api/globales/uf";
export const health = "/api/health";
export const healthLive = "/api/health/live";
export const healthReady = "/api/health/ready";
export const informationByName = "/api/information/{name}";
export const infoplanesAranceles = "/api/infoplanes/aranceles";
export const infoplanesFactores = "/api/infoplanes/factores";
export const infoplanesInfoplan = "/api/infoplanes/infoplan";
export const infoplanesPrestaciones = "/api/infoplanes/prestaciones";
export const infoplanesPrestadoresplan = "/api/infoplanes/prestadoresplan";
export const insuranceCalculatePrices = "/api/insurance/calculatePrices";
export const isapresById = "/api/isapres/{id}";
export const insuranceProductByCodeOrUrl = "/api/insurance/product/{codeOrUrl}";
export const insuranceByIdBenefitCategories = "/api/insurance/{id}/benefitCategories";
export const insuranceByIdCalculatePrice = "/api/insurance/{id}/calculatePrice";
export const insuranceByIdCostProjection = "/api/insurance/{id}/costProjection";
export const insuranceByIdFaqs = "/api/insurance/{id}/faqs";
export const insuranceByIdFeatures = "/api/insurance/{id}/features";
export const insuranceByIdTabs = "/api/insurance/{id}/tabs";
export const integrationIframeSubdomain = "/api/integration/iframe-subdomain";
export const integrationIframeToken = "/api/integration/iframe-token";
export const integrationPartnerHtml = "/api/integration/partner-html";
export const menu = "/api/menu";
export const metrics = "/api/metrics";
export const openapiJson = "/api/openapi.json";
export const organizationAvailableToSell = "/api/organization/availableToSell";
export const organizationAvailableToSellCodeByType =
  "/api/organization/availableToSell/code/{type}";
export const organizationAvailableToSellCodeByTypeInsuranceTypeByName =
  "/api/organization/availableToSell/code/{type}/insuranceType/{name}";
export const organizationInstitucionCodeByCode = "/api/organization/institucion/code/{code}";
export const organizationInstitucionByUrlSegment = "/api/organization/institucion/{urlSegment}";
export const organizationInstitucionesTipoByType = "/api/organization/instituciones/tipo/{type}";
export const organizationInstitucionesByProductType =
  "/api/organization/instituciones/{productType}";
export const organizationSegurosTipoByType = "/api/organization/seguros/tipo/{type}";
export const organizationTypes = "/api/organization/types";
export const organizationByIdCountCoverageOrganizations =
  "/api/organization/{id}/countCoverageOrganizations";
export const organizationByIdCountInsurancesByType = "/api/organization/{id}/countInsurancesByType";
export const pagosNotificacionesByProvider = "/api/pagos/notificaciones/{provider}";
export const privacidadMisDatos = "/api/privacidad/mis-datos";
export const privacidadMisDatosExportar = "/api/privacidad/mis-datos/exportar";
export const profileFormData = "/api/profile-form/data";
export const profileFormForm = "/api/profile-form/form";
export const qpVersion = "/api/qp-version";
export const qppaymentInsurancePaymentById = "/api/qppayment/insurance-payment/{id}";
export const qppaymentInsurancePaymentByProductCodeGetOffers =
  "/api/qppayment/insurance-payment/{productCode}/getOffers";
export const quotes = "/api/quotes";
export const referralAdvisor = "/api/referral/advisor";
export const routeTranslatorByEncodedUrl = "/api/route-translator/{encodedUrl}";
export const seguroAdicionalSolicitar = "/api/seguro-adicional/solicitar";
export const seguroAdicionalUpdate = "/api/seguro-adicional/update";
export const sitemapProducts = "/api/sitemap/products";
export const solicitarplans = "/api/solicitarplans";
export const solicitarplansUpdate = "/api/solicitarplans/update";
export const usersById = "/api/users/{id}";
export const workSectorType = "/api/workSectorType";
export const portalPolizas = "/api/portal/polizas";
export const portalPolizasById = "/api/portal/polizas/{id}";
export const portalPolizasByIdEmpleados = "/api/portal/polizas/{id}/empleados";
export const portalPolizasByIdEmpleadosExportar = "/api/portal/polizas/{id}/empleados/exportar";
export const portalPolizasByIdCargas = "/api/portal/polizas/{id}/cargas";
export const portalPolizasByIdEmpleadosByEmpleadoId =
  "/api/portal/polizas/{id}/empleados/{empleadoId}";
export const portalPolizasByIdDocumentos = "/api/portal/polizas/{id}/documentos";
export const portalNoAsegurados = "/api/portal/no-asegurados";
export const portalReferidos = "/api/portal/referidos";
export const portalPolizasByIdPeriodosByPeriodoComentarios =
  "/api/portal/polizas/{id}/periodos/{periodo}/comentarios";
export const portalCuentas = "/api/portal/cuentas";
export const portalPolizasByIdPeriodosByPeriodoDocumentoTributario =
  "/api/portal/polizas/{id}/periodos/{periodo}/documento-tributario";
