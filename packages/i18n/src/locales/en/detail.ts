import type { detail as source } from "../es/detail";
import type { Shape } from "../shape";

export const detail: Shape<typeof source> = {
  detail: {
    metaDescription:
      "{{plan}} by {{insurer}}: coverage, clinics, conditions, frequently asked questions and the price for your profile.",
    breadcrumbStart: "Home",
    breadcrumbLabel: "Breadcrumb",
    close: "Close",
    loading: "Loading the plan...",
    tabsLabel: "Plan sections",
    moreTabs: "See more",
    homeTab: "Summary",
    insurer: "Insurer",
    priceFrom: "From",
    stickyRequest: "Interested in this plan?",
    footerNote: "Plan information is for reference; the contract's terms are the ones that apply.",
    priceForProfile: "Price for your profile",
    changeProfile: "Change profile",
    faqEmpty: "This plan has no frequently asked questions yet.",
    faqError: "The frequently asked questions could not be loaded.",
    summaryEmpty: "This plan has no coverage information yet.",
    document: {
      loading: "Loading document...",
      readMore: "Keep reading...",
      previous: "Previous page",
      next: "Next page",
      counter: "{{page}}/{{total}}",
      pageLabel: "Page {{page}}",
      error: "The document could not be loaded. Please try again later.",
      errorImage: "Document unavailable",
      download: "Download",
      noDocument: "This plan has no document in this section.",
    },
    download: {
      title: "Download Document",
      intro: "Enter your e-mail and we will send you a link to download the document.",
      email: "E-mail",
      cancel: "Cancel",
      confirm: "Confirm",
      sending: "Sending...",
    },
    request: {
      title: "Request this plan",
      intro: "Leave us your details and an advisor will contact you to complete the request.",
      name: "Full name",
      identification: "Identification number",
      rut: "RUT",
      email: "E-mail",
      phone: "Phone",
      consent:
        "I expressly consent to the processing of my personal data, including my health data, to handle this request, under {{law}}.",
      policy: "Privacy policy",
      sending: "Sending...",
      successTitle: "We received your request!",
      successBody:
        "An advisor will contact you within the next 24 business hours by phone or at {{email}} to review the plan with you and complete the purchase.",
      successNext: "Meanwhile, you can keep reviewing the plan or compare other options.",
      myData: "See, download or delete my data",
      myDataHint:
        "This link carries your access code: keep it and do not share it. We also sent it to you by e-mail.",
      failure:
        "We could not send your request. Check your connection and try again; your details are still in the form.",
      invalid: "Check the marked fields to send your request.",
    },
  },
  healthPlan: {
    title: "Health plan facts",
    estadoplan: "Status",
    codigoplan: "Plan code",
    lineaplan: "Line",
    modalidadplan: "Modality",
    amplitudcobertura: "Coverage area",
    topeanual: "Annual cap per beneficiary",
    prestacionesrest: "Restricted benefits",
    fechainicio: "Sold since",
  },
};
