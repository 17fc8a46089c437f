import { describe, expect, it } from "vitest";
import {
  documentDownloadFallbacks,
  documentDownloadRequestSchema,
  documentMetadataSchema,
} from "./document";

describe("documentMetadataSchema", () => {
  it("parses a document and keeps unknown fields", () => {
    const parsed = documentMetadataSchema.parse({
      id: 77,
      insuranceId: 2434,
      name: "Condiciones generales",
      url: "https://cdn.example.com/documents/77/condiciones.pdf",
      pages: 12,
      sizeBytes: 245760,
      mime: "application/pdf",
    });
    expect(parsed).toMatchObject({ pages: 12, mime: "application/pdf" });
  });

  it("accepts a document without pages and size, refuses one without url", () => {
    const minimal = { id: 1, insuranceId: 2, name: "Póliza", url: "/p.pdf" };
    expect(documentMetadataSchema.safeParse(minimal).success).toBe(true);
    expect(
      documentMetadataSchema.safeParse({ ...minimal, url: undefined }).error?.issues[0]?.path,
    ).toEqual(["url"]);
  });
});

describe("documentDownloadRequestSchema", () => {
  const request = {
    fingerprintId: "fp-1",
    document_id: 77,
    insurance_id: 2434,
    email: "ana@example.cl",
  };

  it("accepts a request, including the fallback ids", () => {
    expect(documentDownloadRequestSchema.safeParse(request).success).toBe(true);
    expect(
      documentDownloadRequestSchema.safeParse({
        ...request,
        fingerprintId: documentDownloadFallbacks.fingerprintId,
        document_id: documentDownloadFallbacks.documentId,
        insurance_id: documentDownloadFallbacks.insuranceId,
      }).success,
    ).toBe(true);
  });

  it("refuses an empty e-mail with 'El correo electrónico es obligatorio'", () => {
    const issue = documentDownloadRequestSchema.safeParse({ ...request, email: "" }).error
      ?.issues[0];
    expect(issue?.path).toEqual(["email"]);
    expect(issue?.message).toBe("El correo electrónico es obligatorio");
  });

  it("refuses an invalid e-mail with 'Ingresa un correo electrónico válido'", () => {
    const issue = documentDownloadRequestSchema.safeParse({ ...request, email: "ana@" }).error
      ?.issues[0];
    expect(issue?.message).toBe("Ingresa un correo electrónico válido");
  });
});
