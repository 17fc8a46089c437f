import type { CountryId } from "@qs/domain/country-config";
import type {
  AllowedValue,
  ProfileForm,
  ProfileFormElement,
  ProfileFormField,
  ProfileValidationRule,
  ProfileValidationSet,
} from "@qs/domain/profile-form";
import { invalidProfileMessage, missingFieldsMessage } from "@qs/domain/profile-form";
import type { DemoProfileForm } from "./catalog-contract";
import type { CategorySpec, OrganizationSpec } from "./catalog-specs";
import { CHILE, COLOMBIA, INTERNATIONAL, PERU } from "./markets";
import { PET_BREEDS } from "./price-tables";
import { withFormTranslations } from "./profile-form-translations";

/**
 * Profile forms (the remote form definition of profile spec §3) for every
 * product type of every country, each with its declarative validation rule
 * set: required fields, minimum employees, forbidden 'notengo' options and
 * age ranges. Their texts carry English and Portuguese (`profile-form-translations`).
 */

export const NO_EPS_MESSAGE =
  "No hay opciones de seguros o planes de salud disponibles para personas sin EPS";
export const COLOMBIA_MIN_EMPLOYEES_MESSAGE =
  "La empresa debe tener un mínimo de 10 empleados para cotizar un seguro colectivo";
export const DEPENDANT_AGE_MESSAGE = "La edad de cada carga debe ser de 0 años o más";

const minEmployeesMessage = (min: number) =>
  `La empresa debe tener un mínimo de ${min} empleados para cotizar un seguro colectivo`;

const genders: AllowedValue[] = [
  { value: "Masculino", label: "Masculino" },
  { value: "Femenino", label: "Femenino" },
];

const relationships: AllowedValue[] = [
  { value: "Cónyuge", label: "Cónyuge" },
  { value: "Hijo", label: "Hijo" },
  { value: "Hija", label: "Hija" },
  { value: "Padre", label: "Padre" },
  { value: "Madre", label: "Madre" },
  { value: "Otro", label: "Otro" },
];

const sexElement = (prefix: string, hideExpression?: string): ProfileFormElement => ({
  fldName: `${prefix}_sexo`,
  label: "Sexo",
  placeholder: "Selecciona",
  allowedValues: genders,
  defaultValue: "Masculino",
  dataType: "string",
  groupClass: "col-6",
  ...(hideExpression ? { hideExpression } : {}),
});

const ageElement = (
  prefix: string,
  options: { helper?: string; defaultValue?: number; hideExpression?: string } = {},
): ProfileFormElement => ({
  fldName: `${prefix}_edad`,
  label: "Edad",
  placeholder: "Edad",
  mask: "000",
  helper: options.helper ?? "Edad en años cumplidos",
  dataType: "number",
  groupClass: "col-6",
  ...(options.defaultValue !== undefined ? { defaultValue: options.defaultValue } : {}),
  ...(options.hideExpression ? { hideExpression: options.hideExpression } : {}),
});

const incomeElement = (prefix: string, hideExpression?: string): ProfileFormElement => ({
  fldName: `${prefix}_ingreso`,
  label: "Renta imponible mensual (opcional)",
  placeholder: "$ 1.650.000",
  mask: "000.000.000",
  helper:
    "Con ella calculamos el 7% legal para salud; sin ella usamos un rango de precios de referencia",
  dataType: "number",
  groupClass: "col-12",
  ...(hideExpression ? { hideExpression } : {}),
});

const group = (
  fldName: string,
  elements: ProfileFormElement[],
  options: { multiple?: boolean; wrapper?: string; fldType?: string; groupedBy?: string } = {},
): ProfileFormField => ({
  fldName,
  groupedBy: options.groupedBy ?? fldName,
  wrapper: options.wrapper ?? "row",
  isMultiple: options.multiple ?? false,
  fieldType: { fldType: options.fldType ?? "group", htmlType: "fieldset" },
  elements,
});

const select = (
  fldName: string,
  label: string,
  extra: Partial<ProfileFormElement> = {},
): ProfileFormElement => ({
  fldName,
  label,
  placeholder: "Selecciona",
  dataType: "string",
  groupClass: "col-12",
  ...extra,
});

// ------------------------------------------------------------ fields

