import { ROUTE_SEGMENTS } from "../../route-table";
export const site = {
  common: {
    brandTagline: "Compara planes de salud y seguros",
    demoNotice: "Sitio de demostración: planes, precios y aseguradoras son datos de ejemplo.",
    loading: "Cargando...",
    close: "Cerrar",
  },
  header: {
    menu: "Menú",
    menuLoading: "Cargando menú...",
    menuError: "Ups! algo salió mal",
    language: "Idioma",
    contact: "Contacto",
    clientPortal: "Portal Clientes",
    home: "Inicio",
    skipToContent: "Saltar al contenido",
  },
  footer: {
    contactTitle: "Contacto",
    contactLink: "Escríbenos",
    socialTitle: "Síguenos",
    policiesTitle: "Políticas",
    privacy: "Política de privacidad y datos personales",
    terms: "Términos y condiciones",
    myData: "Mis datos: ver, descargar o borrar",
    sitesTitle: "Nuestros sitios",
    rights: "Todos los derechos reservados.",
  },
  notFound: {
    title: "No encontramos esta página",
    body: "La dirección que buscas no existe o cambió. Puedes volver al inicio o escribirnos si necesitas ayuda.",
    home: "Ir al inicio",
    contact: "Ir a contacto",
  },
  pageError: {
    title: "No pudimos mostrar esta página",
    body: "Algo falló al cargarla. Vuelve a cargarla; si sigue sin mostrarse, escríbenos y te ayudamos.",
    reload: "Cargar de nuevo",
    home: "Ir al inicio",
  },
  referral: {
    open: "Referidos",
    title: "Asesor referido",
    intro: "Ingresa el correo electrónico de tu asesor.",
    emailLabel: "Correo electrónico del asesor",
    invalidEmail: "Ingresa un correo electrónico válido",
    next: "Siguiente",
    close: "Cerrar",
    searching: "Buscando…",
    retry: "Intentar con otro correo",
    welcomeTitle: "¡Bienvenido!",
    welcome: "Tu asesor es {{name}}. Te acompañará en tu cotización.",
    portal: "Ir al portal de clientes",
    notFoundTitle: "Asesor no encontrado",
    notFound: "No encontramos un asesor con ese correo. Revisa el correo e intenta nuevamente.",
    pageTitle: "Referidos",
  },
  /** The notice beside a form whose data is processed without a box to tick (chat, purchase). */
  privacyNotice: {
    readFull: "Leer el aviso de privacidad completo",
    newTab: "(se abre en otra pestaña)",
  },
  chat: {
    bell: "Notificaciones",
    bellUnread_one: "Notificaciones: {{count}} mensaje sin leer",
    bellUnread_other: "Notificaciones: {{count}} mensajes sin leer",
  },
  /** The four sites' countries, as the header, the home and the footer name them. */
  countries: {
    CO: "Colombia",
    CL: "Chile",
    PE: "Perú",
    INT: "Internacional",
  },
  /**
   * Messages of the shared rules the site applies before sending and the API applies again:
   * each Spanish text is exactly the one the API answers (`@qs/domain`), so the site shows
   * either in the page's language (`@qs/ui/site-message`).
   */
  partners: {
    banner: "Compara seguros con {{name}}",
    headerLabel: "Encabezado del aliado",
    footerLabel: "Pie de página del aliado",
    addBeneficiaries: "Agregar beneficiarios",
    editBeneficiaries: "Modificar beneficiarios",
  },
  routes: ROUTE_SEGMENTS.es,
} as const;
