import type { ConsentPurpose } from "@qs/domain/api/privacy";
import type { Language } from "@qs/domain/country-config";
import type { CountryCode } from "@qs/domain/market-countries";

/**
 * The consent texts a visitor agrees to, by country, purpose and version: the source of the
 * API's consent registry, which copies them into the database at every start. A published
 * version never changes; a new text is a new version with the date it takes effect, and
 * every consent record keeps pointing at the version that was agreed.
 *
 * - `perfil`: the profile's health data (ages, sex, health system, income, maternity), sent
 *   to price plans.
 * - `solicitud`: a request with contact data, passed to an advisor and the insurer.
 * - `chat`: the notice of the chat: the pre-form and the conversation, to answer the visitor.
 *   The visitor accepts it by starting the chat (Colombia: authorisation by unequivocal
 *   conduct; Chile and Peru: the visitor's own request), and is told to leave out health
 *   data the question does not need.
 * - `alertas`: a saved comparison: the e-mail address, the plans and the profile they are priced
 *   for, kept to show them again and to say by e-mail when a plan's price or data changes.
 * - `compra`: the notice of the online purchase: the steps' data, the health declaration,
 *   the employee list and the payment's outcome, processed for the contract the buyer asks
 *   for. It says that an order is kept for legal and accounting reasons.
 *
 * Chile's Ley 21.719 replaces Ley 19.628 on 1 December 2026 (midnight in Santiago): Chile
 * has a version for each law, and the newer one becomes current on that day. Colombia
 * answers to Ley 1581 de 2012, Peru to Ley 29733; the international site to the law of the
 * visitor's country of residence, with the European GDPR as the general standard.
 */

export interface ConsentTextVersion {
  countryCode: CountryCode;
  purpose: ConsentPurpose;
  /** `<purpose>-<year>-<month>`: the month it takes effect. */
  version: string;
  /** The law the text answers to, as the visitor reads it. */
  law: string;
  /** When the version takes effect (ISO); the first version of each country applies from the start. */
  publishedAt: string;
  /** The text in each language. */
  texts: Record<Language, string>;
}

/** What differs between countries: the law and who hears a complaint, in each language. */
interface LawFacts {
  law: string;
  lawName: Record<Language, string>;
  authority: Record<Language, string>;
}

const COLOMBIA: LawFacts = {
  law: "Ley 1581 de 2012",
  lawName: {
    es: "la Ley 1581 de 2012 de protección de datos personales de Colombia",
    en: "Colombia's personal data protection law (Ley 1581 de 2012)",
    pt: "a lei de proteção de dados pessoais da Colômbia (Ley 1581 de 2012)",
  },
  authority: {
    es: "la Superintendencia de Industria y Comercio (SIC)",
    en: "the Superintendence of Industry and Commerce (SIC)",
    pt: "a Superintendência de Indústria e Comércio (SIC)",
  },
};

const CHILE_UNTIL_2026_12: LawFacts = {
  law: "Ley 19.628",
  lawName: {
    es: "la Ley 19.628 sobre protección de la vida privada de Chile",
    en: "Chile's privacy law (Ley 19.628)",
    pt: "a lei de proteção da vida privada do Chile (Ley 19.628)",
  },
  authority: {
    es: "los tribunales de justicia",
    en: "the courts of Chile",
    pt: "os tribunais do Chile",
  },
};

const CHILE: LawFacts = {
  law: "Ley 21.719",
  lawName: {
    es: "la Ley 21.719 de protección de datos personales de Chile",
    en: "Chile's personal data protection law (Ley 21.719)",
    pt: "a lei de proteção de dados pessoais do Chile (Ley 21.719)",
  },
  authority: {
    es: "la Agencia de Protección de Datos Personales",
    en: "the Personal Data Protection Agency (Agencia de Protección de Datos Personales)",
    pt: "a Agência de Proteção de Dados Pessoais (Agencia de Protección de Datos Personales)",
  },
};