function personFields(countryId: CountryId): ProfileFormField[] {
  const chile = countryId === CHILE;
  const defaultAge = countryId === PERU || countryId === COLOMBIA ? 25 : undefined;
  const titular = group("cotizante", [
    sexElement("cotizante"),
    ageElement("cotizante", defaultAge === undefined ? {} : { defaultValue: defaultAge }),
    ...(chile ? [incomeElement("cotizante")] : []),
  ]);
  const partner = group(
    "pareja",
    [
      {
        fldName: "enPareja",
        label: "¿Incluir a tu pareja?",
        dataType: "boolean",
        defaultValue: false,
        changeAction: "togglePareja",
        groupClass: "col-12",
      },
      sexElement("pareja", "sinPareja"),
      ageElement("pareja", { hideExpression: "sinPareja" }),
      ...(chile ? [incomeElement("pareja", "sinPareja")] : []),
    ],
    { fldType: "toggle-group" },
  );
  const dependants = group(
    "cargas",
    [
      select("parentescoCarga", "Parentesco", {
        allowedValues: relationships,
        groupClass: "col-4",
      }),
      { ...sexElement("cargas"), groupClass: "col-4" },
      { ...ageElement("cargas", { helper: "0 si tiene menos de un año" }), groupClass: "col-4" },
    ],
    { multiple: true, wrapper: "card", fldType: "repeatable-group" },
  );
  return [titular, partner, dependants];
}

function epsOptions(organizations: readonly OrganizationSpec[]): AllowedValue[] {
  return [
    ...organizations
      .filter((entry) => entry.type === "EPS")
      .map((entry) => ({ value: entry.organizationCode, label: entry.displayName })),
    { value: "otra", label: "Otra EPS" },
    { value: "notengo", label: "No tengo EPS" },
  ];
}

function colombiaTitularField(organizations: readonly OrganizationSpec[]): ProfileFormField {
  return group(
    "titular",
    [
      select("eps_actual", "EPS actual", {
        placeholder: "Selecciona tu EPS",
        helper: "Los planes complementarios y pólizas se toman sobre tu afiliación a una EPS",
        allowedValues: epsOptions(organizations),
      }),
      select("maternidad", "Cobertura de maternidad", {
        allowedValues: [
          { value: "sin_parto", label: "Sin parto" },
          { value: "con_parto", label: "Con parto" },
        ],
        defaultValue: "sin_parto",
        hideExpression: "cotizanteMasculino",
      }),
    ],
    { groupedBy: "cotizante" },
  );
}

const regionField = (): ProfileFormField =>
  group(
    "region",
    [
      select("region", "Región", {
        retrieveFunction: "getRegions",
        defaultValue: 13,
        dataType: "number",
      }),
    ],
    {
      fldType: "select",
    },
  );

const previsionField = (): ProfileFormField =>
  group(
    "prevision",
    [
      select("prevision", "Sistema de salud", {
        allowedValues: [
          { value: "Fonasa", label: "Fonasa" },
          { value: "Isapre", label: "Isapre" },
        ],
      }),
    ],
    { fldType: "select" },
  );

function internationalFields(): ProfileFormField[] {
  const [titular, partner, dependants] = personFields(INTERNATIONAL);
  return [
    group(
      "titular",
      [
        select("nacionalidad", "Nacionalidad", {
          retrieveFunction: "getCountries",
          placeholder: "Selecciona tu nacionalidad",
          groupClass: "col-6",
        }),
        select("paisCobertura", "País de residencia", {
          retrieveFunction: "getCountries",
          placeholder: "¿Dónde vives?",
          groupClass: "col-6",
        }),
      ],
      { groupedBy: "cotizante" },
    ),
    ...[titular, partner, dependants].filter(
      (field): field is ProfileFormField => field !== undefined,
    ),
  ];
}

function petFields(countryId: CountryId): ProfileFormField[] {
  const breeds: AllowedValue[] = [
    { value: "Mestizo", label: "Mestizo" },
    ...PET_BREEDS.map((entry) => ({
      value: entry.breed,
      label: `${entry.breed} (${entry.species.toLowerCase()})`,
      // The species select's value it goes with: the label is translated, this is not.
      species: entry.species,
    })),
    { value: "Otra", label: "Otra raza" },
  ];
  return [
    group(
      "mascota",
      [
        select("mascota_tipo", "Especie", {
          allowedValues: [
            { value: "Perro", label: "Perro" },
            { value: "Gato", label: "Gato" },
          ],
          changeAction: "cargarRazas",
          groupClass: "col-4",
        }),
        select("mascota_raza", "Raza", {
          retrieveFunction: "getRazas",
          allowedValues: breeds,
          groupClass: "col-4",
        }),
        {
          ...ageElement("mascota", { helper: "Años cumplidos; 0 si tiene menos de un año" }),
          mask: "00",
          groupClass: "col-4",
        },
      ],
      { multiple: true, wrapper: "card", fldType: "repeatable-group" },
    ),
    ...(countryId === CHILE ? [regionField()] : []),
  ];
}

