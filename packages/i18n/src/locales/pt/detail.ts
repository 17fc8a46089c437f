import type { detail as source } from "../es/detail";
import type { Shape } from "../shape";

export const detail: Shape<typeof source> = {
  detail: {
    metaDescription:
      "{{plan}} da {{insurer}}: coberturas, clínicas, condições, perguntas frequentes e preço para o seu perfil.",
    breadcrumbStart: "Início",
    breadcrumbLabel: "Trilha de navegação",
    close: "Fechar",
    loading: "Carregando o plano...",
    tabsLabel: "Seções do plano",
    moreTabs: "Ver mais",
    homeTab: "Resumo",
    insurer: "Seguradora",
    priceFrom: "A partir de",
    stickyRequest: "Tem interesse neste plano?",
    footerNote: "As informações do plano são referenciais; valem as condições do contrato.",
    priceForProfile: "Preço para o seu perfil",
    changeProfile: "Alterar perfil",
    faqEmpty: "Este plano ainda não tem perguntas frequentes.",
    faqError: "Não foi possível carregar as perguntas frequentes.",
    summaryEmpty: "Este plano ainda não tem informações de coberturas.",
    document: {
      loading: "Carregando documento...",
      readMore: "Continuar lendo...",
      previous: "Página anterior",
      next: "Próxima página",
      counter: "{{page}}/{{total}}",
      pageLabel: "Página {{page}}",
      error: "Não foi possível carregar o documento. Tente novamente mais tarde.",
      errorImage: "Documento indisponível",
      download: "Baixar",
      noDocument: "Este plano não tem um documento nesta seção.",
    },
    download: {
      title: "Baixar Documento",
      intro: "Informe seu e-mail e enviaremos um link para baixar o documento.",
      email: "E-mail",
      cancel: "Cancelar",
      confirm: "Confirmar",
      sending: "Enviando...",
    },
    request: {
      title: "Solicite este plano",
      intro: "Deixe seus dados e um consultor entrará em contato para concluir a solicitação.",
      name: "Nome completo",
      identification: "Número de identificação",
      rut: "RUT",
      email: "E-mail",
      phone: "Telefone",
      consent:
        "Dou meu consentimento expresso para o tratamento dos meus dados pessoais, incluindo meus dados de saúde, para processar esta solicitação, conforme {{law}}.",
      policy: "Política de privacidade",
      sending: "Enviando...",
      successTitle: "Recebemos sua solicitação!",
      successBody:
        "Um consultor entrará em contato nas próximas 24 horas úteis por telefone ou pelo e-mail {{email}} para revisar o plano com você e concluir a contratação.",
      successNext: "Enquanto isso, você pode continuar vendo o plano ou comparar outras opções.",
      myData: "Ver, baixar ou apagar meus dados",
      myDataHint:
        "Este link leva o seu código de acesso: guarde-o e não o compartilhe. Também o enviamos por e-mail.",
      failure:
        "Não conseguimos enviar sua solicitação. Verifique sua conexão e tente novamente; seus dados continuam no formulário.",
      invalid: "Revise os campos marcados para enviar sua solicitação.",
    },
  },
  healthPlan: {
    title: "Ficha do plano de saúde",
    estadoplan: "Situação",
    codigoplan: "Código do plano",
    lineaplan: "Linha",
    modalidadplan: "Modalidade",
    amplitudcobertura: "Abrangência",
    topeanual: "Teto anual por beneficiário",
    prestacionesrest: "Prestações restritas",
    fechainicio: "Comercializado desde",
  },
};
