import type { Locator, Request } from "@playwright/test";

/**
 * The consent step of the profile modal: the profile's health data is sent only once the
 * visitor ticks this box (and the site has recorded the consent).
 */
export const CONSENT_LABEL = "Acepto que se usen mis datos de salud para cotizar planes";
/** Above the prices while a stored profile waits for that consent (a `perfil` link's, say). */
export const CONSENT_PROMPT =
  "Tienes un perfil guardado, pero los precios no lo consideran: falta tu consentimiento para usar tus datos de salud.";

/** Ticks the consent box of the profile modal, once the registry's text has loaded. */
export async function agreeToHealthData(dialog: Locator): Promise<void> {
  await dialog.getByRole("checkbox", { name: CONSENT_LABEL }).check();
}

/**
 * True when a request carries the stored profile's health data: the profile form check, a
 * price for the profile (one product or a page of them) or the listing sorted by it.
 */
export function carriesProfile(request: Request): boolean {
  if (request.method() !== "POST") return false;
  const { pathname } = new URL(request.url());
  if (pathname === "/api/profile-form/data") return true;
  if (/^\/api\/insurance\/\d+\/calculatePrice$/.test(pathname)) return true;
  if (pathname === "/api/compare/products/byProfilePrice") return true;
  if (pathname === "/api/insurance/calculatePrices") {
    const body = request.postDataJSON() as { profile?: unknown } | null;
    return body?.profile != null;
  }
  return false;
}
