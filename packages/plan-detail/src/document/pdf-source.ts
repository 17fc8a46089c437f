/** A loaded PDF as the viewer uses it: its page count and a way to draw one page. */
export interface PdfSource {
  numPages: number;
  /** Draws page `pageNumber` (1-based) into the canvas at the given CSS width; answers its CSS height. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, width: number): Promise<number>;
  destroy?(): void;
}

export type PdfLoader = (url: string) => Promise<PdfSource>;

/**
 * Loads a PDF with pdfjs-dist. The library and its worker (a separate asset) are
 * fetched only when a document is shown, as their own chunks.
 */
export const loadPdf: PdfLoader = async (url) => {
  const [pdfjs, worker] = await Promise.all([
    import("pdfjs-dist"),
    import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
  ]);
  if (!pdfjs.GlobalWorkerOptions.workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({ url });
  const document = await task.promise;
  return {
    numPages: document.numPages,
    async renderPage(pageNumber, canvas, width) {
      const page = await document.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const ratio = globalThis.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${viewport.height / ratio}px`;
      await page.render({ canvas, viewport }).promise;
      return viewport.height / ratio;
    },
    destroy() {
      void task.destroy();
    },
  };
};
