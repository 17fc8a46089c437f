import { dateTimeFormat } from "./intl-formats";
/**
 * How fresh a plan's data is: the catalogue's per-product update time shown as a day
 * ('Datos actualizados el 24 de noviembre de 2026') on the plan page, the comparison and
 * the quote PDF.
 *
 * The day is read in UTC, not in the reader's time zone: the server renders the page and the
 * browser hydrates it, and both must write the same day (a time zone of its own would make
 * the two disagree near midnight). The update time is a catalogue write, so a day's
 * difference at the edge of a time zone says nothing wrong about the data.
 */

/** A day in the locale's long form ('24 de noviembre de 2026'); null for a missing or bad date. */
export function formatDataDate(
  value: string | Date | null | undefined,
  locale: string,
): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dayFormat(locale).format(date);
}

/** The kept formatter of the locale; an unknown locale falls back to generic Spanish. */
function dayFormat(locale: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };
  try {
    return dateTimeFormat(locale, options);
  } catch {
    return dateTimeFormat("es", options);
  }
}
