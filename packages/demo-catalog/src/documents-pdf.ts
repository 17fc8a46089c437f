import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * Renders product documents (general and particular conditions) as real
 * multi-page PDFs with pdf-lib: a header with the insurer, headings,
 * wrapped clauses, lists, tables, a health questionnaire and a claim form,
 * and a footer on every page that marks the document as demonstration data.
 */

export type PdfBlock =
  | { type: "title"; text: string; subtitle?: string }
  | { type: "heading"; text: string }
  | { type: "subheading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: readonly string[]; numbered?: boolean }
  | {
      type: "table";
      columns: readonly string[];
      /** Column widths as fractions of the text width. */
      widths: readonly number[];
      rows: ReadonlyArray<readonly string[]>;
    }
  | { type: "keyValues"; rows: ReadonlyArray<readonly [string, string]> }
  | { type: "checklist"; items: readonly string[] }
  | { type: "formFields"; fields: readonly string[] }
  | { type: "notice"; text: string }
  | { type: "signatures"; names: readonly string[] }
  | { type: "pageBreak" }
  /**
   * Whole pages that many documents share word for word (forms, questionnaires,
   * glossaries): rendered once per template cache and copied into each
   * document, which then only adds its own header and page numbers.
   */
  | { type: "shared"; key: string; blocks: readonly PdfBlock[] };

/** Rendered shared pages by key; one cache serves every document of a catalogue build. */
export type PdfTemplates = Map<string, Promise<PDFDocument>>;

export interface PdfContent {
  /** Document title (metadata and page header). */
  title: string;
  /** Insurer shown in the page header. */
  issuer: string;
  /** Brand colour of the insurer, '#rrggbb'. */
  color: string;
  /** Creation date written in the file (fixed, so the bytes are the same on every build). */
  date: Date;
  blocks: readonly PdfBlock[];
}

/** The note printed on every page. */
export const DEMO_FOOTER = "Datos de demostración · Documento ilustrativo sin validez contractual";

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 56;
const TOP = PAGE_HEIGHT - 78;
const BOTTOM = 62;
const TEXT_WIDTH = PAGE_WIDTH - MARGIN_X * 2;

const BODY_SIZE = 9.5;
const BODY_LEADING = 13.2;
const SMALL_SIZE = 8.2;
const SMALL_LEADING = 10.6;

const black = rgb(0.13, 0.13, 0.15);
const grey = rgb(0.42, 0.44, 0.48);
const lightGrey = rgb(0.8, 0.81, 0.84);

const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Text the standard fonts can encode (WinAnsi): other signs are replaced. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text
    .replace(/[\u00a0\u2009\u202f]/g, " ")
    .replace(/≤/g, "<=")
    .replace(/≥/g, ">=")
    .replace(/→/g, "->")) {
    const code = char.codePointAt(0) ?? 63;
    out += code < 256 || WIN_ANSI_EXTRAS.has(char) ? char : "?";
  }
  return out;
}

function hexColor(hex: string, mixWithWhite = 0) {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c + (1 - c) * mixWithWhite;
  };
  return rgb(channel(16), channel(8), channel(0));
}

