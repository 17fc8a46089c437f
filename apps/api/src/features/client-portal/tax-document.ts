import type { PortalPeriod } from "@qs/domain/api/portal";
import { formatCodedAmount } from "@qs/domain/format-money";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { fontCharacters, pdfSafeText } from "../../platform/pdf-text";

/**
 * The tax document of a paid period (pdf-lib): who was billed, for which policy and period,
 * the amount and its date. Ours: a demonstration document, marked as such, in the shape of a
 * receipt; the spec's tax-document state (ACTIVE, CANCELLED) is the period's.
 */

export const TAX_DOCUMENT_TITLE = "Documento tributario";

export interface TaxDocumentInput {
  policyNumber: string;
  productName: string;
  insurerName: string;
  billedTo: string;
  identification: string | null;
  period: PortalPeriod;
  issuedOn: string;
}

const money = (amount: number, currency: string) => formatCodedAmount(amount, currency, "es-CL");

export async function renderTaxDocument(input: TaxDocumentInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${TAX_DOCUMENT_TITLE} ${input.policyNumber}-${input.period.period}`);
  pdf.setLanguage("es");
  // A fixed date: the same period gives the same file.
  const issued = new Date(`${input.issuedOn}T00:00:00Z`);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = fontCharacters(font);
  let y = 780;
  const line = (text: string, size = 11, strong = false) => {
    page.drawText(pdfSafeText(text, supported), {
      x: 56,
      y,
      size,
      font: strong ? bold : font,
      color: rgb(0.1, 0.1, 0.15),
    });
    y -= size + 10;
  };
  line(TAX_DOCUMENT_TITLE, 20, true);
  line("Documento de demostración: no tiene validez tributaria.", 10);
  y -= 10;
  line(`Póliza: ${input.policyNumber}`, 12, true);
  line(`Plan: ${input.productName} de ${input.insurerName}`);
  line(`Facturado a: ${input.billedTo}`);
  if (input.identification) line(`Identificación: ${input.identification}`);
  y -= 10;
  line(`Período: ${input.period.period} (vence el ${input.period.dueDate})`);
  line(`Pagado el: ${(input.period.paidAt ?? "").slice(0, 10)}`);
  line(`Monto: ${money(input.period.amount, input.period.currency)}`, 14, true);
  line(`Estado: ${input.period.taxDocument ?? "ACTIVE"}`);
  line(`Emitido el: ${input.issuedOn}`);
  return pdf.save({ useObjectStreams: false });
}