const PERU: LawFacts = {
  law: "Ley 29733",
  lawName: {
    es: "la Ley 29733 de protección de datos personales del Perú",
    en: "Peru's personal data protection law (Ley 29733)",
    pt: "a lei de proteção de dados pessoais do Peru (Ley 29733)",
  },
  authority: {
    es: "la Autoridad Nacional de Protección de Datos Personales",
    en: "the National Authority for Personal Data Protection (Autoridad Nacional de Protección de Datos Personales)",
    pt: "a Autoridade Nacional de Proteção de Dados Pessoais (Autoridad Nacional de Protección de Datos Personales)",
  },
};

const INTERNATIONAL: LawFacts = {
  law: "Ley de protección de datos del país de residencia y RGPD",
  lawName: {
    es: "la ley de protección de datos de tu país de residencia y, como estándar general, los principios del Reglamento General de Protección de Datos europeo (RGPD)",
    en: "the data protection law of your country of residence and, as a general standard, the principles of the European General Data Protection Regulation (GDPR)",
    pt: "a lei de proteção de dados do seu país de residência e, como padrão geral, os princípios do Regulamento Geral sobre a Proteção de Dados europeu (RGPD)",
  },
  authority: {
    es: "la autoridad de protección de datos de tu país",
    en: "the data protection authority of your country",
    pt: "a autoridade de proteção de dados do seu país",
  },
};

type Writer = (facts: LawFacts) => Record<Language, string>;

const perfil: Writer = ({ lawName, authority }) => ({
  es: [
    "Consentimiento para usar los datos de tu perfil",
    "Qué datos: las edades, el sexo, el sistema de salud (por ejemplo EPS, Isapre o Fonasa), los ingresos y la maternidad de las personas que quieres asegurar. Son datos de salud: los tratamos con especial cuidado.",
    "Para qué: solo para calcular el precio de los planes y ordenarlos para ti. No los usamos para publicidad ni los vendemos.",
    "Quién los recibe: solo nuestro servidor, que calcula los precios. Ningún asesor ni aseguradora los recibe mientras no envíes una solicitud.",
    "Cuánto tiempo: el perfil queda guardado en tu navegador hasta que lo borres. Nuestro servidor no lo guarda después de calcular el precio, salvo que lo compartas en un enlace (quien tenga el enlace lo ve). De este consentimiento guardamos la versión, la fecha y el idioma hasta que lo retires.",
    "Tus derechos: puedes acceder a tus datos, rectificarlos, borrarlos, llevártelos (portabilidad), oponerte a su uso y retirar este consentimiento cuando quieras. Hazlo en la página «Mis datos» de este sitio con el código de acceso que te damos al aceptar: ahí ves, descargas o borras lo que guardamos. Si no te respondemos, puedes reclamar ante " +
      `${authority.es}.`,
    `Este tratamiento se rige por ${lawName.es}.`,
  ].join("\n\n"),
  en: [
    "Consent to use your profile data",
    "What data: the ages, sex, health system (for example EPS, Isapre or Fonasa), income and maternity of the people you want to insure. This is health data: we handle it with special care.",
    "What for: only to work out the price of the plans and sort them for you. We do not use it for advertising and we do not sell it.",
    "Who receives it: only our server, which works out the prices. No advisor or insurer receives it unless you send a request.",
    "How long: your profile stays in your browser until you delete it. Our server does not keep it after working out the price, unless you share it in a link (whoever has the link can see it). Of this consent we keep the version, the date and the language until you withdraw it.",
    "Your rights: you can access your data, correct it, delete it, take it with you (portability), object to its use and withdraw this consent at any time. Do it on the “Mis datos” (My data) page of this site with the access code we give you when you agree: there you see, download or delete what we keep. If we do not answer, you can complain to " +
      `${authority.en}.`,
    `This processing is governed by ${lawName.en}.`,
  ].join("\n\n"),
  pt: [
    "Consentimento para usar os dados do seu perfil",
    "Quais dados: as idades, o sexo, o sistema de saúde (por exemplo EPS, Isapre ou Fonasa), a renda e a maternidade das pessoas que você quer segurar. São dados de saúde: nós os tratamos com cuidado especial.",
    "Para quê: apenas para calcular o preço dos planos e ordená-los para você. Não os usamos para publicidade nem os vendemos.",
    "Quem os recebe: apenas o nosso servidor, que calcula os preços. Nenhum assessor nem seguradora os recebe enquanto você não enviar uma solicitação.",
    "Por quanto tempo: o perfil fica guardado no seu navegador até você apagá-lo. O nosso servidor não o guarda depois de calcular o preço, a não ser que você o compartilhe em um link (quem tiver o link pode vê-lo). Deste consentimento guardamos a versão, a data e o idioma até você retirá-lo.",
    "Seus direitos: você pode acessar seus dados, corrigi-los, apagá-los, levá-los com você (portabilidade), opor-se ao seu uso e retirar este consentimento quando quiser. Faça isso na página «Mis datos» (Meus dados) deste site com o código de acesso que entregamos ao aceitar: ali você vê, baixa ou apaga o que guardamos. Se não respondermos, você pode reclamar perante " +
      `${authority.pt}.`,
    `Este tratamento é regido por ${lawName.pt}.`,
  ].join("\n\n"),
});

