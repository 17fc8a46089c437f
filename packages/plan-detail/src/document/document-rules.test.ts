import { describe, expect, it } from "vitest";
import {
  buildDownloadRequest,
  documentIdFromUrl,
  downloadEmailError,
  downloadFailure,
} from "./download-request";
import { clampPage, renderedPageCount, showsReadMore } from "./viewer-rules";

describe("document viewer limits", () => {
  it("keeps the page between 1 and the page count", () => {
    expect(clampPage(0, 12)).toBe(1);
    expect(clampPage(1, 12)).toBe(1);
    expect(clampPage(12, 12)).toBe(12);
    expect(clampPage(13, 12)).toBe(12);
    expect(clampPage(5, 0)).toBe(1);
  });

  it("renders 7 pages outside a modal, all in a modal or once expanded", () => {
    expect(renderedPageCount(12, { modal: false, expanded: false })).toBe(7);
    expect(renderedPageCount(12, { modal: true, expanded: false })).toBe(12);
    expect(renderedPageCount(12, { modal: false, expanded: true })).toBe(12);
    expect(renderedPageCount(5, { modal: false, expanded: false })).toBe(5);
  });

  it("offers 'Seguir leyendo...' only when pages are held back", () => {
    expect(showsReadMore(8, { modal: false, expanded: false })).toBe(true);
    expect(showsReadMore(7, { modal: false, expanded: false })).toBe(false);
    expect(showsReadMore(8, { modal: true, expanded: false })).toBe(false);
  });
});

describe("download request", () => {
  it("checks the e-mail with the dialog's messages", () => {
    expect(downloadEmailError("")).toBe("El correo electrónico es obligatorio");
    expect(downloadEmailError("   ")).toBe("El correo electrónico es obligatorio");
    expect(downloadEmailError("ana@")).toBe("Ingresa un correo electrónico válido");
    expect(downloadEmailError("ana@example.com")).toBeNull();
  });

  it("takes the document id after 'documents', else 1111", () => {
    expect(documentIdFromUrl("/api/documents/42/file")).toBe(42);
    expect(documentIdFromUrl("https://cdn.example/documents/7")).toBe(7);
    expect(documentIdFromUrl("/files/plan.pdf")).toBe(1111);
    expect(documentIdFromUrl("/api/documents/abc/file")).toBe(1111);
    expect(documentIdFromUrl(null)).toBe(1111);
  });

  it("falls back to insurance 2434 and fingerprint 'Sin Fingerprint'", () => {
    expect(
      buildDownloadRequest({
        documentUrl: "/api/documents/42/file",
        insuranceId: null,
        fingerprint: "",
        email: " ana@example.com ",
      }),
    ).toEqual({
      fingerprintId: "Sin Fingerprint",
      document_id: 42,
      insurance_id: 2434,
      email: "ana@example.com",
    });
    expect(
      buildDownloadRequest({
        documentUrl: "/api/documents/42/file",
        insuranceId: 9,
        fingerprint: "fp-1",
        email: "a@b.co",
      }),
    ).toMatchObject({ fingerprintId: "fp-1", insurance_id: 9 });
  });

  it("maps answers to the spec's messages", () => {
    expect(downloadFailure({ status: 400, body: { message: "Documento no válido" } })).toEqual({
      validation: true,
      message: "Documento no válido",
    });
    expect(downloadFailure({ status: 400, body: null })).toEqual({
      validation: true,
      message: "Datos inválidos",
    });
    expect(downloadFailure({ status: 429 })).toEqual({
      validation: false,
      message: "Límite de descargas alcanzado. Intenta nuevamente en 24 horas.",
    });
    expect(downloadFailure({ status: 500 })).toEqual({
      validation: false,
      message: "Error al generar enlace de descarga. Intenta nuevamente.",
    });
    expect(downloadFailure(new TypeError("offline"))).toEqual({
      validation: false,
      message: "Error al generar enlace de descarga. Intenta nuevamente.",
    });
  });
});
