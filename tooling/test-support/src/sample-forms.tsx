import type { ProfileFormData } from "@qs/domain/api/profile-form-requests";
import type { ProfileFormElement, ProfileFormField } from "@qs/domain/profile-form";

/** Profile forms shaped like the API's answers, for stories and tests. */

const NO_EPS = "No hay opciones de seguros o planes de salud disponibles para personas sin EPS";
const MISSING = "No se ingresaron los siguientes campos: {list}";

const genders = [
  { value: "Masculino", label: "Masculino" },
  { value: "Femenino", label: "Femenino" },
];

const sex = (prefix: string, extra: Partial<ProfileFormElement> = {}): ProfileFormElement => ({
  fldName: `${prefix}_sexo`,
  label: "Sexo",
  placeholder: "Selecciona",
  allowedValues: genders,
  defaultValue: "Masculino",
  dataType: "string",
  groupClass: "col-6",
  ...extra,
});

const age = (prefix: string, extra: Partial<ProfileFormElement> = {}): ProfileFormElement => ({
  fldName: `${prefix}_edad`,
  label: "Edad",
  placeholder: "Edad",
  mask: "000",
  helper: "Edad en años cumplidos",
  dataType: "number",
  groupClass: "col-6",
  ...extra,
});

const group = (
  fldName: string,
  elements: ProfileFormElement[],
  options: { multiple?: boolean; wrapper?: string; groupedBy?: string } = {},
): ProfileFormField => ({
  fldName,
  groupedBy: options.groupedBy ?? fldName,
  wrapper: options.wrapper ?? "row",
  isMultiple: options.multiple ?? false,
  fieldType: { fldType: options.multiple ? "repeatable-group" : "group", htmlType: "fieldset" },
  elements,
});

const personFields = (): ProfileFormField[] => [
  group("cotizante", [sex("cotizante"), age("cotizante", { defaultValue: 25 })]),
  group(
    "titular",
    [
      {
        fldName: "eps_actual",
        label: "EPS actual",
        placeholder: "Selecciona tu EPS",
        allowedValues: [
          { value: "sura", label: "EPS Sura" },
          { value: "sanitas", label: "EPS Sanitas" },
          { value: "notengo", label: "No tengo EPS" },
        ],
        dataType: "string",
        groupClass: "col-12",
      },
    ],
    { groupedBy: "cotizante" },
  ),
  group("pareja", [
    {
      fldName: "enPareja",
      label: "¿Incluir a tu pareja?",
      dataType: "boolean",
      defaultValue: false,
      changeAction: "togglePareja",
      groupClass: "col-12",
    },
    sex("pareja", { hideExpression: "sinPareja" }),
    age("pareja", { hideExpression: "sinPareja" }),
  ]),
  group(
    "cargas",
    [
      {
        fldName: "parentescoCarga",
        label: "Parentesco",
        placeholder: "Selecciona",
        allowedValues: [
          { value: "Cónyuge", label: "Cónyuge" },
          { value: "Hijo", label: "Hijo" },
          { value: "Hija", label: "Hija" },
        ],
        dataType: "string",
        groupClass: "col-4",
      },
      sex("cargas", { groupClass: "col-4" }),
      age("cargas", { helper: "0 si tiene menos de un año", groupClass: "col-4" }),
    ],
    { multiple: true, wrapper: "card" },
  ),
];

export const sampleHealthForm: ProfileFormData = {
  profileForm: {
    formClass: "PerfilSaludCO",
    validationScriptUrl: null,
    profileFormFields: personFields(),
  },
  validation: {
    formClass: "PerfilSaludCO",
    invalidMessage: "Perfil inválido",
    rules: [
      { kind: "defaultValue", field: "cotizante_sexo", value: "Masculino" },
      { kind: "required", fields: ["cotizante_edad"], message: MISSING },
      {
        kind: "ageRange",
        field: "cotizante_edad",
        min: 18,
        max: 99,
        message: "La edad del titular debe estar entre 18 y 99 años",
      },
      { kind: "forbiddenValue", field: "eps_actual", value: "notengo", message: NO_EPS },
      { kind: "forbiddenValue", field: "*", value: "notengo", message: NO_EPS },
    ],
  },
};

