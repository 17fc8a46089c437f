/**
 * Intl formatters kept per locale and options. Making one costs far more than formatting with
 * it (ICU loads the locale's data), and a listing renders the same few for every card: each
 * is made once per process, or per page in the browser. The options come from code, never from
 * a visitor, so the kept set stays small.
 */
const kept = new Map<string, Intl.NumberFormat | Intl.ListFormat | Intl.DateTimeFormat>();

function keep<F extends Intl.NumberFormat | Intl.ListFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = kept.get(key) as F | undefined;
  if (!format) {
    format = make();
    kept.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return keep("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}) {
  return keep("list", locale, options, () => new Intl.ListFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return keep("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}
