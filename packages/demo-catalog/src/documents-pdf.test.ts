import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  DEMO_FOOTER,
  type PdfBlock,
  type PdfTemplates,
  renderPdf,
  toWinAnsi,
} from "./documents-pdf";

const content = (blocks: PdfBlock[]) => ({
  title: "Condiciones generales · Pólizas de Salud",
  issuer: "Seguros Andinos",
  color: "#0d47a1",
  date: new Date("2024-03-01T12:00:00Z"),
  blocks,
});

const paragraph =
  "Los accidentes y las urgencias se cubren desde el primer día de vigencia, según el cuadro de coberturas del plan. ".repeat(
    6,
  );

describe("renderPdf", () => {
  it("writes a PDF of one page for a short document, titled and marked as demonstration data", async () => {
    const bytes = await renderPdf(
      content([
        { type: "title", text: "Condiciones Generales" },
        { type: "paragraph", text: paragraph },
      ]),
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Condiciones generales · Pólizas de Salud");
    expect(pdf.getSubject()).toBe(DEMO_FOOTER);
    expect(DEMO_FOOTER).toContain("Datos de demostración");
  });

  it("flows long text onto as many pages as it needs", async () => {
    const blocks: PdfBlock[] = Array.from(
      { length: 40 },
      () => ({ type: "paragraph", text: paragraph }) as const,
    );
    const pages = (await PDFDocument.load(await renderPdf(content(blocks)))).getPageCount();
    expect(pages).toBeGreaterThan(3);
  });

  it("starts a new page at a page break, but never leaves an empty page", async () => {
    const breaks = await renderPdf(
      content([
        { type: "pageBreak" },
        { type: "paragraph", text: "Uno." },
        { type: "pageBreak" },
        { type: "pageBreak" },
        { type: "paragraph", text: "Dos." },
      ]),
    );
    expect((await PDFDocument.load(breaks)).getPageCount()).toBe(2);
  });

  it("repeats long tables over pages", async () => {
    const rows = Array.from({ length: 150 }, (_, index) => [
      `Prestación ${index + 1}`,
      "Cubierta al 100%",
    ]);
    const bytes = await renderPdf(
      content([{ type: "table", columns: ["Prestación", "Cobertura"], widths: [0.6, 0.4], rows }]),
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(2);
  });

  it("renders shared pages once and copies them into each document", async () => {
    const templates: PdfTemplates = new Map();
    const form: PdfBlock = {
      type: "shared",
      key: "claim-form",
      blocks: [
        { type: "heading", text: "Anexo 4. Formulario de solicitud de reembolso" },
        { type: "formFields", fields: ["Nombre completo:", "Número de póliza:"] },
      ],
    };
    const withText = await renderPdf(
      content([
        { type: "paragraph", text: "Uno." },
        form,
        { type: "pageBreak" },
        { type: "paragraph", text: "Dos." },
      ]),
      templates,
    );
    const alone = await renderPdf(content([form]), templates);
    expect(templates.size).toBe(1);
    expect((await PDFDocument.load(withText)).getPageCount()).toBe(3);
    expect((await PDFDocument.load(alone)).getPageCount()).toBe(1);
  });

  it("gives the same bytes for the same content", async () => {
    const blocks: PdfBlock[] = [
      { type: "title", text: "Plan de Salud", subtitle: "Colmena Libre Elección 90" },
      { type: "keyValues", rows: [["Plan", "Colmena Libre Elección 90"]] },
      { type: "checklist", items: ["¿Padece alguna enfermedad crónica?"] },
      { type: "formFields", fields: ["Nombre completo:"] },
      { type: "notice", text: "Documento de demostración." },
      { type: "signatures", names: ["Firma del asegurado"] },
      { type: "list", items: ["Uno", "Dos"], numbered: true },
    ];
    expect(await renderPdf(content(blocks))).toEqual(await renderPdf(content(blocks)));
  });
});

describe("toWinAnsi", () => {
  it("keeps Spanish letters and replaces signs the standard fonts cannot draw", () => {
    expect(toWinAnsi("Cónyuge, niño, ¿Qué? ¡Sí! · –")).toBe("Cónyuge, niño, ¿Qué? ¡Sí! · –");
    expect(toWinAnsi("edad ≥ 18 → ✓")).toBe("edad >= 18 -> ?");
  });
});
