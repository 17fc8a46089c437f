/**
 * Organization types (profile spec §3 "Organization types"). Kept free of zod so the
 * comparator can list them without loading the schema library.
 */
export const ORGANIZATION_TYPES = [
  "ISAPRE",
  "ASEG",
  "PRESTADOR",
  "EPS",
  "CORREDOR",
  "CORREDORA",
  "MEDICINA PREPAGADA",
  "CLINICA",
  "FUNDACION",
  "REASEG",
  "POLIZA",
  "MASCOTAS",
  "DOMICILIO",
  "ASISTENCIA",
] as const;
