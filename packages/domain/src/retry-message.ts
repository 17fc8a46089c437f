/** Retries of shared calls and their messages (profile spec §8 and §9). */

export const RETRY_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1500;

export const RETRY_EXHAUSTED_MESSAGE =
  "Se ha sobrepasado el limite de intentos ({n}), Intente mas tarde.";

/** 'Se ha sobrepasado el limite de intentos ({n}), Intente mas tarde.' with n filled. */
export function retryExhaustedMessage(attempts: number = RETRY_ATTEMPTS): string {
  return RETRY_EXHAUSTED_MESSAGE.replace("{n}", String(attempts));
}

/** Messages logged on each failed try of a retried call. */
export const RETRY_MESSAGES = {
  organizationsByType: "Error al obtener las organizaciones de tipo {type}",
  countries: "Error al obtener los paises",
  regions: "Error al obtener las regiones",
  workSectors: "Error al obtener los sectores laborales",
  coverageSummary: "Error al obtener resumen de coberturas",
  profilePrice: "Error al obtener el precio del producto para el perfil",
  comparators: "Error al obtener los comparadores",
  ufValue: "Error al obtener el valor de la UF",
} as const;

/** 'Error al obtener las organizaciones de tipo {type}' with the type filled. */
export function organizationsRetryMessage(type: string): string {
  return RETRY_MESSAGES.organizationsByType.replace("{type}", type);
}
