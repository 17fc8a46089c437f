import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadLinks, mailOutbox } from "../src/db/schema";
import { hashToken } from "../src/platform/capability";
import { PRIVATE_LINK } from "../src/platform/mail-outbox";
import { FIXTURE_PDF_PAGES, fixtureIds } from "./fixtures/small-catalog";
import { type Harness, startHarness } from "./support/harness";
import { downloadCodeIn, mailAsSent } from "./support/mail";
import { databaseTargets } from "./support/test-database";

const DOC = fixtureIds.documents.esencialConditions;
const PRODUCT = fixtureIds.products.esencial;

describe.each(databaseTargets())("documents and download links on $name", (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(target, { downloadLinksPerDay: 5 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const generate = (
    email: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    h.send(
      "POST",
      "/api/documentdownload/generate",
      { fingerprintId: "fp-123", document_id: DOC, insurance_id: PRODUCT, email, ...extra },
      headers,
    );

  /** The code of the newest link sent to `email`, read from the message as it is sent. */
  const lastCodeFor = async (email: string) => {
    const mail = (await mailAsSent(h, email)).at(-1);
    if (!mail) throw new Error(`no message to ${email}`);
    return downloadCodeIn(mail.body);
  };

  it("lists the documents of a product, each with the URL of its PDF", async () => {
    const json = await (await h.get(`/api/documents/insurance/${PRODUCT}`)).json();
    expect(json.data).toEqual([
      expect.objectContaining({
        id: DOC,
        insuranceId: PRODUCT,
        name: "Condiciones generales",
        url: `/api/documents/${DOC}/file`,
        pages: FIXTURE_PDF_PAGES,
      }),
    ]);
    expect(
      (await (await h.get(`/api/documents/insurance/${fixtureIds.products.plus}`)).json()).data,
    ).toEqual([]);
  });

  it("serves the PDF bytes of a document", async () => {
    const res = await h.get(`/api/documents/${DOC}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(FIXTURE_PDF_PAGES);
    expect((await h.get("/api/documents/9999/file")).status).toBe(404);
  });

  it("validates the e-mail with the dialog's messages", async () => {
    const invalid = await generate("no-es-correo");
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: "Datos inválidos",
      issues: [{ path: "email", message: "Ingresa un correo electrónico válido" }],
    });
    const empty = await generate("  ");
    expect((await empty.json()).issues).toEqual([
      { path: "email", message: "El correo electrónico es obligatorio" },
    ]);
  });

  it("answers 404 for a document that is not the product's", async () => {
    const res = await generate("wrong@example.com", { insurance_id: fixtureIds.products.plus });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Documento no encontrado" });
  });

  it("writes the link to the outbox, and the code downloads the PDF as an attachment", async () => {
    const res = await generate("Lector@Example.com");
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.queued).toBe(true);
    expect(new Date(data.expiresAt).getTime() - h.clock.now().getTime()).toBe(24 * 60 * 60 * 1000);
    const [mail] = await mailAsSent(h, "lector@example.com");
    expect(mail?.body).toContain(`Descarga "Condiciones generales" desde este enlace`);
    const code = await lastCodeFor("lector@example.com");
    expect(JSON.stringify(data)).not.toContain(code);

    const download = await h.get(`/api/documentdownload/download/${code}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="condiciones-salud-esencial.pdf"$/,
    );
    const pdf = await PDFDocument.load(new Uint8Array(await download.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(FIXTURE_PDF_PAGES);
    // The link's row keeps the code's SHA-256 only, and the queued text no link.
    const [link] = await h.db.orm
      .select()
      .from(downloadLinks)
      .where(eq(downloadLinks.code, hashToken(code)));
    expect(link?.downloads).toBe(1);
    expect(JSON.stringify(await h.db.orm.select().from(downloadLinks))).not.toContain(code);
  });

  it("keeps the link in the queued message only sealed: staff see it as private", async () => {
    await generate("sellado@example.com");
    const code = await lastCodeFor("sellado@example.com");
    const [row] = await h.db.orm
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "sellado@example.com"));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.body).toContain(`horas):\n${PRIVATE_LINK}\n`);
    expect(row?.reference).toBe(hashToken(code));
  });

  it("validates a code until it expires, then answers 410 for it", async () => {
    await generate("expira@example.com");
    const code = await lastCodeFor("expira@example.com");
    const valid = await (await h.get(`/api/documentdownload/validate/${code}`)).json();
    expect(valid.valid).toBe(true);
    expect(typeof valid.expiresAt).toBe("string");
    h.clock.advance(24 * 60 * 60 * 1000);
    const expired = await (await h.get(`/api/documentdownload/validate/${code}`)).json();
    expect(expired).toEqual({ valid: false, expiresAt: valid.expiresAt });
    const gone = await h.get(`/api/documentdownload/download/${code}`);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ error: "El enlace de descarga expiró" });
  });

  it("answers 404 for an unknown code and valid false when validating it", async () => {
    const unknown = "A".repeat(32);
    const res = await h.get(`/api/documentdownload/download/${unknown}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Enlace de descarga no encontrado" });
    expect(await (await h.get(`/api/documentdownload/validate/${unknown}`)).json()).toEqual({
      valid: false,
      expiresAt: null,
    });
  });

  it("refuses more than DOWNLOAD_LINKS_PER_DAY links for one e-mail in 24 hours with 429", async () => {
    const email = "limite@example.com";
    for (let i = 0; i < 5; i++) expect((await generate(email)).status).toBe(201);
    const refused = await generate(email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: "Límite de descargas alcanzado. Intenta nuevamente en 24 horas.",
    });
    // Another e-mail is not limited.
    expect((await generate("otro-lector@example.com")).status).toBe(201);
    // The count is over a sliding 24 hours.
    h.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await generate(email)).status).toBe(201);
  });

  it("counts concurrent requests for one e-mail one after another", async () => {
    const email = "concurrente@example.com";
    const answers = await Promise.all(Array.from({ length: 8 }, () => generate(email)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it("replays the first answer of a retried request with the same Idempotency-Key", async () => {
    const headers = { "Idempotency-Key": "download-key-001" };
    const first = await generate("idem-doc@example.com", {}, headers);
    const second = await generate("idem-doc@example.com", {}, headers);
    expect(second.status).toBe(201);
    expect(await second.text()).toBe(await first.text());
    const rows = await h.db.orm
      .select()
      .from(downloadLinks)
      .where(eq(downloadLinks.email, "idem-doc@example.com"));
    expect(rows).toHaveLength(1);
  });
});
