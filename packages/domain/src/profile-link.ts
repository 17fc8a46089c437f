/**
 * Profile links (profile spec §2): the profile travels in query parameter `perfil` as
 * base64 of its JSON (UTF-8). Uses TextEncoder, TextDecoder, atob and btoa, present in
 * browsers and in Node.
 */

type TextRuntime = {
  TextEncoder: new () => { encode(input: string): Uint8Array };
  TextDecoder: new (
    label?: string,
    options?: { fatal?: boolean },
  ) => { decode(input: Uint8Array): string };
  atob(data: string): string;
  btoa(data: string): string;
};

const runtime = globalThis as unknown as TextRuntime;

/** A schema with zod's `safeParse` shape, to validate a decoded profile. */
export type ProfileParser<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
};

/**
 * Base64 of the profile's JSON, UTF-8 safe: the perfil link's encoding ('Compartir' writes it).
 */
export function encodeProfileLink(profile: unknown): string {
  const bytes = new runtime.TextEncoder().encode(JSON.stringify(profile));
  let binary = "";
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return runtime.btoa(binary);
}

/**
 * Decodes a `perfil` value into a profile object. Accepts URL-safe base64, missing padding
 * and '+' turned into spaces by query decoding. Returns null (never throws) for anything
 * that is not base64 of a JSON object, or that the given schema rejects.
 */
export function decodeProfileLink(value: string | null | undefined): Record<string, unknown> | null;
export function decodeProfileLink<T>(
  value: string | null | undefined,
  schema: ProfileParser<T>,
): T | null;
export function decodeProfileLink<T>(
  value: string | null | undefined,
  schema?: ProfileParser<T>,
): T | Record<string, unknown> | null {
  if (!value) return null;
  try {
    let base64 = value.trim().replace(/ /g, "+").replace(/-/g, "+").replace(/_/g, "/");
    if (base64.length % 4 === 1) return null;
    while (base64.length % 4 !== 0) base64 += "=";
    const binary = runtime.atob(base64);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    const json = new runtime.TextDecoder("utf-8", { fatal: true }).decode(bytes);
    const data: unknown = JSON.parse(json);
    if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
    if (!schema) return data as Record<string, unknown>;
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
