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
    sitesTitle: "Nuestros sitios",
    rights: "Todos los derechos reservados.",
  },
  home: {
    title: "Compara planes de salud y seguros en {{country}}",
    subtitle:
      "Dinos a quién quieres asegurar y te mostramos los planes de muchas aseguradoras, con precios para tu perfil.",
    cta: "Comparar planes",
    stepsTitle: "Cómo funciona",
    step1Title: "Cuéntanos a quién asegurar",
    step1Body:
      "Tu edad y sexo, tu pareja, tus cargas, tus mascotas o los trabajadores de tu empresa.",
    step2Title: "Compara hasta 3 planes",
    step2Body: "Filtra, ordena y revisa coberturas, beneficios y documentos lado a lado.",
    step3Title: "Solicita o contrata",
    step3Body: "Pide que te llamemos o compra en línea cuando el plan lo permite.",
  },
  notFound: {
    title: "No encontramos esta página",
    body: "La dirección que buscas no existe o cambió. Puedes volver al inicio o escribirnos si necesitas ayuda.",
    home: "Ir al inicio",
    contact: "Ir a contacto",
  },
  contact: {
    title: "Contacto",
    body: "¿Tienes dudas sobre un plan o sobre tu solicitud? Escríbenos o llámanos y un asesor te ayudará.",
    channels: "Canales de atención",
    email: "Correo electrónico",
    phone: "Teléfono",
    whatsapp: "WhatsApp",
  },
  policy: {
    title: "Política de privacidad y tratamiento de datos personales",
    intro:
      "Tratamos tus datos personales, incluidos los datos de salud que nos entregas para cotizar, solo con tu consentimiento expreso y para las finalidades que te informamos.",
    law: "Este tratamiento se rige por {{law}}.",
    purposesTitle: "Para qué usamos tus datos",
    purposes:
      "Cotizar planes para las personas que indiques, contactarte por tu solicitud y enviarte los documentos que pidas.",
    rightsTitle: "Tus derechos",
    rights:
      "Puedes acceder, rectificar, suprimir u oponerte al tratamiento de tus datos, y retirar tu consentimiento, escribiendo a {{email}}.",
    termsTitle: "Términos y condiciones",
    terms:
      "Los precios mostrados son referenciales y dependen de la información que ingreses; la aseguradora confirma el precio final al contratar.",
  },
  routes: ROUTE_SEGMENTS.es,
} as const;
