import { ApiError } from "@qs/api-client/api-client";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import { SiteHarness } from "@qs/test-support/site-harness";
import {
  PostedFormProvider,
  type PostedFormState,
  type ServerForm,
  ServerFormProvider,
} from "@qs/ui/posted-form";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DetailHarness, sampleDetailProduct } from "../testing/detail-harness";
import { RequestForm, type SendPlanRequest } from "./request-form";

const PLAN = "/Seguros/Seguros-Andinos/Salud-Esencial";

function renderForm(
  send: SendPlanRequest,
  config: CountryConfig = sampleCountryConfig,
  options: { path?: string; posted?: PostedFormState; onForm?: (form: ServerForm) => void } = {},
) {
  render(
    <SiteHarness config={config} initialPath={options.path ?? "/"}>
      <ServerFormProvider onForm={options.onForm ?? (() => {})}>
        <PostedFormProvider state={options.posted ?? null}>
          <DetailHarness>
            <RequestForm
              product={sampleDetailProduct}
              origin={`${PLAN}/Solicitar`}
              postTo={`${PLAN}/Solicitar`}
              send={send}
            />
          </DetailHarness>
        </PostedFormProvider>
      </ServerFormProvider>
    </SiteHarness>,
  );
}

async function fill(identification = "1020304050") {
  await userEvent.type(await screen.findByLabelText("Nombre completo"), "Ana Pérez");
  await userEvent.type(screen.getByLabelText(/Número de identificación|RUT/), identification);
  await userEvent.type(screen.getByLabelText("Correo electrónico"), "ana@example.com");
  await userEvent.type(screen.getByLabelText("Teléfono"), "300 123 4567");
  await userEvent.click(screen.getByRole("checkbox"));
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Me interesa" }));

describe("request form", () => {
  it("names the country's data-protection law in the consent, with the policy link", async () => {
    renderForm(vi.fn());
    expect(
      await screen.findByText(new RegExp(sampleCountryConfig.dataProtectionLaw)),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute(
      "href",
      "/Politicas",
    );
  });

  it("shows each field's message and sends nothing while the form is invalid", async () => {
    const send = vi.fn<SendPlanRequest>();
    renderForm(send);
    await screen.findByLabelText("Nombre completo");
    await submit();
    expect(screen.getAllByText("campo requerido")).toHaveLength(4);
    expect(
      screen.getByText("Debes aceptar los términos y condiciones para enviar tu solicitud"),
    ).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends origin, isInternalTraffic and the product, then confirms what happens next", async () => {
    const send = vi.fn<SendPlanRequest>(async () => ({}));
    renderForm(send);
    await fill();
    await submit();
    expect(await screen.findByRole("heading", { name: "¡Recibimos tu solicitud!" })).toBeVisible();
    expect(screen.getByText(/Un asesor te contactará/)).toHaveTextContent("ana@example.com");
    const [body, key] = send.mock.calls[0] ?? [];
    expect(body).toMatchObject({
      nombre: "Ana Pérez",
      rutsolicitud: "1020304050",
      telefono: "3001234567",
      agree: true,
      origin: "/Seguros/Seguros-Andinos/Salud-Esencial/Solicitar",
      isInternalTraffic: false,
      productId: 1001,
      price: 120000,
    });
    expect(key).toMatch(/^[\x21-\x7e]{8,200}$/);
  });

  it("gives the visitor the link to their data page with the receipt's code in the fragment", async () => {
    const accessToken = "k".repeat(43);
    renderForm(vi.fn<SendPlanRequest>(async () => ({ accessToken })));
    await fill();
    await submit();
    const link = await screen.findByRole("link", { name: "Ver, descargar o borrar mis datos" });
    expect(link).toHaveAttribute("href", `/mis-datos#codigo=${accessToken}`);
    expect(screen.getByText(/lleva tu código de acceso/)).toBeVisible();
  });

  it("shows no data-page link when the answer carries no code", async () => {
    renderForm(vi.fn<SendPlanRequest>(async () => ({})));
    await fill();
    await submit();
    await screen.findByRole("heading", { name: "¡Recibimos tu solicitud!" });
    expect(screen.queryByRole("link", { name: /mis datos/ })).toBeNull();
  });

  it("on failure keeps everything typed, and a resend of the same data reuses its key", async () => {
    const send = vi
      .fn<SendPlanRequest>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce({});
    renderForm(send);
    await fill();
    await submit();
    expect(await screen.findByText(/No pudimos enviar tu solicitud/)).toBeVisible();
    expect(screen.getByLabelText("Nombre completo")).toHaveValue("Ana Pérez");
    expect(screen.getByLabelText("Correo electrónico")).toHaveValue("ana@example.com");
    expect(screen.getByRole("checkbox")).toBeChecked();
    await submit();
    expect(await screen.findByRole("heading", { name: "¡Recibimos tu solicitud!" })).toBeVisible();
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
  });

  it("in Chile asks for the RUT, validates it and shows it dotted and dashed", async () => {
    const send = vi.fn<SendPlanRequest>(async () => ({}));
    renderForm(send, { ...sampleCountryConfig, identification: "rut" });
    const rut = await screen.findByLabelText("RUT");
    await userEvent.type(rut, "123456780");
    await userEvent.tab();
    expect(rut).toHaveValue("12.345.678-0");
    await submit();
    expect(screen.getByText("RUT inválido")).toBeVisible();
    await userEvent.clear(rut);
    await userEvent.type(rut, "123456785");
    await userEvent.tab();
    expect(rut).toHaveValue("12.345.678-5");
  });

  it("without JavaScript is POSTed to the plan's Solicitar tab, naming itself, consent as 'agree'", async () => {
    renderForm(vi.fn(), sampleCountryConfig, { path: "/?utm_source=correo" });
    const form = (await screen.findByLabelText("Nombre completo")).closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", `${PLAN}/Solicitar?utm_source=correo`);
    expect(form?.querySelector('input[type="hidden"][name="formulario"]')).toHaveValue("solicitud");
    expect(screen.getByRole("checkbox")).toHaveAttribute("name", "agree");
  });

  it("answering a POST, shows the values sent, each field's message and the API's", async () => {
    renderForm(vi.fn(), sampleCountryConfig, {
      posted: {
        form: "solicitud",
        fields: { nombre: "Ana Pérez", identificacion: "", email: "ana@", telefono: "300" },
        errors: { identificacion: "campo requerido" },
        message: "Demasiadas solicitudes. Intenta nuevamente en 5 minutos.",
        outcome: "invalid",
      },
    });
    expect(await screen.findByLabelText("Nombre completo")).toHaveValue("Ana Pérez");
    expect(screen.getByLabelText("Número de identificación")).toHaveAccessibleDescription(
      "campo requerido",
    );
    expect(screen.getByLabelText("Correo electrónico")).toHaveValue("ana@");
    expect(screen.getByLabelText("Correo electrónico")).toHaveAccessibleDescription(
      "Ingresa un correo electrónico válido",
    );
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(screen.getByText(/Demasiadas solicitudes/)).toBeVisible();
  });

  it("on the page marked sent, confirms without the e-mail or a code it never had", async () => {
    renderForm(vi.fn(), sampleCountryConfig, { path: `${PLAN}/Solicitar?enviado=1` });
    expect(await screen.findByRole("heading", { name: "¡Recibimos tu solicitud!" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Te enviamos un correo con el enlace");
    expect(screen.queryByRole("link", { name: /mis datos/ })).toBeNull();
  });

  it("on the server, is judged by the same rules and sent with a key of its content", async () => {
    const send = vi
      .fn<SendPlanRequest>()
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(
        new ApiError(
          400,
          { error: "Datos inválidos", issues: [{ path: "nombre", message: "Nombre largo" }] },
          "/api/solicitarplans",
        ),
      );
    const forms: ServerForm[] = [];
    renderForm(send, sampleCountryConfig, { onForm: (form) => forms.push(form) });
    await screen.findByLabelText("Nombre completo");
    const declared = forms.at(-1);
    expect(declared?.form).toBe("solicitud");
    const invalid = await declared?.submit(new URLSearchParams({ nombre: "Ana Pérez" }));
    expect(invalid).toMatchObject({
      sent: false,
      fields: { nombre: "Ana Pérez", identificacion: "", email: "", telefono: "" },
      errors: {
        identificacion: "campo requerido",
        agree: "Debes aceptar los términos y condiciones para enviar tu solicitud",
      },
      outcome: "invalid",
    });
    expect(send).not.toHaveBeenCalled();
    const fields = new URLSearchParams({
      nombre: "Ana Pérez",
      identificacion: "1020304050",
      email: "ana@example.com",
      telefono: "300 123 4567",
      agree: "on",
    });
    expect(await declared?.submit(fields)).toEqual({ sent: true });
    const [body, key] = send.mock.calls[0] ?? [];
    expect(body).toMatchObject({
      nombre: "Ana Pérez",
      telefono: "3001234567",
      origin: `${PLAN}/Solicitar`,
      isInternalTraffic: false,
      productId: 1001,
    });
    expect(key).toMatch(/^solicitud-[0-9a-f]{64}$/);
    expect(await declared?.submit(fields)).toMatchObject({
      sent: false,
      errors: { nombre: "Nombre largo" },
      outcome: "invalid",
    });
    expect(send.mock.calls[1]?.[1]).toBe(key);
  });
});
