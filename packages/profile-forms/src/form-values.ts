import type { ProfileForm, ProfileFormField } from "@qs/domain/profile-form";
import { profileRegionSchema } from "@qs/domain/region";
import type { StoredProfile } from "./profile-store";

/**
 * The values of a rendered profile form and their mapping to the stored profile
 * (profile spec §3 "Form field names": cotizante_sexo/edad/ingreso, pareja_*,
 * cargas_sexo/edad, mascota_edad/raza/tipo).
 *
 * `single` holds the elements of ordinary groups by element name; `groups` holds the rows of
 * repeatable groups (cargas, mascota, colectivos) by group name.
 */
export type FormValue = string | number | boolean | null;
export type FormRow = Record<string, FormValue>;
export interface FormValues {
  single: Record<string, FormValue>;
  groups: Record<string, FormRow[]>;
}

export const emptyValues = (): FormValues => ({ single: {}, groups: {} });

/** The values as the rule set and POST /api/profile-form/data read them: a repeatable element is a list. */
export function flattenValues(values: FormValues): Record<string, unknown> {
  const flat: Record<string, unknown> = { ...values.single };
  for (const rows of Object.values(values.groups)) {
    for (const row of rows) {
      for (const [name, value] of Object.entries(row)) {
        const list = (flat[name] as unknown[] | undefined) ?? [];
        list.push(value);
        flat[name] = list;
      }
    }
  }
  return flat;
}

const empty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A typed number ('1.200' with thousand dots, '35') as a number; anything else unchanged. */
function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.replaceAll(".", "").trim();
  if (text === "") return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : value;
}

const ROW_FIELDS: Record<string, Record<string, string>> = {
  cargas: { cargas_sexo: "sexo", cargas_edad: "edad", parentescoCarga: "parentescoCarga" },
  mascota: { mascota_tipo: "especie", mascota_raza: "raza", mascota_edad: "edad" },
};

function personOf(single: Record<string, FormValue>, prefix: string) {
  const person: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(single)) {
    if (!name.startsWith(`${prefix}_`) || empty(value)) continue;
    const field = name.slice(prefix.length + 1);
    person[field] = field === "sexo" ? value : toNumber(value);
  }
  return person;
}

function isNumberElement(form: ProfileForm, name: string): boolean {
  return form.profileFormFields.some((field) =>
    field.elements.some((element) => element.fldName === name && element.dataType === "number"),
  );
}

const TITULAR_GROUPS = new Set(["titular", "cotizante"]);

/**
 * The profile a submitted form describes. The first cotizante holds cotizante_* and the
 * titular group (EPS, maternity, nationality, coverage country); with 'pareja' on, a second
 * cotizante holds pareja_*; dependants and pets come from their repeatable groups.
 */
export function profileFromValues(
  form: ProfileForm,
  values: FormValues,
  previous: StoredProfile | null,
  ingresodatos: boolean,
  /** What lookup elements store for their chosen values (see storedLookupValues). */
  lookupValues: Readonly<Record<string, unknown>> = {},
): StoredProfile {
  const { single, groups } = values;
  const profile: StoredProfile = { ...(previous ?? {}), ingresodatos };
  const fields = form.profileFormFields;
  const has = (name: string) => fields.some((field) => field.fldName === name);
  const typedValue = (name: string) => {
    const value = single[name];
    if (empty(value)) return null;
    return isNumberElement(form, name) ? toNumber(value) : value;
  };

  if (has("cotizante")) {
    const titular = personOf(single, "cotizante");
    for (const field of fields) {
      if (!TITULAR_GROUPS.has(field.groupedBy ?? "") || field.fldName === "cotizante") continue;
      for (const element of field.elements) {
        const value = typedValue(element.fldName);
        if (value !== null) titular[element.fldName] = value;
      }
    }
    const enPareja = single.enPareja === true;
    profile.enPareja = enPareja;
    profile.cotizante = [
      { ...titular, tipo: "cotizante" },
      ...(enPareja ? [{ ...personOf(single, "pareja"), tipo: "pareja" as const }] : []),
    ];
  }
  if (has("cargas")) {
    profile.cargas = (groups.cargas ?? []).map((row) => {
      const dependant: Record<string, unknown> = { tipo: "carga" };
      for (const [name, field] of Object.entries(ROW_FIELDS.cargas ?? {})) {
        if (!empty(row[name]))
          dependant[field] = field === "edad" ? toNumber(row[name]) : row[name];
      }
      if (dependant.parentescoCarga) dependant.parentesco = dependant.parentescoCarga;
      return dependant;
    });
  }
  if (has("mascota")) {
    profile.mascota = (groups.mascota ?? []).map((row) => {
      const pet: Record<string, unknown> = { parentesco: "Mascota" };
      for (const [name, field] of Object.entries(ROW_FIELDS.mascota ?? {})) {
        if (!empty(row[name])) pet[field] = field === "edad" ? toNumber(row[name]) : row[name];
      }
      return pet as { parentesco: "Mascota" };
    });
  }
  if (has("colectivo")) {
    const colectivo: Record<string, unknown> = {};
    for (const element of fields.find((field) => field.fldName === "colectivo")?.elements ?? []) {
      const value = typedValue(element.fldName);
      if (value !== null) colectivo[element.fldName] = value;
    }
    profile.colectivo = colectivo;
    const employees = toNumber(single.cantidadempleados);
    profile.cantidadempleados = typeof employees === "number" ? employees : null;
  }
  if (has("colectivos")) {
    profile.colectivos = (groups.colectivos ?? []).map((row) => ({
      cantidadDeTrabajadores: Number(toNumber(row.cantidadDeTrabajadores) ?? 0) || 0,
      cantidadDeCargas: (toNumber(row.cantidadDeCargas) as number | null) ?? null,
    }));
  }
  if (has("sctr")) {
    const sctr: Record<string, unknown> = {};
    for (const element of fields.find((field) => field.fldName === "sctr")?.elements ?? []) {
      const value = typedValue(element.fldName);
      if (value !== null) sctr[element.fldName] = value;
    }
    profile.sctr = sctr;
  }
  if (has("prevision")) profile.prevision = (typedValue("prevision") as string | null) ?? null;
  // The price call reads the region as its record (code, name, order, abbreviation), never a
  // bare code: the record comes from the regions lookup, or stays as stored when the same
  // region is still chosen and the list could not be read.
  if (has("region")) {
    const chosen = single.region;
    const looked = profileRegionSchema.safeParse(lookupValues.region);
    const kept = profileRegionSchema.safeParse(previous?.region);
    if (looked.success) profile.region = looked.data;
    else if (kept.success && String(kept.data.stateCode) === String(chosen)) {
      profile.region = kept.data;
    } else delete profile.region;
  }
  if (profile.region != null && !profileRegionSchema.safeParse(profile.region).success) {
    delete profile.region;
  }
  return profile;
}