const solicitud: Writer = ({ lawName, authority }) => ({
  es: [
    "Consentimiento para enviar tu solicitud",
    "Qué datos: tu nombre, tu número de identificación, tu correo, tu teléfono, el plan que pides y, si los ingresaste, los datos de tu perfil (edades, sexo, sistema de salud, ingresos y maternidad de las personas a asegurar). Algunos son datos de salud: los tratamos con especial cuidado.",
    "Para qué: para que un asesor te contacte por esta solicitud, la aseguradora del plan te haga una propuesta y, si lo decides, gestionar la contratación. No los usamos para publicidad ni los vendemos.",
    "Quién los recibe: nosotros, el asesor que atiende tu solicitud y la aseguradora o institución del plan que elegiste. Nadie más.",
    "Cuánto tiempo: guardamos tu solicitud y este consentimiento hasta que los borres en «Mis datos». Los correos que te enviamos y los enlaces de descarga se borran solos pasado el plazo que indica la página «Mis datos».",
    "Tus derechos: puedes acceder a tus datos, rectificarlos, borrarlos, llevártelos (portabilidad), oponerte a su uso y retirar este consentimiento cuando quieras. Hazlo en la página «Mis datos» de este sitio con el código de acceso que te mostramos al enviar la solicitud y que te enviamos por correo: ahí ves, descargas o borras lo que guardamos. Si no te respondemos, puedes reclamar ante " +
      `${authority.es}.`,
    `Este tratamiento se rige por ${lawName.es}.`,
  ].join("\n\n"),
  en: [
    "Consent to send your request",
    "What data: your name, your identification number, your e-mail, your phone, the plan you ask for and, if you entered it, your profile data (ages, sex, health system, income and maternity of the people to insure). Some of it is health data: we handle it with special care.",
    "What for: so that an advisor contacts you about this request, the plan's insurer makes you an offer and, if you decide so, to arrange the contract. We do not use it for advertising and we do not sell it.",
    "Who receives it: us, the advisor handling your request and the insurer or institution of the plan you chose. Nobody else.",
    "How long: we keep your request and this consent until you delete them on “Mis datos”. The e-mails we send you and the download links are deleted automatically after the period shown on the “Mis datos” (My data) page.",
    "Your rights: you can access your data, correct it, delete it, take it with you (portability), object to its use and withdraw this consent at any time. Do it on the “Mis datos” (My data) page of this site with the access code we show you when you send the request and e-mail to you: there you see, download or delete what we keep. If we do not answer, you can complain to " +
      `${authority.en}.`,
    `This processing is governed by ${lawName.en}.`,
  ].join("\n\n"),
  pt: [
    "Consentimento para enviar a sua solicitação",
    "Quais dados: seu nome, seu número de identificação, seu e-mail, seu telefone, o plano que você pede e, se os informou, os dados do seu perfil (idades, sexo, sistema de saúde, renda e maternidade das pessoas a segurar). Alguns são dados de saúde: nós os tratamos com cuidado especial.",
    "Para quê: para que um assessor entre em contato sobre esta solicitação, a seguradora do plano lhe faça uma proposta e, se você decidir, para tratar da contratação. Não os usamos para publicidade nem os vendemos.",
    "Quem os recebe: nós, o assessor que atende a sua solicitação e a seguradora ou instituição do plano escolhido. Ninguém mais.",
    "Por quanto tempo: guardamos a sua solicitação e este consentimento até você apagá-los em «Mis datos». Os e-mails que enviamos e os links de download são apagados automaticamente depois do prazo indicado na página «Mis datos» (Meus dados).",
    "Seus direitos: você pode acessar seus dados, corrigi-los, apagá-los, levá-los com você (portabilidade), opor-se ao seu uso e retirar este consentimento quando quiser. Faça isso na página «Mis datos» (Meus dados) deste site com o código de acesso que mostramos ao enviar a solicitação e enviamos por e-mail: ali você vê, baixa ou apaga o que guardamos. Se não respondermos, você pode reclamar perante " +
      `${authority.pt}.`,
    `Este tratamento é regido por ${lawName.pt}.`,
  ].join("\n\n"),
});

