import type { StaffRole } from "@qs/domain/staff-access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "./back-office.css";
import { PartnersPage } from "./partners-page";
import { type StaffApi, StaffApiError } from "./staff-api";
import { BackOfficeHarness, sampleStaffApi } from "./testing/back-office-harness";

function Page({
  role,
  api,
  language,
}: {
  role: StaffRole;
  api?: StaffApi;
  language?: "es" | "en" | "pt";
}) {
  return (
    <BackOfficeHarness staffRole={role} api={api ?? sampleStaffApi()} language={language ?? "es"}>
      <PartnersPage />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Partners",
  component: Page,
  args: { role: "ADMINISTRADOR" },
  parameters: {
    docs: {
      description: {
        component:
          "The partners' configuration: insurers shown, origins allowed to frame the comparator, header and footer HTML with a preview of what visitors get (sanitised, in a sandboxed frame), and a new iframe token shown once.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A subdomain partner (its stored header has a handler the preview no longer has) and an iframe partner. */
export const Default: Story = {};

/** A new iframe token, shown this once. */
export const TokenRotated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole("button", {
      name: "Generar un token de iframe nuevo",
    });
    if (first) await userEvent.click(first);
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "kP3v9QxL2mN8rT5wY7zA1bC4dE6fG0hJ",
    );
  },
};

/** An authorised origin that is not one: the API's message on the field. */
export const OriginRefused: Story = {
  args: {
    api: sampleStaffApi({
      changePartner: async () => {
        throw new StaffApiError(400, "Datos inválidos", undefined, [
          {
            path: "allowedUrls.1",
            message:
              "Cada dirección autorizada es un origen http(s), por ejemplo https://www.socio.com",
          },
        ]);
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole("button", { name: "Guardar" });
    if (first) await userEvent.click(first);
    await expect(
      await canvas.findByText(
        "Cada dirección autorizada es un origen http(s), por ejemplo https://www.socio.com",
      ),
    ).toBeInTheDocument();
  },
};

export const English: Story = { args: { language: "en" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
