import { Button } from "@qs/ui/button";
import { scrollBehavior } from "@qs/ui/reduced-motion";
import { Spinner } from "@qs/ui/spinner";
import { useInternalTraffic } from "@qs/visitor-state/internal-traffic-store";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DownloadDialog, type SendDownload } from "./download-dialog";
import { loadPdf, type PdfLoader, type PdfSource } from "./pdf-source";
import {
  clampPage,
  DEFAULT_PAGE_HEIGHT,
  renderedPageCount,
  SCROLL_FOCUS_DELAY_MS,
  showsReadMore,
} from "./viewer-rules";
import "./document-viewer.css";

export interface DocumentViewerProps {
  /** Address of the PDF. */
  url: string;
  /** Product the document belongs to (download request). */
  insuranceId?: number | null;
  /** In a modal every page renders; on a page the first 7, then 'Seguir leyendo...'. */
  modal?: boolean;
  /** Injected in stories and tests; pdfjs-dist by default. */
  loader?: PdfLoader;
  /** Shows the download button (internal traffic); read from the stored flag by default. */
  internalTraffic?: boolean;
  sendDownload?: SendDownload;
}

type ViewerState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "loaded"; pdf: PdfSource };

/** The PDF of a document tab: loading spinner, pages, previous/next with 'page/total', error image. */
export function DocumentViewer({
  url,
  insuranceId,
  modal = false,
  loader = loadPdf,
  internalTraffic,
  sendDownload,
}: DocumentViewerProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ViewerState>({ status: "loading" });
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // True from loading until the document has been brought into view: the section is busy meanwhile.
  const [settling, setSettling] = useState(true);
  // The stored flag, read after hydration (the server renders as an ordinary visitor).
  const storedInternal = useInternalTraffic();
  const internal = internalTraffic ?? storedInternal;
  const pagesRef = useRef<HTMLDivElement>(null);
  // Set once the visitor turns a page: the document is then where they took it, and the
  // delayed bring-into-view below must not take them back to its first page.
  const turnedRef = useRef(false);

  useEffect(() => {
    let cancelled = false;
    let loaded: PdfSource | null = null;
    setState({ status: "loading" });
    setSettling(true);
    setPage(1);
    turnedRef.current = false;
    loader(url).then(
      (pdf) => {
        loaded = pdf;
        if (!cancelled) setState({ status: "loaded", pdf });
        else pdf.destroy?.();
      },
      () => {
        if (cancelled) return;
        setState({ status: "error" });
        setSettling(false);
      },
    );
    return () => {
      cancelled = true;
      loaded?.destroy?.();
    };
  }, [url, loader]);

  const total = state.status === "loaded" ? state.pdf.numPages : 0;
  const shown = renderedPageCount(total, { modal, expanded });

  // Once loaded, wait before bringing the document into view.
  useEffect(() => {
    if (state.status !== "loaded") return;
    const timer = setTimeout(() => {
      if (!turnedRef.current) {
        pagesRef.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: "start" });
      }
      setSettling(false);
    }, SCROLL_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  const goTo = (next: number) => {
    const target = clampPage(next, total);
    turnedRef.current = true;
    setPage(target);
    if (target > shown) setExpanded(true);
    requestAnimationFrame(() =>
      pagesRef.current
        ?.querySelector(`[data-page="${target}"]`)
        ?.scrollIntoView?.({ behavior: scrollBehavior(), block: "start" }),
    );
  };

  return (
    <section className="qs-document" aria-busy={settling || undefined}>
      {state.status === "loading" && <Spinner label={t("detail.document.loading")} />}
      {state.status === "error" && (
        <div className="qs-document__error" role="alert">
          <svg
            className="qs-document__error-image"
            viewBox="0 0 64 64"
            role="img"
            aria-label={t("detail.document.errorImage")}
          >
            <path d="M14 4h26l14 14v42H14z" fill="#f5f7fb" stroke="#c62828" strokeWidth="3" />
            <path d="M40 4v14h14" fill="none" stroke="#c62828" strokeWidth="3" />
            <path d="M26 32l12 12M38 32L26 44" stroke="#c62828" strokeWidth="4" />
          </svg>
          <p>{t("detail.document.error")}</p>
        </div>
      )}
      {state.status === "loaded" && (
        <>
          <div className="qs-document__toolbar">
            <Button
              variant="ghost"
              onClick={() => goTo(page - 1)}
              disabled={page <= 1}
              aria-label={t("detail.document.previous")}
            >
              ‹
            </Button>
            <span className="qs-document__counter" aria-live="polite">
              {t("detail.document.counter", { page, total })}
            </span>
            <Button
              variant="ghost"
              onClick={() => goTo(page + 1)}
              disabled={page >= total}
              aria-label={t("detail.document.next")}
            >
              ›
            </Button>
            {internal && (
              <Button
                variant="secondary"
                className="qs-document__download"
                onClick={() => setDownloading(true)}
              >
                {t("detail.document.download")}
              </Button>
            )}
          </div>
          <div className="qs-document__pages" ref={pagesRef}>
            {Array.from({ length: shown }, (_, index) => (
              <PdfPage key={`${url}-${index + 1}`} pdf={state.pdf} pageNumber={index + 1} />
            ))}
          </div>
          {showsReadMore(total, { modal, expanded }) && (
            <div className="qs-document__more">
              <Button variant="secondary" onClick={() => setExpanded(true)}>
                {t("detail.document.readMore")}
              </Button>
            </div>
          )}
        </>
      )}
      {downloading && (
        <DownloadDialog
          documentUrl={url}
          insuranceId={insuranceId}
          onClose={() => setDownloading(false)}
          send={sendDownload}
        />
      )}
    </section>
  );
}

function PdfPage({ pdf, pageNumber }: { pdf: PdfSource; pageNumber: number }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const width = Math.min(canvas.parentElement?.clientWidth || 800, 900);
    let cancelled = false;
    pdf.renderPage(pageNumber, canvas, width).then(
      (drawn) => {
        if (!cancelled) setHeight(drawn);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [pdf, pageNumber]);
  return (
    <figure
      className="qs-document__page"
      data-page={pageNumber}
      style={{ minHeight: height ?? DEFAULT_PAGE_HEIGHT }}
      aria-label={t("detail.document.pageLabel", { page: pageNumber })}
    >
      <canvas ref={canvasRef} />
    </figure>
  );
}