const chat: Writer = ({ lawName, authority }) => ({
  es: [
    "Aviso de privacidad del chat",
    "Qué datos: tu nombre, tu correo, tu teléfono, el tema que elegiste, la página desde la que escribes y los mensajes de la conversación. No escribas datos de salud ni otros datos sensibles que tu consulta no necesite: si los escribes, solo los usamos para responderte.",
    "Para qué: para que un asesor responda tu consulta por este chat y, si se lo pides, te contacte por correo o teléfono sobre ella. No los usamos para publicidad ni los vendemos.",
    "Por qué: porque tú inicias la conversación para hacernos una consulta. Al iniciar el chat después de leer este aviso aceptas que usemos tus datos para responderte.",
    "Quién los recibe: nosotros y los asesores que atienden el chat. Nadie más.",
    "Cuánto tiempo: guardamos la conversación hasta que la borres en «Mis datos» o, si no la borras, hasta que pase el plazo que indica esa página desde su último mensaje; entonces se borra sola.",
    "Tus derechos: puedes acceder a tus datos, rectificarlos, borrarlos, llevártelos (portabilidad) y oponerte a su uso cuando quieras. Hazlo en la página «Mis datos» de este sitio con el enlace que te mostramos en el chat: ahí ves, descargas o borras la conversación. Si no te respondemos, puedes reclamar ante " +
      `${authority.es}.`,
    `Este tratamiento se rige por ${lawName.es}.`,
  ].join("\n\n"),
  en: [
    "Privacy notice of the chat",
    "What data: your name, your e-mail, your phone, the topic you chose, the page you write from and the messages of the conversation. Do not write health data or other sensitive data your question does not need: if you do, we use it only to answer you.",
    "What for: so that an advisor answers your question in this chat and, if you ask, contacts you by e-mail or phone about it. We do not use it for advertising and we do not sell it.",
    "Why: because you start the conversation to ask us something. By starting the chat after reading this notice you agree that we use your data to answer you.",
    "Who receives it: us and the advisors who answer the chat. Nobody else.",
    "How long: we keep the conversation until you delete it on “Mis datos” or, if you do not, until the period shown on that page has passed since its last message; then it is deleted automatically.",
    "Your rights: you can access your data, correct it, delete it, take it with you (portability) and object to its use at any time. Do it on the “Mis datos” (My data) page of this site with the link we show you in the chat: there you see, download or delete the conversation. If we do not answer, you can complain to " +
      `${authority.en}.`,
    `This processing is governed by ${lawName.en}.`,
  ].join("\n\n"),
  pt: [
    "Aviso de privacidade do chat",
    "Quais dados: seu nome, seu e-mail, seu telefone, o tema que você escolheu, a página de onde você escreve e as mensagens da conversa. Não escreva dados de saúde nem outros dados sensíveis de que a sua consulta não precise: se escrever, nós os usamos apenas para responder.",
    "Para quê: para que um assessor responda a sua consulta neste chat e, se você pedir, entre em contato por e-mail ou telefone sobre ela. Não os usamos para publicidade nem os vendemos.",
    "Por quê: porque você inicia a conversa para nos fazer uma consulta. Ao iniciar o chat depois de ler este aviso, você aceita que usemos seus dados para responder.",
    "Quem os recebe: nós e os assessores que atendem o chat. Ninguém mais.",
    "Por quanto tempo: guardamos a conversa até você apagá-la em «Mis datos» ou, se não apagar, até passar o prazo indicado nessa página desde a última mensagem; então ela é apagada automaticamente.",
    "Seus direitos: você pode acessar seus dados, corrigi-los, apagá-los, levá-los com você (portabilidade) e opor-se ao seu uso quando quiser. Faça isso na página «Mis datos» (Meus dados) deste site com o link que mostramos no chat: ali você vê, baixa ou apaga a conversa. Se não respondermos, você pode reclamar perante " +
      `${authority.pt}.`,
    `Este tratamento é regido por ${lawName.pt}.`,
  ].join("\n\n"),
});

