import { ROUTE_SEGMENTS } from "../../route-table";
import type { site as source } from "../es/site";
import type { Shape } from "../shape";

export const site: Shape<typeof source> = {
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
  routes: ROUTE_SEGMENTS.en,
};
