/**
 * The Spanish texts of the profile dialog, the shared-profile question and the consent step:
 * loaded with the dialog's code (`../../texts.ts`), never with the listing. The listing's own
 * profile texts (the persons, the price's assumptions, the consent prompt) are in `profile.ts`.
 */
export const profileDialog = {
  profile: {
    title: "¿A quién quieres asegurar?",
    explainPersons: "El precio varía según el sexo y la edad de cada asegurado.",
    explainPets: "El precio varía según la raza y la edad de cada mascota.",
    explainCompany: "El precio varía según la cantidad de empleados de tu empresa.",
    compare: "Calcular precios",
    searching: "Calculando precios…",
    finished: "¡Precios actualizados!",
    close: "Cerrar",
    loading: "Cargando el formulario…",
    loadError: "No pudimos cargar el formulario. Intenta nuevamente.",
    retry: "Reintentar",
    lookupLoading: "Cargando opciones…",
    lookupUnavailable: "Opciones no disponibles",
    lookupError: "No pudimos cargar las opciones.",
    addInsured: "Agregar asegurados",
    editInsured: "Modificar asegurados",
    addBeneficiaries: "Agregar beneficiarios",
    editBeneficiaries: "Modificar beneficiarios",
    addPets: "Agregar mascotas",
    editPets: "Modificar mascotas",
    add: "Agregar",
    addPet: "Agregar mascota",
    removeLast: "Quitar el último",
    dependant: "Asegurado {{n}}",
    pet: "Mascota {{n}}",
    group: "Grupo {{n}}",
    ageRequired: "Ingresa una edad válida (0 o más) para cerrar",
    dependantAge: "La edad de cada carga debe ser de 0 años o más",
    collectiveMinimum_one:
      "La empresa debe tener un mínimo de {{count}} empleado para cotizar un seguro colectivo",
    collectiveMinimum_other:
      "La empresa debe tener un mínimo de {{count}} empleados para cotizar un seguro colectivo",
    select: "Selecciona",
    yes: "Sí",
    no: "No",
    consentTitle: "Uso de tus datos de salud",
    consentSummary:
      "Para cotizar usamos la edad, el sexo, el sistema de salud, los ingresos y la maternidad de las personas que ingreses. Son datos de salud: solo los enviamos con tu consentimiento expreso.",
    consentLaw: "Ley aplicable: {{law}}.",
    consentReadFull: "Leer el texto completo",
    consentVersion: "Versión del texto: {{version}}",
    consentAgree: "Acepto que se usen mis datos de salud para cotizar planes",
    consentRequired:
      "Para calcular precios con tu perfil debes aceptar el uso de tus datos de salud: marca la casilla.",
    consentLoading: "Cargando el texto de consentimiento…",
    consentLoadError:
      "No pudimos cargar el texto de consentimiento. Sin él no usamos tus datos de salud.",
    consentUnavailable:
      "Aún no tenemos el texto de consentimiento: reinténtalo para poder calcular precios con tu perfil.",
    consentFailed:
      "No pudimos registrar tu consentimiento y no enviamos tu perfil. Intenta nuevamente.",
    consentChanged: "El texto de consentimiento cambió: revísalo y acéptalo de nuevo.",
    consentGiven: "Aceptaste el uso de tus datos de salud para cotizar (versión {{version}}).",
    sharedTitle: "Este enlace trae otro perfil",
    sharedBody:
      "Ya tienes un perfil guardado y el enlace trae uno distinto. ¿Con cuál quieres ver los precios?",
    sharedMine: "Tu perfil",
    sharedTheirs: "Perfil del enlace",
    sharedNoPersons: "Sin personas ingresadas",
    sharedKeep: "Mantener mi perfil",
    sharedUse: "Usar el perfil compartido",
  },
} as const;
