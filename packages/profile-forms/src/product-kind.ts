import { isCollectiveType, SCTR_INSURANCE_TYPE } from "@qs/domain/collective";

/**
 * Which profile a product type uses (profile spec §3 "Other entities" insurance types and
 * "Other profiles"): pets, collective, SCTR and international products have their own
 * profiles; every other type prices the persons of the visitor profile. Which types are
 * company insurance is `@qs/domain/collective`'s rule.
 */
export type ProfileKind = "persons" | "pets" | "collective" | "sctr" | "international";

const PET_TYPES = new Set(["SEGURO_MASCOTAS", "SEGURO_MASCOTA_GENERAL"]);
const INTERNATIONAL_TYPES = new Set(["SEGURO INTERNACIONAL"]);

const normalise = (name: string | null | undefined) => (name ?? "").trim().toUpperCase();

/** The kind of profile a product type name is priced with. */
export function profileKindOf(productTypeName: string | null | undefined): ProfileKind {
  const name = normalise(productTypeName);
  if (PET_TYPES.has(name)) return "pets";
  if (isCollectiveType(name)) return "collective";
  if (name === SCTR_INSURANCE_TYPE) return "sctr";
  if (INTERNATIONAL_TYPES.has(name)) return "international";
  return "persons";
}
