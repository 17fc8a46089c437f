/**
 * Filter ids from comma-separated strings as integers ('1, 2,3' → [1, 2, 3]). Accepts one
 * string or several (a repeated query parameter); entries that are not whole numbers are
 * dropped (ids are never negative).
 */
export function parseIdList(value: string | readonly string[] | null | undefined): number[] {
  if (value === null || value === undefined) return [];
  const parts = (typeof value === "string" ? [value] : value).flatMap((text) => text.split(","));
  return parts
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map((part) => Number.parseInt(part, 10));
}