class Layout {
  private page!: PDFPage;
  private y = TOP;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly content: PdfContent,
    /** False for shared pages: the documents they are copied into add header and footer. */
    private readonly decorated = true,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = TOP;
    if (this.decorated) this.header(this.page);
  }

  /** Takes pages copied from shared pages: they get the header, and the next content starts on a new page. */
  adopt(pages: readonly PDFPage[]): void {
    if (this.y >= TOP && this.pages.length > 0) {
      this.pdf.removePage(this.pdf.getPageCount() - 1);
      this.pages.pop();
    }
    for (const page of pages) {
      this.pdf.addPage(page);
      this.pages.push(page);
      this.header(page);
      this.page = page;
    }
    this.y = BOTTOM - 1;
  }

  private header(page: PDFPage): void {
    const brand = hexColor(this.content.color);
    page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 8, width: PAGE_WIDTH, height: 8, color: brand });
    page.drawText(toWinAnsi(this.content.issuer), {
      x: MARGIN_X,
      y: PAGE_HEIGHT - 34,
      size: 10,
      font: this.bold,
      color: brand,
    });
    const title = toWinAnsi(this.content.title);
    const size = 8;
    const width = this.regular.widthOfTextAtSize(title, size);
    page.drawText(title, {
      x: PAGE_WIDTH - MARGIN_X - Math.min(width, 300),
      y: PAGE_HEIGHT - 33,
      size,
      font: this.regular,
      color: grey,
      maxWidth: 300,
    });
    page.drawLine({
      start: { x: MARGIN_X, y: PAGE_HEIGHT - 44 },
      end: { x: PAGE_WIDTH - MARGIN_X, y: PAGE_HEIGHT - 44 },
      thickness: 0.6,
      color: lightGrey,
    });
  }

  private ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  private readonly widths = new Map<string, number>();

  /** Width of a word, measured once per font and size. */
  private measure(word: string, font: PDFFont, size: number): number {
    const key = `${font === this.bold ? "b" : "r"}${size}:${word}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = font.widthOfTextAtSize(word, size);
      this.widths.set(key, width);
    }
    return width;
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const words = toWinAnsi(text)
      .split(/\s+/)
      .filter((word) => word !== "");
    const space = this.measure(" ", font, size);
    const lines: string[] = [];
    let line = "";
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = this.measure(word, font, size);
      if (line !== "" && lineWidth + space + wordWidth > width) {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        lineWidth = line === "" ? wordWidth : lineWidth + space + wordWidth;
        line = line === "" ? word : `${line} ${word}`;
      }
    }
    if (line !== "") lines.push(line);
    return lines;
  }

  /** Draws lines of text, as few text objects as possible: one per page the lines fall on. */
  private lines(
    lines: readonly string[],
    options: {
      x?: number;
      size?: number;
      leading?: number;
      font?: PDFFont;
      color?: ReturnType<typeof rgb>;
    } = {},
  ): void {
    const size = options.size ?? BODY_SIZE;
    const leading = options.leading ?? BODY_LEADING;
    let rest = lines;
    while (rest.length > 0) {
      this.ensure(leading);
      const fit = Math.max(1, Math.floor((this.y - BOTTOM) / leading));
      const chunk = rest.slice(0, fit);
      rest = rest.slice(fit);
      this.page.drawText(chunk.join("\n"), {
        x: options.x ?? MARGIN_X,
        y: this.y - size,
        size,
        lineHeight: leading,
        font: options.font ?? this.regular,
        color: options.color ?? black,
      });
      this.y -= leading * chunk.length;
    }
  }

  title(text: string, subtitle?: string): void {
    const brand = hexColor(this.content.color);
    this.y -= 120;
    for (const line of this.wrap(text, this.bold, 24, TEXT_WIDTH)) {
      this.page.drawText(line, { x: MARGIN_X, y: this.y, size: 24, font: this.bold, color: brand });
      this.y -= 30;
    }
    if (subtitle) {
      this.y -= 4;
      for (const line of this.wrap(subtitle, this.regular, 14, TEXT_WIDTH)) {
        this.page.drawText(line, {
          x: MARGIN_X,
          y: this.y,
          size: 14,
          font: this.regular,
          color: black,
        });
        this.y -= 19;
      }
    }
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - 6, width: 90, height: 3, color: brand });
    this.y -= 30;
  }

  heading(text: string): void {
    this.ensure(BODY_LEADING * 4);
    this.y -= 8;
    const lines = this.wrap(text.toUpperCase(), this.bold, 11, TEXT_WIDTH);
    this.lines(lines, {
      size: 11,
      leading: 15,
      font: this.bold,
      color: hexColor(this.content.color),
    });
    this.y -= 3;
  }

  subheading(text: string): void {
    this.ensure(BODY_LEADING * 3);
    this.y -= 3;
    this.lines(this.wrap(text, this.bold, BODY_SIZE, TEXT_WIDTH), { font: this.bold });
  }

  paragraph(text: string): void {
    this.lines(this.wrap(text, this.regular, BODY_SIZE, TEXT_WIDTH));
    this.y -= 5;
  }

  list(items: readonly string[], numbered: boolean): void {
    items.forEach((item, index) => {
      const marker = numbered ? `${String.fromCharCode(97 + (index % 26))})` : "•";
      const lines = this.wrap(item, this.regular, BODY_SIZE, TEXT_WIDTH - 18);
      this.ensure(BODY_LEADING * Math.min(lines.length, 2));
      this.page.drawText(marker, {
        x: MARGIN_X + 4,
        y: this.y - BODY_SIZE,
        size: BODY_SIZE,
        font: this.regular,
        color: black,
      });
      this.lines(lines, { x: MARGIN_X + 18 });
      this.y -= 1.5;
    });
    this.y -= 4;
  }

  /** A table: a shaded header row (repeated on each page), a rule under every row and column rules. */
  table(
    columns: readonly string[],
    widths: readonly number[],
    rows: ReadonlyArray<readonly string[]>,
  ): void {
    const columnWidths = widths.map((fraction) => fraction * TEXT_WIDTH);
    const padding = 4;
    let segmentTop = this.y;
    const closeSegment = () => {
      let x = MARGIN_X;
      for (const width of [0, ...columnWidths]) {
        x += width;
        this.page.drawLine({
          start: { x, y: segmentTop },
          end: { x, y: this.y },
          thickness: 0.5,
          color: lightGrey,
        });
      }
    };
    const drawRow = (cells: readonly string[], header: boolean) => {
      const font = header ? this.bold : this.regular;
      const wrapped = cells.map((cell, index) =>
        this.wrap(cell, font, SMALL_SIZE, (columnWidths[index] ?? 60) - padding * 2),
      );
      const height =
        Math.max(...wrapped.map((lines) => lines.length), 1) * SMALL_LEADING + padding * 2;
      if (this.y - height < BOTTOM) {
        closeSegment();
        this.newPage();
        segmentTop = this.y;
        this.page.drawLine({
          start: { x: MARGIN_X, y: this.y },
          end: { x: MARGIN_X + TEXT_WIDTH, y: this.y },
          thickness: 0.5,
          color: lightGrey,
        });
        if (!header) drawRow(columns, true);
      }
      if (header) {
        this.page.drawRectangle({
          x: MARGIN_X,
          y: this.y - height,
          width: TEXT_WIDTH,
          height,
          color: hexColor(this.content.color, 0.85),
        });
      }
      let x = MARGIN_X;
      wrapped.forEach((lines, index) => {
        if (lines.length > 0) {
          this.page.drawText(lines.join("\n"), {
            x: x + padding,
            y: this.y - padding - SMALL_SIZE,
            size: SMALL_SIZE,
            lineHeight: SMALL_LEADING,
            font,
            color: black,
          });
        }
        x += columnWidths[index] ?? 60;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN_X, y: this.y },
        end: { x: MARGIN_X + TEXT_WIDTH, y: this.y },
        thickness: 0.5,
        color: lightGrey,
      });
    };
    this.ensure(SMALL_LEADING * 5);
    segmentTop = this.y;
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: MARGIN_X + TEXT_WIDTH, y: this.y },
      thickness: 0.5,
      color: lightGrey,
    });
    drawRow(columns, true);
    for (const row of rows) drawRow(row, false);
    closeSegment();
    this.y -= 10;
  }

  keyValues(rows: ReadonlyArray<readonly [string, string]>): void {
    this.table(
      ["Dato", "Detalle"],
      [0.34, 0.66],
      rows.map(([key, value]) => [key, value]),
    );
  }

  checklist(items: readonly string[]): void {
    items.forEach((item, index) => {
      const lines = this.wrap(`${index + 1}. ${item}`, this.regular, BODY_SIZE, TEXT_WIDTH - 96);
      this.ensure(lines.length * BODY_LEADING + 6);
      const top = this.y;
      for (const [label, offset] of [
        ["Sí", 70],
        ["No", 34],
      ] as const) {
        const x = PAGE_WIDTH - MARGIN_X - offset;
        this.page.drawText(label, {
          x,
          y: top - BODY_SIZE,
          size: SMALL_SIZE,
          font: this.regular,
          color: black,
        });
        this.page.drawRectangle({
          x: x + 13,
          y: top - BODY_SIZE - 1,
          width: 9,
          height: 9,
          borderColor: grey,
          borderWidth: 0.7,
        });
      }
      this.lines(lines);
      this.y -= 5;
    });
    this.y -= 4;
  }

  formFields(fields: readonly string[]): void {
    for (const field of fields) {
      this.ensure(26);
      const label = toWinAnsi(field);
      this.page.drawText(label, {
        x: MARGIN_X,
        y: this.y - 14,
        size: BODY_SIZE,
        font: this.regular,
        color: black,
      });
      const start = MARGIN_X + this.regular.widthOfTextAtSize(label, BODY_SIZE) + 6;
      this.page.drawLine({
        start: { x: start, y: this.y - 15 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: this.y - 15 },
        thickness: 0.5,
        color: grey,
      });
      this.y -= 26;
    }
    this.y -= 6;
  }

  notice(text: string): void {
    const lines = this.wrap(text, this.bold, BODY_SIZE, TEXT_WIDTH - 20);
    const height = lines.length * BODY_LEADING + 14;
    this.ensure(height + 6);
    this.page.drawRectangle({
      x: MARGIN_X,
      y: this.y - height,
      width: TEXT_WIDTH,
      height,
      color: hexColor(this.content.color, 0.9),
      borderColor: hexColor(this.content.color, 0.5),
      borderWidth: 0.8,
    });
    this.y -= 7;
    this.lines(lines, { x: MARGIN_X + 10, font: this.bold });
    this.y -= 13;
  }

  signatures(names: readonly string[]): void {
    this.ensure(90);
    this.y -= 50;
    const slot = TEXT_WIDTH / names.length;
    names.forEach((name, index) => {
      const x = MARGIN_X + index * slot + 10;
      this.page.drawLine({
        start: { x, y: this.y },
        end: { x: x + slot - 30, y: this.y },
        thickness: 0.6,
        color: grey,
      });
      for (const [lineIndex, line] of this.wrap(
        name,
        this.regular,
        SMALL_SIZE,
        slot - 30,
      ).entries()) {
        this.page.drawText(line, {
          x,
          y: this.y - 12 - lineIndex * SMALL_LEADING,
          size: SMALL_SIZE,
          font: this.regular,
          color: black,
        });
      }
    });
    this.y -= 40;
  }

  footers(): void {
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN_X, y: 44 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: 44 },
        thickness: 0.5,
        color: lightGrey,
      });
      page.drawText(toWinAnsi(DEMO_FOOTER), {
        x: MARGIN_X,
        y: 30,
        size: 7.5,
        font: this.regular,
        color: grey,
      });
      const label = `Página ${index + 1} de ${total}`;
      const width = this.regular.widthOfTextAtSize(toWinAnsi(label), 7.5);
      page.drawText(toWinAnsi(label), {
        x: PAGE_WIDTH - MARGIN_X - width,
        y: 30,
        size: 7.5,
        font: this.regular,
        color: grey,
      });
    });
  }

  render(block: PdfBlock): void {
    switch (block.type) {
      case "title":
        this.title(block.text, block.subtitle);
        return;
      case "heading":
        this.heading(block.text);
        return;
      case "subheading":
        this.subheading(block.text);
        return;
      case "paragraph":
        this.paragraph(block.text);
        return;
      case "list":
        this.list(block.items, block.numbered ?? false);
        return;
      case "table":
        this.table(block.columns, block.widths, block.rows);
        return;
      case "keyValues":
        this.keyValues(block.rows);
        return;
      case "checklist":
        this.checklist(block.items);
        return;
      case "formFields":
        this.formFields(block.fields);
        return;
      case "notice":
        this.notice(block.text);
        return;
      case "signatures":
        this.signatures(block.names);
        return;
      case "pageBreak":
        if (this.y < TOP) this.newPage();
        return;
      case "shared":
        throw new Error("Shared pages are copied by renderPdf");
    }
  }
}

const NEUTRAL_COLOR = "#37474f";

/** Renders shared pages once (undecorated) and keeps them, saved and reloaded, for copying. */
function sharedPages(
  key: string,
  blocks: readonly PdfBlock[],
  templates: PdfTemplates,
): Promise<PDFDocument> {
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const pdf = await PDFDocument.create({ updateMetadata: false });
      const layout = new Layout(
        pdf,
        pdf.embedStandardFont(StandardFonts.Helvetica),
        pdf.embedStandardFont(StandardFonts.HelveticaBold),
        { title: key, issuer: "", color: NEUTRAL_COLOR, date: new Date(0), blocks },
        false,
      );
      for (const block of blocks) if (block.type !== "shared") layout.render(block);
      return PDFDocument.load(await pdf.save({ useObjectStreams: false }), {
        updateMetadata: false,
      });
    })();
    templates.set(key, template);
  }
  return template;
}

/** The PDF bytes of a document. */
export async function renderPdf(
  content: PdfContent,
  templates: PdfTemplates = new Map(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = pdf.embedStandardFont(StandardFonts.Helvetica);
  const bold = pdf.embedStandardFont(StandardFonts.HelveticaBold);
  pdf.setTitle(toWinAnsi(content.title));
  pdf.setAuthor(toWinAnsi(content.issuer));
  pdf.setSubject(DEMO_FOOTER);
  pdf.setKeywords(["demo", "condiciones", "seguro de salud"]);
  pdf.setProducer("QueSeguro");
  pdf.setCreator("QueSeguro");
  pdf.setLanguage("es");
  pdf.setCreationDate(content.date);
  pdf.setModificationDate(content.date);
  const layout = new Layout(pdf, regular, bold, content);
  for (const block of content.blocks) {
    if (block.type === "shared") {
      const template = await sharedPages(block.key, block.blocks, templates);
      layout.adopt(await pdf.copyPages(template, template.getPageIndices()));
    } else {
      layout.render(block);
    }
  }
  layout.footers();
  return pdf.save({ useObjectStreams: false });
}
