/**
 * The URL form of a display name: accents removed and each space replaced by a hyphen
 * ('Clínica Dávila' → 'Clinica-Davila'). Letter case is kept; compare slugs case-insensitively.
 */
export function slugifyDisplayName(displayName: string): string {
  return displayName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/\s/g, "-");
}
