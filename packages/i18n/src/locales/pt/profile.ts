import type { profile as source } from "../es/profile";
import type { profileDialog } from "../es/profile-dialog";
import type { Shape } from "../shape";

/** The profile's texts: in Spanish, the listing's (`profile.ts`) and the dialog's (`profile-dialog.ts`). */
export const profile: Shape<typeof source & typeof profileDialog> = {
  profile: {
    /** A person's sex as the profile stores it (Masculino, Femenino), in the page's words. */
    sex: {
      Masculino: "Masculino",
      Femenino: "Feminino",
    },
    title: "Quem você quer segurar?",
    explainPersons: "O preço varia conforme o sexo e a idade de cada segurado.",
    explainPets: "O preço varia conforme a raça e a idade de cada pet.",
    explainCompany: "O preço varia conforme o número de funcionários da sua empresa.",
    compare: "Calcular preços",
    searching: "Calculando preços…",
    finished: "Preços atualizados!",
    close: "Fechar",
    loading: "Carregando o formulário…",
    loadError: "Não foi possível carregar o formulário. Tente novamente.",
    retry: "Tentar novamente",
    lookupLoading: "Carregando opções…",
    lookupUnavailable: "Opções indisponíveis",
    lookupError: "Não conseguimos carregar as opções.",
    addInsured: "Adicionar segurados",
    editInsured: "Alterar segurados",
    addBeneficiaries: "Adicionar beneficiários",
    editBeneficiaries: "Alterar beneficiários",
    addPets: "Adicionar pets",
    editPets: "Alterar pets",
    add: "Adicionar",
    addPet: "Adicionar pet",
    removeLast: "Remover o último",
    dependant: "Segurado {{n}}",
    pet: "Pet {{n}}",
    group: "Grupo {{n}}",
    ageRequired: "Informe uma idade válida (0 ou mais) para fechar",
    dependantAge: "A idade de cada dependente deve ser 0 ou mais",
    collectiveMinimum_one:
      "A empresa deve ter no mínimo {{count}} funcionário para cotar um seguro coletivo",
    collectiveMinimum_other:
      "A empresa deve ter no mínimo {{count}} funcionários para cotar um seguro coletivo",
    select: "Selecione",
    yes: "Sim",
    no: "Não",
    forPersons_one: "para {{count}} pessoa",
    forPersons_other: "para {{count}} pessoas",
    forPets_one: "para {{count}} pet",
    forPets_other: "para {{count}} pets",
    insurable: "Seguráveis",
    uninsurable: "Não seguráveis",
    personLine: "{{role}} · {{sex}} · {{age}}",
    years_one: "{{count}} ano",
    years_other: "{{count}} anos",
    roleTitular: "Titular",
    rolePartner: "Cônjuge",
    roleDependant: "Dependente",
    tooltipPersons: "Preço calculado para as pessoas do seu perfil, por sexo e idade.",
    tooltipPets: "Preço calculado para seus pets, por raça e idade.",
    tooltipCollective: "Preço por funcionário da sua empresa.",
    priceInfo: "Como este preço é calculado?",
    consentTitle: "Uso dos seus dados de saúde",
    consentSummary:
      "Para cotar usamos a idade, o sexo, o sistema de saúde, a renda e a maternidade das pessoas que você informar. São dados de saúde: só os enviamos com o seu consentimento expresso.",
    consentLaw: "Lei aplicável: {{law}}.",
    consentReadFull: "Ler o texto completo",
    consentVersion: "Versão do texto: {{version}}",
    consentAgree: "Aceito que meus dados de saúde sejam usados para cotar planos",
    consentRequired:
      "Para ver preços para o seu perfil você deve aceitar o uso dos seus dados de saúde: marque a caixa.",
    consentLoading: "Carregando o texto de consentimento…",
    consentLoadError:
      "Não foi possível carregar o texto de consentimento. Sem ele não usamos seus dados de saúde.",
    consentUnavailable:
      "Ainda não temos o texto de consentimento: tente novamente para ver preços para o seu perfil.",
    consentFailed:
      "Não foi possível registrar o seu consentimento e não enviamos o seu perfil. Tente novamente.",
    consentChanged: "O texto de consentimento mudou: revise-o e aceite novamente.",
    consentGiven: "Você aceitou o uso dos seus dados de saúde para cotar (versão {{version}}).",
    consentPrompt:
      "Você tem um perfil salvo, mas os preços não o consideram: falta o seu consentimento para usar seus dados de saúde.",
    consentPromptOutdated:
      "O texto de consentimento mudou: revise-o e aceite novamente para ver preços para o seu perfil.",
    consentPromptAction: "Revisar e aceitar",
    sharedTitle: "Este link traz outro perfil",
    sharedBody:
      "Você já tem um perfil salvo e o link traz um diferente. Com qual você quer ver os preços?",
    sharedMine: "Seu perfil",
    sharedTheirs: "Perfil do link",
    sharedNoPersons: "Nenhuma pessoa informada",
    sharedKeep: "Manter meu perfil",
    sharedUse: "Usar o perfil compartilhado",
    assumptions: {
      assumedPerson_one:
        "Preço de referência para uma pessoa de {{count}} ano: informe seu perfil para ver seu preço.",
      assumedPerson_other:
        "Preço de referência para uma pessoa de {{count}} anos: informe seu perfil para ver seu preço.",
      assumedPet: "Preço de referência para um pet: informe seu perfil para ver seu preço.",
      assumedEmployee:
        "Preço de referência por funcionário: informe seu perfil para ver seu preço.",
      persons_one: "Preço mensal para {{number}} pessoa: {{parts}}.",
      persons_other: "Preço mensal para {{number}} pessoas: {{parts}}.",
      pets_one: "Preço mensal para {{number}} pet: {{parts}}.",
      pets_other: "Preço mensal para {{number}} pets: {{parts}}.",
      employees_one: "Preço mensal para {{number}} funcionário.",
      employees_other: "Preço mensal para {{number}} funcionários.",
      roleTitular: "titular",
      roleSpouse: "cônjuge",
      pet: "pet",
      years_one: "{{age}} ano",
      years_other: "{{age}} anos",
      dependants_one: "{{number}} dependente ({{ages}})",
      dependants_other: "{{number}} dependentes ({{ages}})",
      ages_one: "{{list}} ano",
      ages_other: "{{list}} anos",
      ufValue: "Valor da UF {{value}} em {{date}}.",
      ufValueNoDate: "Valor de referência da UF {{value}}.",
    },
  },
};