function collectiveFields(countryId: CountryId): ProfileFormField[] {
  const fields: ProfileFormField[] = [
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
      ...(countryId === PERU
        ? [
            select("sistemaprevisional", "Sistema previsional", {
              allowedValues: [
                { value: "AFP", label: "AFP" },
                { value: "ONP", label: "ONP" },
              ],
              groupClass: "col-6",
            }),
          ]
        : [
            select("sector", "Sector de la empresa", {
              retrieveFunction: "getWorkSectors",
              groupClass: "col-6",
            }),
          ]),
    ]),
  ];
  if (countryId === CHILE) {
    fields.push(
      regionField(),
      group(
        "colectivos",
        [
          {
            fldName: "cantidadDeTrabajadores",
            label: "Trabajadores del grupo",
            mask: "0.000",
            dataType: "number",
            groupClass: "col-6",
          },
          {
            fldName: "cantidadDeCargas",
            label: "Cargas del grupo",
            mask: "0.000",
            dataType: "number",
            groupClass: "col-6",
          },
        ],
        { multiple: true, wrapper: "card", fldType: "repeatable-group" },
      ),
    );
  }
  return fields;
}

function sctrFields(): ProfileFormField[] {
  return [
    group("sctr", [
      {
        fldName: "cantidadempleados",
        label: "Cantidad de trabajadores",
        placeholder: "Ej: 12",
        mask: "0.000",
        dataType: "number",
        groupClass: "col-6",
      },
      {
        fldName: "ingreso",
        label: "Remuneración promedio mensual (S/)",
        placeholder: "S/ 1.000",
        mask: "000.000",
        defaultValue: 1000,
        helper: "La prima del SCTR es un porcentaje de la planilla",
        dataType: "number",
        groupClass: "col-6",
      },
      select("sector", "Actividad económica", {
        retrieveFunction: "getWorkSectors",
        groupClass: "col-6",
      }),
      select("tipo_trabajo", "Tipo de trabajo", {
        allowedValues: [
          { value: "operativo", label: "Operativo (actividades de riesgo)" },
          { value: "administrativo", label: "Administrativo" },
          { value: "mixto", label: "Operativo y administrativo" },
        ],
        groupClass: "col-6",
      }),
    ]),
  ];
}

// ------------------------------------------------------------ rules

const personRules = (): ProfileValidationRule[] => [
  { kind: "defaultValue", field: "cotizante_sexo", value: "Masculino" },
  { kind: "required", fields: ["cotizante_edad"], message: missingFieldsMessage },
  {
    kind: "ageRange",
    field: "cotizante_edad",
    min: 18,
    max: 99,
    message: "La edad del titular debe estar entre 18 y 99 años",
  },
  {
    kind: "ageRange",
    field: "pareja_edad",
    min: 18,
    max: 99,
    message: "La edad de la pareja debe estar entre 18 y 99 años",
  },
  { kind: "ageRange", field: "cargas_edad", min: 0, max: 110, message: DEPENDANT_AGE_MESSAGE },
];

const colombiaRules = (): ProfileValidationRule[] => [
  { kind: "forbiddenValue", field: "eps_actual", value: "notengo", message: NO_EPS_MESSAGE },
  { kind: "forbiddenValue", field: "*", value: "notengo", message: NO_EPS_MESSAGE },
];

const collectiveRules = (min: number, message: string): ProfileValidationRule[] => [
  { kind: "required", fields: ["cantidadempleados"], message: missingFieldsMessage },
  { kind: "minNumber", field: "cantidadempleados", min, message },
];

const set = (formClass: string, rules: ProfileValidationRule[]): ProfileValidationSet => ({
  formClass,
  invalidMessage: invalidProfileMessage,
  rules,
});

interface FormDefinition {
  formClass: string;
  fields: ProfileFormField[];
  rules: ProfileValidationRule[];
}

