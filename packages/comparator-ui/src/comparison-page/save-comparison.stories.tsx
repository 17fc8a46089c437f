import { type ApiFixture, ComparatorHarness } from "@qs/test-support/comparator-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SaveComparison } from "./save-comparison";
import "./comparison-page.css";

const consentText = {
  body: {
    data: {
      purpose: "alertas",
      version: "alertas-2026-11",
      law: "Ley 1581 de 2012",
      language: "es",
      text: "Consentimiento para guardar tu comparación y avisarte de cambios\n\nQué datos: tu correo, los planes que comparas y, si lo ingresaste, el perfil de las personas que quieres asegurar.",
      publishedAt: "2026-11-25T00:00:00.000Z",
    },
    metadata: { demo: true, country: "CO" },
  },
};

/** The consent text, and the save's answer (`saved`: 201; otherwise the API's refusal). */
const fixture =
  (answer: "saved" | "refused"): ApiFixture =>
  (url) => {
    if (url.pathname === "/api/consents/current") return consentText;
    if (url.pathname === "/api/comparaciones-guardadas")
      return answer === "saved"
        ? {
            status: 201,
            body: {
              data: { accessToken: "x".repeat(43), alerts: "pending" },
              metadata: { demo: true, country: "CO" },
            },
          }
        : {
            status: 400,
            body: {
              error: "Datos inválidos",
              issues: [{ path: "email", message: "Ingresa un correo electrónico válido" }],
            },
          };
    return undefined;
  };

function Save({ answer }: { answer: "saved" | "refused" }) {
  return (
    <ComparatorHarness api={fixture(answer)}>
      <div className="qs-container">
        <SaveComparison codes={["P-1001", "P-1002"]} profile={null} />
      </div>
    </ComparatorHarness>
  );
}

const meta = {
  title: "Comparator/Save comparison",
  component: Save,
  args: { answer: "saved" },
  parameters: {
    docs: {
      description: {
        component:
          "Under a comparison: the visitor leaves an e-mail address with the 'alertas' consent; the server prices the plans for the stored profile and sends a link that shows the comparison on 'Mis datos' and confirms the price alerts.",
      },
    },
  },
} satisfies Meta<typeof Save>;
export default meta;
type Story = StoryObj<typeof meta>;

const openForm: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole("button", { name: "Guardar y avisarme si cambia el precio" }),
  );
  await canvas.findByText("Lee para qué usamos tus datos");
};

const fillAndSend: Story["play"] = async (context) => {
  await openForm(context);
  const canvas = within(context.canvasElement);
  await userEvent.type(canvas.getByLabelText("Tu correo"), "ana.perez@example.com");
  await userEvent.click(canvas.getByRole("checkbox"));
  await userEvent.click(canvas.getByRole("button", { name: "Guardar comparación" }));
};

/** Before the visitor asks: what saving does, and the button. */
export const Closed: Story = {};

/** The form: the address, the consent text to read and the box to tick. */
export const Open: Story = { play: openForm };

/** Sent without ticking the box: the consent's message beside it, nothing sent. */
export const ConsentMissing: Story = {
  play: async (context) => {
    await openForm(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Guardar comparación" }));
    await expect(
      await canvas.findByText(
        "Debes aceptar el tratamiento de tus datos para guardar la comparación",
      ),
    ).toBeVisible();
  },
};

/** The API refused the address: its Spanish message beside the field, which takes the focus. */
export const AddressRefused: Story = {
  args: { answer: "refused" },
  play: async (context) => {
    await fillAndSend(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText("Ingresa un correo electrónico válido")).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText("Tu correo")).toHaveFocus());
  },
};

/** Saved: the visitor is told to open the e-mail to see it and confirm the alerts. */
export const Sent: Story = {
  play: async (context) => {
    await fillAndSend(context);
    await expect(
      await within(context.canvasElement).findByText(
        /Te enviamos un enlace a ana\.perez@example\.com/,
      ),
    ).toBeVisible();
  },
};
