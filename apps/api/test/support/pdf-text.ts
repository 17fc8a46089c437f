import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The text of a PDF as pdf.js reads it (the legacy build, the one meant for Node): one line
 * per text item, pages in order. pdf.js 6 calls `Promise.withResolvers`, which Node 22 has
 * and Node 20 lacks: the standard polyfill is installed before it loads.
 */

type WithResolvers = <T>() => {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason?: unknown) => void;
};

const promiseStatics = Promise as unknown as { withResolvers?: WithResolvers };
promiseStatics.withResolvers ??= <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

export interface PdfText {
  pages: number;
  /** Every text item, one per line. */
  text: string;
}

/** Parses `bytes` with pdf.js and returns its pages' text. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const lines: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) if ("str" in item && item.str) lines.push(item.str);
    }
    return { pages: pdf.numPages, text: lines.join("\n") };
  } finally {
    await task.destroy();
  }
}