const compra: Writer = ({ lawName, authority }) => ({
  es: [
    "Aviso de privacidad de la compra en línea",
    "Qué datos: los que ingresas en cada paso de la compra: tus datos personales y de contacto (nombre, identificación, fecha de nacimiento, sexo, correo, teléfono y dirección) o los de tu empresa y su contacto, los de tus beneficiarios, la declaración de salud si el plan la pide, la nómina de colaboradores de un plan para empresas y el resultado del pago (nunca los datos de tu tarjeta). La declaración de salud contiene datos de salud: la tratamos con especial cuidado y solo la pedimos cuando la aseguradora la exige para contratar el plan.",
    "Para qué: para contratar el plan que elegiste: calcular su precio para las personas aseguradas, cobrarlo, registrar el pedido, enviarte los correos de la compra (confirmación, recordatorios para retomarla y avisos de pago) y que un asesor te ayude si la compra queda pendiente. No los usamos para publicidad ni los vendemos.",
    "Por qué: porque los necesitamos para el contrato que nos pides. Al continuar con la compra después de leer este aviso aceptas este tratamiento.",
    "Quién los recibe: nosotros, el asesor que acompaña tu compra, la aseguradora o institución del plan y la pasarela de pago (solo el monto y el resultado del pago). Nadie más.",
    "Cuánto tiempo: una compra que no terminas se borra sola pasado el plazo que indica la página «Mis datos» desde tu último cambio. Si la compra termina en un pedido, conservamos el pedido, sus pagos y los datos de quien contrata (nombre, identificación y correo) mientras lo exijan las obligaciones legales y contables; el resto (la declaración de salud, los beneficiarios, la nómina, el teléfono y la dirección) lo borramos cuando nos lo pidas.",
    "Tus derechos: puedes acceder a tus datos, rectificarlos, borrarlos, llevártelos (portabilidad) y oponerte a su uso cuando quieras. Hazlo en la página «Mis datos» de este sitio con el enlace que te mostramos en la compra: ahí ves, descargas o borras lo que guardamos. Si no te respondemos, puedes reclamar ante " +
      `${authority.es}.`,
    `Este tratamiento se rige por ${lawName.es}.`,
  ].join("\n\n"),
  en: [
    "Privacy notice of the online purchase",
    "What data: what you enter in each step of the purchase: your personal and contact data (name, identification, birth date, sex, e-mail, phone and address) or your company's and its contact's, your beneficiaries', the health declaration if the plan asks for one, the employee list of a company plan and the outcome of the payment (never your card details). The health declaration holds health data: we handle it with special care and ask for it only when the insurer requires it to contract the plan.",
    "What for: to contract the plan you chose: work out its price for the people insured, charge it, record the order, send you the purchase's e-mails (confirmation, reminders to resume it and payment notices) and have an advisor help you if the purchase is left pending. We do not use it for advertising and we do not sell it.",
    "Why: because we need it for the contract you ask us for. By going on with the purchase after reading this notice you agree to this processing.",
    "Who receives it: us, the advisor who follows your purchase, the insurer or institution of the plan and the payment provider (only the amount and the outcome of the payment). Nobody else.",
    "How long: a purchase you do not finish is deleted automatically once the period shown on the “Mis datos” (My data) page has passed since your last change. If the purchase becomes an order, we keep the order, its payments and the data of who contracted (name, identification and e-mail) as long as legal and accounting obligations require; the rest (the health declaration, the beneficiaries, the employee list, the phone and the address) we delete when you ask us to.",
    "Your rights: you can access your data, correct it, delete it, take it with you (portability) and object to its use at any time. Do it on the “Mis datos” (My data) page of this site with the link we show you in the purchase: there you see, download or delete what we keep. If we do not answer, you can complain to " +
      `${authority.en}.`,
    `This processing is governed by ${lawName.en}.`,
  ].join("\n\n"),
  pt: [
    "Aviso de privacidade da compra on-line",
    "Quais dados: os que você informa em cada etapa da compra: seus dados pessoais e de contato (nome, identificação, data de nascimento, sexo, e-mail, telefone e endereço) ou os da sua empresa e do seu contato, os dos seus beneficiários, a declaração de saúde se o plano a pedir, a lista de colaboradores de um plano empresarial e o resultado do pagamento (nunca os dados do seu cartão). A declaração de saúde contém dados de saúde: nós a tratamos com cuidado especial e só a pedimos quando a seguradora a exige para contratar o plano.",
    "Para quê: para contratar o plano que você escolheu: calcular o preço para as pessoas seguradas, cobrá-lo, registrar o pedido, enviar os e-mails da compra (confirmação, lembretes para retomá-la e avisos de pagamento) e para que um assessor ajude se a compra ficar pendente. Não os usamos para publicidade nem os vendemos.",
    "Por quê: porque precisamos deles para o contrato que você nos pede. Ao continuar a compra depois de ler este aviso, você aceita este tratamento.",
    "Quem os recebe: nós, o assessor que acompanha a sua compra, a seguradora ou instituição do plano e o provedor de pagamento (apenas o valor e o resultado do pagamento). Ninguém mais.",
    "Por quanto tempo: uma compra que você não termina é apagada automaticamente depois do prazo indicado na página «Mis datos» (Meus dados) desde a sua última alteração. Se a compra se tornar um pedido, guardamos o pedido, seus pagamentos e os dados de quem contratou (nome, identificação e e-mail) enquanto as obrigações legais e contábeis o exigirem; o resto (a declaração de saúde, os beneficiários, a lista de colaboradores, o telefone e o endereço) apagamos quando você pedir.",
    "Seus direitos: você pode acessar seus dados, corrigi-los, apagá-los, levá-los com você (portabilidade) e opor-se ao seu uso quando quiser. Faça isso na página «Mis datos» (Meus dados) deste site com o link que mostramos na compra: ali você vê, baixa ou apaga o que guardamos. Se não respondermos, você pode reclamar perante " +
      `${authority.pt}.`,
    `Este tratamento é regido por ${lawName.pt}.`,
  ].join("\n\n"),
});

