/**
 * Which profile a product type uses (profile spec §3 "Other entities" insurance types and
 * "Other profiles"): pets, collective, SCTR and international products have their own
 * profiles; every other type prices the persons of the visitor profile.
 */
export type ProfileKind = "persons" | "pets" | "collective" | "sctr" | "international";

const PET_TYPES = new Set(["SEGURO_MASCOTAS", "SEGURO_MASCOTA_GENERAL"]);
const COLLECTIVE_TYPES = new Set(["SEGURO COLECTIVO"]);
const SCTR_TYPES = new Set(["SCTR"]);
const INTERNATIONAL_TYPES = new Set(["SEGURO INTERNACIONAL"]);

/** Product types whose profile takes no dependants: colectivo, SCTR and SEGURO COLECTIVO. */
const NO_DEPENDANT_TYPES = new Set(["COLECTIVO", "SCTR", "SEGURO COLECTIVO"]);

const normalise = (name: string | null | undefined) => (name ?? "").trim().toUpperCase();

/** The kind of profile a product type name is priced with. */
export function profileKindOf(productTypeName: string | null | undefined): ProfileKind {
  const name = normalise(productTypeName);
  if (PET_TYPES.has(name)) return "pets";
  if (COLLECTIVE_TYPES.has(name)) return "collective";
  if (SCTR_TYPES.has(name)) return "sctr";
  if (INTERNATIONAL_TYPES.has(name)) return "international";
  return "persons";
}

/** Adding dependants is not allowed for colectivo, SCTR and SEGURO COLECTIVO. */
export function allowsDependants(productTypeName: string | null | undefined): boolean {
  return !NO_DEPENDANT_TYPES.has(normalise(productTypeName));
}
