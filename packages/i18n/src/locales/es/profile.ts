export const profile = {
  profile: {
    /** A person's sex as the profile stores it (Masculino, Femenino), in the page's words. */
    sex: {
      Masculino: "Masculino",
      Femenino: "Femenino",
    },
    forPersons_one: "para {{count}} persona",
    forPersons_other: "para {{count}} personas",
    forPets_one: "para {{count}} mascota",
    forPets_other: "para {{count}} mascotas",
    insurable: "Asegurables",
    uninsurable: "No asegurables",
    personLine: "{{role}} · {{sex}} · {{age}}",
    years_one: "{{count}} año",
    years_other: "{{count}} años",
    roleTitular: "Titular",
    rolePartner: "Pareja",
    roleDependant: "Carga",
    tooltipPersons: "Precio calculado para las personas de tu perfil, según su sexo y edad.",
    tooltipPets: "Precio calculado para tus mascotas, según su raza y edad.",
    tooltipCollective: "Precio calculado por empleado de tu empresa.",
    priceInfo: "¿Cómo se calcula este precio?",
    consentPrompt:
      "Tienes un perfil guardado, pero los precios no lo consideran: falta tu consentimiento para usar tus datos de salud.",
    consentPromptOutdated:
      "El texto de consentimiento cambió: revísalo y acéptalo de nuevo para ver precios para tu perfil.",
    consentPromptAction: "Revisar y aceptar",
    /** What a price assumes ({{number}} is {{count}} written for the page; {{parts}} the persons or pets). */
    assumptions: {
      assumedPerson_one:
        "Precio referencial para una persona de {{count}} año: ingresa tu perfil para ver tu precio.",
      assumedPerson_other:
        "Precio referencial para una persona de {{count}} años: ingresa tu perfil para ver tu precio.",
      assumedPet: "Precio referencial para una mascota: ingresa tu perfil para ver tu precio.",
      assumedEmployee: "Precio referencial por empleado: ingresa tu perfil para ver tu precio.",
      persons_one: "Precio mensual para {{number}} persona: {{parts}}.",
      persons_other: "Precio mensual para {{number}} personas: {{parts}}.",
      pets_one: "Precio mensual para {{number}} mascota: {{parts}}.",
      pets_other: "Precio mensual para {{number}} mascotas: {{parts}}.",
      employees_one: "Precio mensual para {{number}} empleado.",
      employees_other: "Precio mensual para {{number}} empleados.",
      roleTitular: "titular",
      roleSpouse: "cónyuge",
      pet: "mascota",
      years_one: "{{age}} año",
      years_other: "{{age}} años",
      dependants_one: "{{number}} carga ({{ages}})",
      dependants_other: "{{number}} cargas ({{ages}})",
      ages_one: "{{list}} año",
      ages_other: "{{list}} años",
      ufValue: "Valor UF {{value}} del {{date}}.",
      ufValueNoDate: "Valor UF de referencia {{value}}.",
    },
  },
} as const;
