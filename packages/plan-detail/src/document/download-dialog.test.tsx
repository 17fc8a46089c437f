import { SiteHarness } from "@qs/test-support/site-harness";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DetailHarness } from "../testing/detail-harness";
import { DownloadDialog, type SendDownload } from "./download-dialog";

function renderDialog(send: SendDownload, onClose = vi.fn(), language: "es" | "en" = "es") {
  render(
    <SiteHarness language={language}>
      <DetailHarness>
        <DownloadDialog
          documentUrl="/api/documents/42/file"
          insuranceId={7}
          onClose={onClose}
          send={send}
        />
      </DetailHarness>
    </SiteHarness>,
  );
  return onClose;
}

const email = () => screen.findByLabelText("Correo electrónico");
const confirm = () => screen.getByRole("button", { name: "Confirmar" });

afterEach(() => vi.useRealTimers());

describe("download dialog", () => {
  it("asks for an e-mail: Confirmar stays disabled while it is missing or invalid", async () => {
    const send = vi.fn<SendDownload>();
    renderDialog(send);
    expect(await screen.findByRole("heading", { name: "Descargar Documento" })).toBeVisible();
    expect(confirm()).toBeDisabled();
    fireEvent.blur(await email());
    expect(screen.getByText("El correo electrónico es obligatorio")).toBeVisible();
    await userEvent.type(await email(), "ana@");
    expect(screen.getByText("Ingresa un correo electrónico válido")).toBeVisible();
    expect(confirm()).toBeDisabled();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the body with the fallbacks, shows 'Enviando...' then the success, and closes after 2 s", async () => {
    let finish: () => void = () => {};
    const send = vi.fn<SendDownload>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const onClose = renderDialog(send);
    await userEvent.type(await email(), "ana@example.com");
    vi.useFakeTimers();
    fireEvent.click(confirm());
    expect(screen.getByRole("button", { name: "Enviando..." })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      fingerprintId: "Sin Fingerprint",
      document_id: 42,
      insurance_id: 7,
      email: "ana@example.com",
    });
    await act(async () => finish());
    expect(screen.getByText("Enlace de descarga enviado a tu correo electrónico")).toBeVisible();
    act(() => vi.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      { status: 400, body: { error: "Datos inválidos", message: "email requerido" } },
      "Error de validación: email requerido",
    ],
    [{ status: 400, body: null }, "Error de validación: Datos inválidos"],
    [{ status: 429, body: null }, "Límite de descargas alcanzado. Intenta nuevamente en 24 horas."],
    [{ status: 503, body: null }, "Error al generar enlace de descarga. Intenta nuevamente."],
  ])("answer %j shows '%s' and keeps the e-mail", async (failure, message) => {
    renderDialog(vi.fn<SendDownload>(async () => Promise.reject(failure)));
    await userEvent.type(await email(), "ana@example.com");
    await userEvent.click(confirm());
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(await email()).toHaveValue("ana@example.com");
  });

  it("words a refusal in the page's language, the server's own words marked as Spanish", async () => {
    const failure = {
      status: 400,
      body: { error: "Datos inválidos", message: "Documento no válido" },
    };
    renderDialog(
      vi.fn<SendDownload>(async () => Promise.reject(failure)),
      vi.fn(),
      "en",
    );
    await userEvent.type(await screen.findByLabelText("E-mail"), "ana@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Validation error: Documento no válido");
    expect(alert.querySelector('[lang="es"]')).toHaveTextContent("Documento no válido");
  });
});
