import type { Language } from "./languages";

/**
 * Visitor-facing texts. Spanish is the source; English and Portuguese follow
 * the same keys. `routes` holds the translated path segments: the key is the
 * canonical (Spanish) segment the router knows.
 */
const es = {
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
  routes: {
    Comparar: "Comparar",
    contacto: "contacto",
    "not-found": "not-found",
    Politicas: "Politicas",
  },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages = Shape<typeof es>;

const en: Messages = {
  common: {
    brandTagline: "Compare health plans and insurance",
    demoNotice: "Demo site: plans, prices and insurers are sample data.",
    loading: "Loading...",
    close: "Close",
  },
  header: {
    menu: "Menu",
    menuLoading: "Loading menu...",
    menuError: "Oops! something went wrong",
    language: "Language",
    contact: "Contact",
    clientPortal: "Client Portal",
    home: "Home",
    skipToContent: "Skip to content",
  },
  footer: {
    contactTitle: "Contact",
    contactLink: "Write to us",
    socialTitle: "Follow us",
    policiesTitle: "Policies",
    privacy: "Privacy and personal data policy",
    terms: "Terms and conditions",
    sitesTitle: "Our sites",
    rights: "All rights reserved.",
  },
  home: {
    title: "Compare health plans and insurance in {{country}}",
    subtitle:
      "Tell us who you want to insure and we show you plans from many insurers, priced for your profile.",
    cta: "Compare plans",
    stepsTitle: "How it works",
    step1Title: "Tell us who to insure",
    step1Body:
      "Your age and sex, your partner, your dependants, your pets or your company's employees.",
    step2Title: "Compare up to 3 plans",
    step2Body: "Filter, sort and review coverages, benefits and documents side by side.",
    step3Title: "Request or buy",
    step3Body: "Ask us to call you or buy online when the plan allows it.",
  },
  notFound: {
    title: "We could not find this page",
    body: "The address you are looking for does not exist or has changed. Go back home or write to us if you need help.",
    home: "Go home",
    contact: "Go to contact",
  },
  contact: {
    title: "Contact",
    body: "Questions about a plan or your request? Write or call us and an advisor will help you.",
    channels: "Service channels",
    email: "E-mail",
    phone: "Phone",
    whatsapp: "WhatsApp",
  },
  policy: {
    title: "Privacy and personal data policy",
    intro:
      "We process your personal data, including the health data you give us for a quote, only with your express consent and for the purposes we tell you.",
    law: "This processing is governed by {{law}}.",
    purposesTitle: "What we use your data for",
    purposes:
      "Quoting plans for the people you name, contacting you about your request and sending the documents you ask for.",
    rightsTitle: "Your rights",
    rights:
      "You may access, correct, delete or object to the processing of your data, and withdraw your consent, by writing to {{email}}.",
    termsTitle: "Terms and conditions",
    terms:
      "Prices shown are indicative and depend on the information you enter; the insurer confirms the final price on purchase.",
  },
  routes: {
    Comparar: "Compare",
    contacto: "contact",
    "not-found": "not-found",
    Politicas: "Policies",
  },
};

const pt: Messages = {
  common: {
    brandTagline: "Compare planos de saúde e seguros",
    demoNotice: "Site de demonstração: planos, preços e seguradoras são dados de exemplo.",
    loading: "Carregando...",
    close: "Fechar",
  },
  header: {
    menu: "Menu",
    menuLoading: "Carregando menu...",
    menuError: "Ops! algo deu errado",
    language: "Idioma",
    contact: "Contato",
    clientPortal: "Portal Clientes",
    home: "Início",
    skipToContent: "Pular para o conteúdo",
  },
  footer: {
    contactTitle: "Contato",
    contactLink: "Escreva para nós",
    socialTitle: "Siga-nos",
    policiesTitle: "Políticas",
    privacy: "Política de privacidade e dados pessoais",
    terms: "Termos e condições",
    sitesTitle: "Nossos sites",
    rights: "Todos os direitos reservados.",
  },
  home: {
    title: "Compare planos de saúde e seguros em {{country}}",
    subtitle:
      "Diga quem você quer segurar e mostramos planos de muitas seguradoras, com preços para o seu perfil.",
    cta: "Comparar planos",
    stepsTitle: "Como funciona",
    step1Title: "Diga quem segurar",
    step1Body:
      "Sua idade e sexo, seu parceiro, seus dependentes, seus pets ou os funcionários da sua empresa.",
    step2Title: "Compare até 3 planos",
    step2Body: "Filtre, ordene e revise coberturas, benefícios e documentos lado a lado.",
    step3Title: "Solicite ou contrate",
    step3Body: "Peça que liguemos para você ou compre online quando o plano permitir.",
  },
  notFound: {
    title: "Não encontramos esta página",
    body: "O endereço que você procura não existe ou mudou. Volte ao início ou escreva para nós se precisar de ajuda.",
    home: "Ir ao início",
    contact: "Ir para contato",
  },
  contact: {
    title: "Contato",
    body: "Dúvidas sobre um plano ou sua solicitação? Escreva ou ligue e um assessor vai ajudar você.",
    channels: "Canais de atendimento",
    email: "E-mail",
    phone: "Telefone",
    whatsapp: "WhatsApp",
  },
  policy: {
    title: "Política de privacidade e dados pessoais",
    intro:
      "Tratamos seus dados pessoais, incluindo os dados de saúde que você informa para cotar, somente com seu consentimento expresso e para as finalidades informadas.",
    law: "Este tratamento é regido por {{law}}.",
    purposesTitle: "Para que usamos seus dados",
    purposes:
      "Cotar planos para as pessoas que você indicar, contatar você sobre sua solicitação e enviar os documentos que pedir.",
    rightsTitle: "Seus direitos",
    rights:
      "Você pode acessar, corrigir, excluir ou se opor ao tratamento dos seus dados, e retirar seu consentimento, escrevendo para {{email}}.",
    termsTitle: "Termos e condições",
    terms:
      "Os preços exibidos são referenciais e dependem das informações que você informar; a seguradora confirma o preço final na contratação.",
  },
  routes: {
    Comparar: "Comparar",
    contacto: "contato",
    "not-found": "not-found",
    Politicas: "Politicas",
  },
};

export const resources: Record<Language, Messages> = { es, en, pt };
