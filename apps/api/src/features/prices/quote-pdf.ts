import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { fontCharacters, pdfSafeText } from "../../platform/pdf-text";
import type { Quote } from "./build-quote";

/**
 * A quote as a PDF (pdf-lib, standard Helvetica: nothing to embed, a few kilobytes, a few
 * milliseconds): a title with the issue date and validity, one block per plan (name, insurer,
 * price for the profile, estimated yearly cost, data date), the assumptions, the validity and
 * the ranking note, on A4 pages with a footer. Every string passes `pdfSafeText`, so a
 * character the font lacks is replaced, never a failed answer.
 */

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const TOP = PAGE_HEIGHT - MARGIN;
const BOTTOM = 64;
const WIDTH = PAGE_WIDTH - MARGIN * 2;

const ink = rgb(0.12, 0.13, 0.16);
const muted = rgb(0.38, 0.4, 0.45);
const accent = rgb(0.08, 0.36, 0.65);
const rule = rgb(0.82, 0.84, 0.87);

export const QUOTE_TITLE = "Cotización de planes";
const FOOTER =
  "Precios referenciales calculados con los datos del catálogo de demostración; la aseguradora confirma el precio al contratar.";

interface Style {
  font: PDFFont;
  size: number;
  color: ReturnType<typeof rgb>;
  /** Space before the block, in points. */
  before?: number;
  indent?: number;
}

/** Lays text out top to bottom, wrapping words and adding pages as needed. */
class Writer {
  page!: PDFPage;
  y = TOP;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly chars: ReadonlySet<number>,
  ) {
    this.addPage();
  }

  addPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = TOP;
  }

  text(value: string, style: Style) {
    const indent = style.indent ?? 0;
    const leading = style.size * 1.35;
    this.y -= style.before ?? 0;
    for (const line of wrap(
      pdfSafeText(value, this.chars),
      style.font,
      style.size,
      WIDTH - indent,
    )) {
      if (this.y - leading < BOTTOM) this.addPage();
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        font: style.font,
        size: style.size,
        color: style.color,
      });
    }
  }

  rule(before = 8) {
    if (this.y - before < BOTTOM) this.addPage();
    this.y -= before;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.6,
      color: rule,
    });
  }

  /** Starts a new page when less than `height` points are left (keeps a block together). */
  keep(height: number) {
    if (this.y - height < BOTTOM) this.addPage();
  }
}

/** Words of `text` in lines no wider than `width`; a word longer than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

/** The quote's PDF bytes. */
export async function renderQuotePdf(quote: Quote): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const chars = fontCharacters(regular);
  const safe = (value: string) => pdfSafeText(value, chars);
  doc.setTitle(safe(`${QUOTE_TITLE} · ${quote.issued}`));
  doc.setSubject(safe(quote.plans.map((plan) => plan.name).join(", ")));
  doc.setLanguage("es");
  doc.setCreationDate(quote.issuedAt);
  doc.setModificationDate(quote.issuedAt);

  const w = new Writer(doc, chars);
  const body: Style = { font: regular, size: 10, color: ink };
  const small: Style = { font: regular, size: 9, color: muted };
  const heading = (text: string) => {
    w.keep(60);
    w.text(text, { font: bold, size: 13, color: accent, before: 18 });
    w.rule(6);
  };

  w.text(QUOTE_TITLE, { font: bold, size: 22, color: ink });
  w.text(`Fecha de emisión: ${quote.issued}`, { ...body, before: 8 });
  w.text(`Válida hasta el ${quote.validUntil}`, body);

  heading(quote.plans.length === 1 ? "Plan cotizado" : "Planes cotizados");
  for (const plan of quote.plans) {
    w.keep(110);
    w.text(plan.name, { font: bold, size: 12, color: ink, before: 10 });
    w.text(
      [plan.insurer ? `Aseguradora: ${plan.insurer}` : null, plan.category]
        .filter(Boolean)
        .join(" · "),
      small,
    );
    w.text(
      plan.price
        ? `Precio para tu perfil: ${plan.price}`
        : "Precio para tu perfil: no disponible para todas las personas del perfil.",
      { ...body, font: plan.price ? bold : regular, before: 4 },
    );
    for (const note of plan.priceNotes) w.text(note, { ...small, indent: 12 });
    if (plan.yearlyCost) w.text(`Costo anual estimado: ${plan.yearlyCost}`, body);
    if (plan.dataDate) w.text(`Datos actualizados el ${plan.dataDate}`, small);
  }

  heading("Supuestos");
  for (const assumption of quote.assumptions) w.text(`• ${assumption}`, { ...body, before: 3 });

  heading("Vigencia");
  w.text(
    `Esta cotización es válida por ${quote.validityDays} días, hasta el ${quote.validUntil}. Después de esa fecha los precios, las ofertas y el valor de la UF pueden cambiar.`,
    body,
  );

  heading("¿Cómo ordenamos?");
  for (const paragraph of quote.rankingNote) w.text(paragraph, { ...body, before: 3 });

  const total = w.pages.length;
  w.pages.forEach((page, index) => {
    const lines = wrap(safe(FOOTER), regular, 7.5, WIDTH - 60);
    lines.forEach((line, row) => {
      page.drawText(line, {
        x: MARGIN,
        y: 40 - row * 10,
        font: regular,
        size: 7.5,
        color: muted,
      });
    });
    const number = `${index + 1} / ${total}`;
    page.drawText(number, {
      x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(number, 7.5),
      y: 40,
      font: regular,
      size: 7.5,
      color: muted,
    });
  });
  return doc.save();
}