export const samplePetForm: ProfileFormData = {
  profileForm: {
    formClass: "PerfilMascotasCO",
    validationScriptUrl: null,
    profileFormFields: [
      group(
        "mascota",
        [
          {
            fldName: "mascota_tipo",
            label: "Especie",
            placeholder: "Selecciona",
            allowedValues: [
              { value: "Perro", label: "Perro" },
              { value: "Gato", label: "Gato" },
            ],
            changeAction: "cargarRazas",
            dataType: "string",
            groupClass: "col-4",
          },
          {
            fldName: "mascota_raza",
            label: "Raza",
            placeholder: "Selecciona",
            retrieveFunction: "getRazas",
            allowedValues: [
              { value: "Mestizo", label: "Mestizo" },
              { value: "Beagle", label: "Beagle (perro)" },
              { value: "Siamés", label: "Siamés (gato)" },
            ],
            dataType: "string",
            groupClass: "col-4",
          },
          age("mascota", {
            mask: "00",
            helper: "Años cumplidos; 0 si tiene menos de un año",
            groupClass: "col-4",
          }),
        ],
        { multiple: true, wrapper: "card" },
      ),
    ],
  },
  validation: {
    formClass: "PerfilMascotasCO",
    invalidMessage: "Perfil inválido",
    rules: [
      { kind: "required", fields: ["mascota_tipo", "mascota_edad"], message: MISSING },
      {
        kind: "ageRange",
        field: "mascota_edad",
        min: 0,
        max: 12,
        message: "La edad de la mascota debe estar entre 0 y 12 años",
      },
    ],
  },
};

export const sampleCollectiveForm: ProfileFormData = {
  profileForm: {
    formClass: "PerfilColectivoCO",
    validationScriptUrl: null,
    profileFormFields: [
      group("colectivo", [
        {
          fldName: "cantidadempleados",
          label: "Cantidad de empleados",
          placeholder: "Ej: 25",
          mask: "0.000",
          helper: "Trabajadores que incorporarás al plan",
          dataType: "number",
          groupClass: "col-6",
        },
        {
          fldName: "sector",
          label: "Sector de la empresa",
          placeholder: "Selecciona",
          retrieveFunction: "getWorkSectors",
          dataType: "string",
          groupClass: "col-6",
        },
      ]),
    ],
  },
  validation: {
    formClass: "PerfilColectivoCO",
    invalidMessage: "Perfil inválido",
    rules: [
      { kind: "required", fields: ["cantidadempleados"], message: MISSING },
      {
        kind: "minNumber",
        field: "cantidadempleados",
        min: 10,
        message: "La empresa debe tener un mínimo de 10 empleados para cotizar un seguro colectivo",
      },
    ],
  },
};

export const sampleInternationalForm: ProfileFormData = {
  profileForm: {
    formClass: "PerfilInternacional",
    validationScriptUrl: null,
    profileFormFields: [
      group(
        "titular",
        [
          {
            fldName: "nacionalidad",
            label: "Nacionalidad",
            placeholder: "Selecciona tu nacionalidad",
            retrieveFunction: "getCountries",
            dataType: "string",
            groupClass: "col-6",
          },
          {
            fldName: "paisCobertura",
            label: "País de residencia",
            placeholder: "¿Dónde vives?",
            retrieveFunction: "getCountries",
            dataType: "string",
            groupClass: "col-6",
          },
        ],
        { groupedBy: "cotizante" },
      ),
      ...personFields().filter((field) => field.fldName !== "titular"),
    ],
  },
  validation: {
    formClass: "PerfilInternacional",
    invalidMessage: "Perfil inválido",
    rules: [
      { kind: "anyOf", fields: ["nacionalidad", "paisCobertura"], marksDataEntered: true },
      { kind: "defaultValue", field: "cotizante_sexo", value: "Masculino" },
      { kind: "required", fields: ["cotizante_edad"], message: MISSING },
    ],
  },
};

/** The optional taxable income each Chilean contributor may give (the 7 % is taken from it). */
const income = (prefix: string, extra: Partial<ProfileFormElement> = {}): ProfileFormElement => ({
  fldName: `${prefix}_ingreso`,
  label: "Renta imponible mensual (opcional)",
  placeholder: "$ 1.650.000",
  mask: "000.000.000",
  helper:
    "Con ella calculamos el 7% legal para salud; sin ella usamos un rango de precios de referencia",
  dataType: "number",
  groupClass: "col-12",
  ...extra,
});

/** Chile's persons: the holder and the partner also give their income. */
const chilePersonFields = (): ProfileFormField[] =>
  personFields()
    .filter((field) => field.fldName !== "titular")
    .map((field) =>
      field.fldName === "cotizante"
        ? { ...field, elements: [...field.elements, income("cotizante")] }
        : field.fldName === "pareja"
          ? {
              ...field,
              elements: [...field.elements, income("pareja", { hideExpression: "sinPareja" })],
            }
          : field,
    );

