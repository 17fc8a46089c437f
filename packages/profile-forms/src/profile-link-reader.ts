import type { VisitorProfile } from "@qs/domain/profile";

/**
 * The profile carried by an address (profile spec §4): the `perfil` query parameter or the
 * URL fragment (`#perfil=...` or the bare base64 value), base64 of the profile's JSON.
 */

/** Time before `perfil` is removed from the address. */
export const PERFIL_REMOVAL_MS = 1000;

export interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The raw `perfil` value of an address and where it was found; null when absent. */
export function perfilValue(
  address: AddressParts,
): { value: string; from: "query" | "hash" } | null {
  const query = new URLSearchParams(address.search).get("perfil");
  if (query) return { value: query, from: "query" };
  const hash = address.hash.replace(/^#/, "");
  if (!hash) return null;
  const fromHash = new URLSearchParams(hash).get("perfil");
  if (fromHash) return { value: fromHash, from: "hash" };
  return /^[A-Za-z0-9+/_-]{8,}={0,2}$/.test(hash) ? { value: hash, from: "hash" } : null;
}

/**
 * The product type a shared-profile link names (query parameter `productType`, profile spec
 * §2): it says which of the site's profiles (persons, pets, company) the link's profile is.
 */
export function productTypeValue(address: Pick<AddressParts, "search">): string | null {
  return new URLSearchParams(address.search).get("productType") || null;
}

/** The address without its profile (query parameter `perfil` and the fragment that held it). */
export function addressWithoutPerfil(address: AddressParts, from: "query" | "hash"): string {
  const params = new URLSearchParams(address.search);
  if (from === "query") params.delete("perfil");
  const search = params.toString();
  const hash = from === "hash" ? "" : address.hash;
  return `${address.pathname}${search ? `?${search}` : ""}${hash}`;
}

/**
 * Decodes and validates a `perfil` value. A broken value (not base64, not JSON, not a
 * profile) gives null, never an error.
 */
export async function readPerfil(value: string): Promise<VisitorProfile | null> {
  try {
    const [{ decodeProfileLink }, { visitorProfileSchema }] = await Promise.all([
      import("@qs/domain/profile-link"),
      import("@qs/domain/profile"),
    ]);
    return decodeProfileLink(value, visitorProfileSchema);
  } catch {
    return null;
  }
}

/** Route data (staticData) replaceUrl: the string 'false' keeps `perfil` in the address. */
export function keepsPerfilInAddress(matches: readonly { staticData?: unknown }[]): boolean {
  return matches.some(
    (match) => (match.staticData as { replaceUrl?: unknown } | undefined)?.replaceUrl === "false",
  );
}

/**
 * The profile dialog's own address: the page's path with `ingresa-perfil`, whose value is the
 * product type the dialog asks for (empty for the site's main comparator). Only the path is
 * kept, so a page rendered once for every visitor never carries one visitor's query.
 */
export const PROFILE_DIALOG_PARAM = "ingresa-perfil";

export function profileDialogAddress(pathname: string, productType?: string | null): string {
  return `${pathname}?${new URLSearchParams({ [PROFILE_DIALOG_PARAM]: productType ?? "" })}`;
}

/** The product type an address opens the profile dialog for ("" for the site's main one), or null. */
export function profileDialogValue(address: Pick<AddressParts, "search">): string | null {
  return new URLSearchParams(address.search).get(PROFILE_DIALOG_PARAM);
}

/** The address without the profile dialog's parameter. */
export function addressWithoutProfileDialog(address: AddressParts): string {
  const params = new URLSearchParams(address.search);
  params.delete(PROFILE_DIALOG_PARAM);
  const search = params.toString();
  return `${address.pathname}${search ? `?${search}` : ""}${address.hash}`;
}
