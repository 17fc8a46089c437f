/** What the API's tests send and expect again and again: a plan request and the privacy answers. */

/**
 * A valid plan request (POST /api/insurance/request) for the demo catalogue's AND-ESENCIAL
 * plan from `email`; `extra` adds or replaces fields (a name, a price, a profile).
 */
export const planRequest = <Extra extends Record<string, unknown>>(
  email: string,
  extra: Extra = {} as Extra,
) => ({
  nombre: "María José Pérez",
  rutsolicitud: "1020304050",
  email,
  telefono: "+573001234567",
  agree: true,
  origin: "/Seguros/Seguros-Andinos/Salud-Esencial/Solicitar",
  productCode: "AND-ESENCIAL",
  ...extra,
});

/** The Authorization header of a visitor's or staff member's token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** 'Mis datos' without a code. */
export const TOKEN_REQUIRED = { error: "Falta el código de acceso a tus datos" };
/** 'Mis datos' with a code that reaches nothing (never says which). */
export const ACCESS_DENIED = {
  error: "El código de acceso no es válido o tus datos ya se borraron",
};
/** A consent given to a text that is no longer the current one. */
export const CONSENT_VERSION_REFUSED = {
  error: "El texto de consentimiento cambió: revísalo y acéptalo de nuevo",
};