/** A Chilean health form (income optional) with the region chosen from GET /api/countryState/country. */
export const sampleIsapreForm: ProfileFormData = {
  profileForm: {
    formClass: "PerfilIsapreCL",
    validationScriptUrl: null,
    profileFormFields: [
      ...chilePersonFields(),
      group(
        "region",
        [
          {
            fldName: "region",
            label: "Región",
            placeholder: "Selecciona",
            retrieveFunction: "getRegions",
            defaultValue: 13,
            dataType: "number",
            groupClass: "col-12",
          },
        ],
        {},
      ),
    ],
  },
  validation: {
    formClass: "PerfilIsapreCL",
    invalidMessage: "Perfil inválido",
    rules: [
      { kind: "defaultValue", field: "cotizante_sexo", value: "Masculino" },
      { kind: "required", fields: ["cotizante_edad"], message: MISSING },
    ],
  },
};

/** Regions as GET /api/countryState/country lists them for Chile (Metropolitana first). */
export const sampleRegions = [
  { stateCode: 13, stateName: "Metropolitana", orderPosition: 1, abbreviation: "RM" },
  { stateCode: 15, stateName: "Arica y Parinacota", orderPosition: 2, abbreviation: "AP" },
  { stateCode: 5, stateName: "Valparaíso", orderPosition: 7, abbreviation: "VS" },
  { stateCode: 8, stateName: "Biobío", orderPosition: 11, abbreviation: "BI" },
];

/** GET /api/country: the sites (the international one is no country), then others. */
export const sampleCountries = [
  { id: 1, name: "Chile", code: "CL", dialingCode: "+56", nationality: "Chilena" },
  { id: 3, name: "Colombia", code: "CO", dialingCode: "+57", nationality: "Colombiana" },
  { id: 4, name: "Internacional", code: "INT", dialingCode: null, nationality: null },
  { id: 5, name: "Estados Unidos", code: "US", dialingCode: "+1", nationality: "Estadounidense" },
  { id: 6, name: "España", code: "ES", dialingCode: "+34", nationality: "Española" },
];

/** GET /api/workSectorType: sector types with their sectors. */
export const sampleWorkSectors = [
  {
    id: 101,
    displayName: "Comercio",
    workSectors: [
      { code: "G1", displayName: "Comercio al por mayor" },
      { code: "G2", displayName: "Comercio al por menor" },
    ],
  },
  {
    id: 103,
    displayName: "Tecnología",
    workSectors: [{ code: "J1", displayName: "Desarrollo de software" }],
  },
];

const list = (data: unknown[]) => ({ body: { data, metadata: { demo: true } } });

/** Fixture API answers of the lookups a form names in retrieveFunction. */
export const lookupFixtures = {
  "/api/countryState/country": list(sampleRegions),
  "/api/country": list(sampleCountries),
  "/api/workSectorType": list(sampleWorkSectors),
};

/** The registry's current text of purpose `perfil` (GET /api/consents/current). */
export const sampleConsentText = {
  purpose: "perfil",
  version: "perfil-2026-11",
  law: "Ley 1581 de 2012",
  language: "es",
  text: [
    "Consentimiento para usar los datos de tu perfil",
    "Qué datos: las edades, el sexo, el sistema de salud, los ingresos y la maternidad de las personas que quieres asegurar. Son datos de salud: los tratamos con especial cuidado.",
    "Para qué: solo para calcular el precio de los planes y ordenarlos para ti.",
    "Este tratamiento se rige por la Ley 1581 de 2012 de protección de datos personales de Colombia.",
  ].join("\n\n"),
  publishedAt: "2026-11-25T00:00:00.000Z",
} as const;

/** A consent's access token: 43 base64url characters. */
export const SAMPLE_CONSENT_TOKEN = "c0nsentT0ken_perfil-2026-11_abcdefghijklmno";

/** The receipt of POST /api/consents for the sample text. */
export const sampleConsentReceipt = {
  accessToken: SAMPLE_CONSENT_TOKEN,
  purpose: "perfil",
  version: sampleConsentText.version,
  grantedAt: "2026-12-02T10:00:00.000Z",
} as const;

/** Fixture API answers of the consent registry: the current text and a recorded consent. */
export const consentFixtures = {
  "/api/consents/current": { body: { data: sampleConsentText, metadata: { demo: true } } },
  "POST /api/consents": { status: 201, body: { data: sampleConsentReceipt } },
};

/** Fixture API answers serving one form and its lookups (see SiteHarness `api`). */
export function formFixtures(form: ProfileFormData, verdict?: { valid: boolean; message: string }) {
  return {
    ...lookupFixtures,
    ...consentFixtures,
    "/api/profile-form/form": { body: { data: form, metadata: { demo: true } } },
    "/api/profile-form/data": {
      body: {
        data: {
          valid: verdict?.valid ?? true,
          ingresodatos: verdict?.valid ?? true,
          message: verdict?.message ?? "Se ingresaron todos los campos requeridos",
          form: {},
        },
        metadata: { demo: true },
      },
    },
  };
}
