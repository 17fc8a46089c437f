import { SiteHarness } from "@qs/test-support/site-harness";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DetailHarness, fakePdfLoader } from "../testing/detail-harness";
import { DocumentViewer, type DocumentViewerProps } from "./document-viewer";

function renderViewer(props: Partial<DocumentViewerProps>) {
  return render(
    <SiteHarness>
      <DetailHarness>
        <DocumentViewer
          url="/api/documents/41/file"
          loader={fakePdfLoader(12)}
          internalTraffic={false}
          {...props}
        />
      </DetailHarness>
    </SiteHarness>,
  );
}

const pages = (container: HTMLElement) => container.querySelectorAll(".qs-document__page");

describe("document viewer", () => {
  it("shows a spinner while the PDF loads", async () => {
    renderViewer({ loader: fakePdfLoader(12, { pending: true }) });
    expect(await screen.findByText("Cargando documento...")).toBeVisible();
  });

  it("is busy until the loaded document has been brought into view, and not after a failure", async () => {
    const { container, unmount } = renderViewer({});
    expect(await screen.findByText("1/12")).toBeVisible();
    const section = container.querySelector(".qs-document");
    expect(section).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(section).not.toHaveAttribute("aria-busy"));
    unmount();
    const failed = renderViewer({ loader: fakePdfLoader(0, { fail: true }) });
    expect(await screen.findByRole("alert")).toBeVisible();
    expect(failed.container.querySelector(".qs-document")).not.toHaveAttribute("aria-busy");
  });

  it("outside a modal renders 7 pages, then 'Seguir leyendo...' reveals the rest", async () => {
    const { container } = renderViewer({});
    expect(await screen.findByText("1/12")).toBeVisible();
    expect(pages(container)).toHaveLength(7);
    await userEvent.click(screen.getByRole("button", { name: "Seguir leyendo..." }));
    expect(pages(container)).toHaveLength(12);
    expect(screen.queryByRole("button", { name: "Seguir leyendo..." })).not.toBeInTheDocument();
  });

  it("in a modal renders every page", async () => {
    const { container } = renderViewer({ modal: true });
    expect(await screen.findByText("1/12")).toBeVisible();
    expect(pages(container)).toHaveLength(12);
    expect(screen.queryByRole("button", { name: "Seguir leyendo..." })).not.toBeInTheDocument();
  });

  it("keeps the page between 1 and the page count", async () => {
    renderViewer({ loader: fakePdfLoader(2) });
    expect(await screen.findByText("1/2")).toBeVisible();
    const previous = screen.getByRole("button", { name: "Página anterior" });
    const next = screen.getByRole("button", { name: "Página siguiente" });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(screen.getByText("2/2")).toBeVisible();
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByText("1/2")).toBeVisible();
  });

  it("going past page 7 reveals the held-back pages", async () => {
    const { container } = renderViewer({});
    expect(await screen.findByText("1/12")).toBeVisible();
    for (let index = 0; index < 7; index += 1)
      await userEvent.click(screen.getByRole("button", { name: "Página siguiente" }));
    expect(screen.getByText("8/12")).toBeVisible();
    expect(pages(container)).toHaveLength(12);
  });

  it("a page turned before the document is brought into view stays in view", async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { container } = renderViewer({});
      expect(await screen.findByText("1/12")).toBeVisible();
      await userEvent.click(screen.getByRole("button", { name: "Página siguiente" }));
      expect(screen.getByText("2/12")).toBeVisible();
      // The delayed bring-into-view has run once the section is no longer busy.
      await waitFor(() =>
        expect(container.querySelector(".qs-document")).not.toHaveAttribute("aria-busy"),
      );
      await waitFor(() => expect(scrolled.length).toBeGreaterThan(0));
      expect(scrolled.at(-1)).toBe(container.querySelector('[data-page="2"]'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("shows the error image and message when loading fails", async () => {
    renderViewer({ loader: fakePdfLoader(0, { fail: true }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No fue posible cargar el documento.",
    );
    expect(screen.getByRole("img", { name: "Documento no disponible" })).toBeInTheDocument();
  });

  it("offers the download only to internal traffic", async () => {
    const { unmount } = renderViewer({});
    expect(await screen.findByText("1/12")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Descargar" })).not.toBeInTheDocument();
    unmount();
    renderViewer({ internalTraffic: true });
    await userEvent.click(await screen.findByRole("button", { name: "Descargar" }));
    expect(screen.getByRole("dialog", { name: "Descargar Documento" })).toBeVisible();
  });
});
