import { ROUTE_SEGMENTS } from "../../route-table";
import type { site as source } from "../es/site";
import type { Shape } from "../shape";

export const site: Shape<typeof source> = {
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
  routes: ROUTE_SEGMENTS.pt,
};