const asFormValue = (value: unknown): FormValue =>
  value === undefined
    ? null
    : typeof value === "object" && value !== null
      ? null
      : (value as FormValue);

/** The form values a stored profile prefills (the reverse of profileFromValues). */
export function valuesFromProfile(form: ProfileForm, profile: StoredProfile | null): FormValues {
  const values = emptyValues();
  if (!profile) return values;
  const fields = form.profileFormFields;
  const elementNames = new Set(fields.flatMap((field) => field.elements.map((e) => e.fldName)));
  const put = (name: string, value: unknown) => {
    if (elementNames.has(name) && value !== undefined && value !== null) {
      values.single[name] = asFormValue(value);
    }
  };
  const [titular, partner] = (profile.cotizante ?? []) as Record<string, unknown>[];
  for (const [field, value] of Object.entries(titular ?? {})) {
    put(`cotizante_${field}`, value);
    put(field, value);
  }
  const enPareja = profile.enPareja === true || Boolean(partner);
  if (elementNames.has("enPareja")) values.single.enPareja = enPareja;
  for (const [field, value] of Object.entries(partner ?? {})) put(`pareja_${field}`, value);
  const colectivo = (profile.colectivo ?? {}) as Record<string, unknown>;
  for (const [field, value] of Object.entries(colectivo)) put(field, value);
  if (profile.cantidadempleados != null) put("cantidadempleados", profile.cantidadempleados);
  for (const [field, value] of Object.entries((profile.sctr ?? {}) as Record<string, unknown>)) {
    put(field, value);
  }
  if (typeof profile.prevision === "string") put("prevision", profile.prevision);
  if (profile.region?.stateCode != null) put("region", profile.region.stateCode);

  const rows = (group: string, list: readonly Record<string, unknown>[] | null | undefined) => {
    const mapping = ROW_FIELDS[group] ?? {};
    values.groups[group] = (list ?? []).map((item) => {
      const row: FormRow = {};
      for (const [name, field] of Object.entries(mapping)) row[name] = asFormValue(item[field]);
      return row;
    });
  };
  if (fields.some((field) => field.fldName === "cargas")) {
    rows("cargas", profile.cargas as Record<string, unknown>[] | null);
  }
  if (fields.some((field) => field.fldName === "mascota")) {
    rows("mascota", profile.mascota as Record<string, unknown>[] | null);
  }
  if (fields.some((field) => field.fldName === "colectivos")) {
    values.groups.colectivos = (profile.colectivos ?? []).map((group) => ({
      cantidadDeTrabajadores: asFormValue(group.cantidadDeTrabajadores),
      cantidadDeCargas: asFormValue(group.cantidadDeCargas),
    }));
  }
  return values;
}

/** A new empty row of a repeatable group, with each element's default value. */
export function newRow(field: ProfileFormField): FormRow {
  const row: FormRow = {};
  for (const element of field.elements) {
    row[element.fldName] =
      element.defaultValue === undefined || element.defaultValue === null
        ? null
        : element.defaultValue;
  }
  return row;
}