function definitionFor(
  countryId: CountryId,
  category: CategorySpec,
  organizations: readonly OrganizationSpec[],
): FormDefinition {
  const suffix = { [CHILE]: "CL", [PERU]: "PE", [COLOMBIA]: "CO", [INTERNATIONAL]: "INT" }[
    countryId
  ];
  const colombia = countryId === COLOMBIA;
  switch (category.kind) {
    case "pets":
      return {
        formClass: `PerfilMascotas${suffix}`,
        fields: petFields(countryId),
        rules: [
          {
            kind: "required",
            fields: ["mascota_tipo", "mascota_edad"],
            message: missingFieldsMessage,
          },
          {
            kind: "ageRange",
            field: "mascota_edad",
            min: 0,
            max: 12,
            message: "La edad de la mascota debe estar entre 0 y 12 años",
          },
          ...(colombia ? colombiaRules().slice(1) : []),
        ],
      };
    case "sctr":
      return {
        formClass: `PerfilSctr${suffix}`,
        fields: sctrFields(),
        rules: [
          { kind: "defaultValue", field: "ingreso", value: 1000 },
          { kind: "required", fields: ["cantidadempleados"], message: missingFieldsMessage },
          { kind: "required", fields: ["sector"], message: missingFieldsMessage },
          {
            kind: "minNumber",
            field: "cantidadempleados",
            min: 1,
            message: "Ingresa al menos un trabajador para cotizar el SCTR",
          },
          {
            kind: "minNumber",
            field: "ingreso",
            min: 1,
            message: "Ingresa la remuneración promedio de los trabajadores",
          },
        ],
      };
    case "collective":
      return {
        formClass: `PerfilColectivo${suffix}`,
        fields: collectiveFields(countryId),
        rules: colombia
          ? [...collectiveRules(10, COLOMBIA_MIN_EMPLOYEES_MESSAGE), ...colombiaRules().slice(1)]
          : collectiveRules(5, minEmployeesMessage(5)),
      };
    case "eps":
      if (countryId === PERU) {
        return {
          formClass: "PerfilEpsPE",
          fields: collectiveFields(PERU),
          rules: collectiveRules(
            5,
            "La empresa debe tener un mínimo de 5 trabajadores para cotizar un plan EPS",
          ),
        };
      }
      return {
        formClass: "PerfilEpsCO",
        fields: [
          ...personFields(COLOMBIA).slice(0, 1),
          colombiaTitularField(organizations),
          ...personFields(COLOMBIA).slice(1),
        ],
        rules: [...personRules(), ...colombiaRules()],
      };
    case "isapre":
      return {
        formClass: "PerfilIsapreCL",
        fields: [...personFields(CHILE), regionField()],
        rules: personRules(),
      };
    case "international":
      return {
        formClass: "PerfilInternacional",
        fields: internationalFields(),
        rules: [
          { kind: "anyOf", fields: ["nacionalidad", "paisCobertura"], marksDataEntered: true },
          ...personRules(),
        ],
      };
    default:
      if (colombia) {
        return {
          formClass: "PerfilSaludCO",
          fields: [
            ...personFields(COLOMBIA).slice(0, 1),
            colombiaTitularField(organizations),
            ...personFields(COLOMBIA).slice(1),
          ],
          rules: [...personRules(), ...colombiaRules()],
        };
      }
      if (countryId === CHILE) {
        return {
          formClass: "PerfilSegurosSaludCL",
          fields: [...personFields(CHILE), previsionField()],
          rules: personRules(),
        };
      }
      return {
        formClass: `PerfilSalud${suffix}`,
        fields: personFields(countryId),
        rules: personRules(),
      };
  }
}

/** One form per product type name of the country. */
export function buildProfileForms(
  countryId: CountryId,
  categories: readonly CategorySpec[],
  organizations: readonly OrganizationSpec[],
): DemoProfileForm[] {
  return categories.map((category) => {
    const definition = definitionFor(countryId, category, organizations);
    const form: ProfileForm & { formClass: string } = {
      formClass: definition.formClass,
      validationScriptUrl: null,
      profileFormFields: definition.fields,
    };
    return {
      countryId,
      productTypeName: category.name,
      form: withFormTranslations(form),
      validation: withFormTranslations(set(definition.formClass, definition.rules)),
    };
  });
}