const alertas: Writer = ({ lawName, authority }) => ({
  es: [
    "Consentimiento para guardar tu comparación y avisarte de cambios",
    "Qué datos: tu correo, los planes que comparas y, si lo ingresaste, el perfil de las personas que quieres asegurar (edades, sexo, sistema de salud, ingresos y maternidad). El perfil contiene datos de salud: lo tratamos con especial cuidado.",
    "Para qué: para mostrarte de nuevo la comparación desde el enlace que te enviamos y para avisarte por correo, una vez por cambio, cuando cambie el precio de uno de esos planes para tu perfil o sus datos. No los usamos para publicidad ni los vendemos.",
    "Quién los recibe: solo nuestro servidor, que calcula los precios y envía los avisos. Ningún asesor ni aseguradora los recibe.",
    "Cuánto tiempo: hasta que borres la comparación en «Mis datos». Si dejas de recibir avisos (con el enlace de cada aviso), dejamos de escribirte y la comparación queda guardada hasta que la borres.",
    "Tus derechos: puedes acceder a tus datos, rectificarlos, borrarlos, llevártelos (portabilidad), oponerte a su uso y retirar este consentimiento cuando quieras. Hazlo en la página «Mis datos» de este sitio con el enlace que te enviamos: ahí ves, descargas o borras lo que guardamos. Si no te respondemos, puedes reclamar ante " +
      `${authority.es}.`,
    `Este tratamiento se rige por ${lawName.es}.`,
  ].join("\n\n"),
  en: [
    "Consent to keep your comparison and tell you of changes",
    "What data: your e-mail, the plans you compare and, if you entered it, the profile of the people you want to insure (ages, sex, health system, income and maternity). The profile holds health data: we handle it with special care.",
    "What for: to show you the comparison again from the link we send you and to tell you by e-mail, once per change, when the price of one of those plans for your profile or its data changes. We do not use it for advertising and we do not sell it.",
    "Who receives it: only our server, which works out the prices and sends the notices. No advisor or insurer receives it.",
    "How long: until you delete the comparison on “Mis datos”. If you stop the notices (with the link in each notice), we stop writing to you and the comparison stays saved until you delete it.",
    "Your rights: you can access your data, correct it, delete it, take it with you (portability), object to its use and withdraw this consent at any time. Do it on the “Mis datos” (My data) page of this site with the link we send you: there you see, download or delete what we keep. If we do not answer, you can complain to " +
      `${authority.en}.`,
    `This processing is governed by ${lawName.en}.`,
  ].join("\n\n"),
  pt: [
    "Consentimento para guardar a sua comparação e avisar você de mudanças",
    "Quais dados: o seu e-mail, os planos que você compara e, se você o informou, o perfil das pessoas que quer segurar (idades, sexo, sistema de saúde, renda e maternidade). O perfil contém dados de saúde: nós o tratamos com cuidado especial.",
    "Para quê: para mostrar a comparação de novo a partir do link que enviamos e para avisar você por e-mail, uma vez por mudança, quando mudar o preço de um desses planos para o seu perfil ou os seus dados. Não os usamos para publicidade nem os vendemos.",
    "Quem os recebe: apenas o nosso servidor, que calcula os preços e envia os avisos. Nenhum assessor nem seguradora os recebe.",
    "Por quanto tempo: até você apagar a comparação em «Mis datos» (Meus dados). Se deixar de receber avisos (pelo link de cada aviso), deixamos de escrever e a comparação fica guardada até você apagá-la.",
    "Seus direitos: você pode acessar seus dados, corrigi-los, apagá-los, levá-los com você (portabilidade), opor-se ao seu uso e retirar este consentimento quando quiser. Faça isso na página «Mis datos» (Meus dados) deste site com o link que enviamos: ali você vê, baixa ou apaga o que guardamos. Se não respondermos, você pode reclamar perante " +
      `${authority.pt}.`,
    `Este tratamento é regido por ${lawName.pt}.`,
  ].join("\n\n"),
});

