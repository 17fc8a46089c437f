import type { PDFFont } from "pdf-lib";

/**
 * Text a PDF's standard fonts can draw. pdf-lib's standard fonts (Helvetica...) encode
 * WinAnsi only: Latin-1 (á, é, ñ, ¿, «») and a few signs (€, “”, –, …); drawing anything else
 * throws. A quote prints what the catalogue holds (plan and insurer names) and what Intl
 * writes (a narrow no-break space in some locales' numbers), so every string goes through
 * here first: a few signs get a written equivalent, a letter with a mark the font lacks
 * loses the mark (ő → o), and whatever is left becomes '?', never an exception.
 */

/** Signs with a readable WinAnsi equivalent. */
const EQUIVALENTS: Readonly<Record<string, string>> = {
  "\u2009": " ", // thin space
  "\u202f": " ", // narrow no-break space (Intl's group separator in some locales)
  "\u2007": " ", // figure space
  "\u2002": " ",
  "\u2003": " ",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
  "\u2212": "-", // minus sign
  "\u2010": "-",
  "\u2011": "-", // non-breaking hyphen
  "\u2032": "'",
  "\u2033": '"',
  "\u0141": "L", // Ł and the other letters NFKD does not take apart
  "\u0142": "l",
  "\u0110": "D",
  "\u0111": "d",
  "\u0131": "i",
  "\u0126": "H",
  "\u0127": "h",
  "\u00ad": "", // soft hyphen
  "\u200b": "", // zero-width space
  "\ufeff": "",
};

const COMBINING_MARK = /\p{M}/u;

/** The code points `font` can encode. */
export function fontCharacters(font: PDFFont): ReadonlySet<number> {
  return new Set(font.getCharacterSet());
}

/** `text` on one line, with only characters in `supported`. */
export function pdfSafeText(text: string, supported: ReadonlySet<number>): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      out += " ";
      continue;
    }
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const equivalent = EQUIVALENTS[char];
    if (equivalent !== undefined) {
      out += equivalent;
      continue;
    }
    const base = [...char.normalize("NFKD")].filter(
      (part) => !COMBINING_MARK.test(part) && supported.has(part.codePointAt(0) ?? 0),
    );
    out += base.length > 0 ? base.join("") : COMBINING_MARK.test(char) ? "" : "?";
  }
  return out;
}