/** When the registry's first texts take effect. */
const FIRST_PUBLISHED = "2026-11-25T00:00:00.000Z";
/** 1 December 2026, 00:00 in Santiago (UTC-3 in summer): Ley 21.719 takes effect. */
const CHILE_LEY_21719_IN_FORCE = "2026-12-01T03:00:00.000Z";

const WRITERS: Record<ConsentPurpose, Writer> = { perfil, solicitud, chat, compra, alertas };

const versionsOf = (
  countryCode: CountryCode,
  facts: LawFacts,
  month: string,
  publishedAt: string,
): ConsentTextVersion[] =>
  (Object.keys(WRITERS) as ConsentPurpose[]).map((purpose) => ({
    countryCode,
    purpose,
    version: `${purpose}-${month}`,
    law: facts.law,
    publishedAt,
    texts: WRITERS[purpose](facts),
  }));

/** Every version ever published, oldest first within each country and purpose. */
export const consentTextVersions: readonly ConsentTextVersion[] = [
  ...versionsOf("CO", COLOMBIA, "2026-11", FIRST_PUBLISHED),
  ...versionsOf("CL", CHILE_UNTIL_2026_12, "2026-11", FIRST_PUBLISHED),
  ...versionsOf("CL", CHILE, "2026-12", CHILE_LEY_21719_IN_FORCE),
  ...versionsOf("PE", PERU, "2026-11", FIRST_PUBLISHED),
  ...versionsOf("INT", INTERNATIONAL, "2026-11", FIRST_PUBLISHED),
];
