import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "../back-office.css";
import { StaffApiError } from "../staff-api";
import { PortalHarness, samplePortalApi } from "../testing/portal-harness";
import type { PortalApi } from "./portal-api";
import { PortalSignIn } from "./portal-sign-in";

function Page({
  api,
  token,
  language,
}: {
  api?: PortalApi;
  /** Set: the password page of the e-mailed link (null: a link without its code). */
  token?: string | null;
  language?: "es" | "en" | "pt";
}) {
  return (
    <PortalHarness clientRole={null} api={api ?? samplePortalApi()} language={language ?? "es"}>
      <PortalSignIn
        onSignedIn={() => {}}
        onReferrer={() => {}}
        {...(token !== undefined ? { token } : {})}
      />
    </PortalHarness>
  );
}

const meta = {
  title: "Clients' portal/Sign-in and password",
  component: Page,
  parameters: {
    docs: {
      description: {
        component:
          "Signing in to the clients' portal, and creating the account's password from the e-mailed link with the spec's rule (8 to 12 characters, upper- and lower-case letters, a digit and a special character). The API's refusals appear in its words beside the password.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const TOKEN = "a".repeat(43);

/** The sign-in form. */
export const SignIn: Story = {};

/** A wrong e-mail or password: the spec's INVALID_CREDENTIALS. */
export const WrongPassword: Story = {
  args: {
    api: samplePortalApi({
      signIn: async () => {
        throw new StaffApiError(401, "Credenciales inválidas.", "INVALID_CREDENTIALS");
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Correo electrónico"), "laura@example.com");
    await userEvent.type(canvas.getByLabelText("Contraseña"), "Clave#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Ingresar" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Credenciales inválidas.");
  },
};

/** The e-mailed link's page: the rule under the field. */
export const CreatePassword: Story = { args: { token: TOKEN } };

/** A password the rule refuses: the spec's message beside the field. */
export const PasswordRefused: Story = {
  args: {
    token: TOKEN,
    api: samplePortalApi({
      setPassword: async () => {
        throw new StaffApiError(
          400,
          "La contraseña debe contener al menos una letra mayúscula, una letra minúscula, un número y un carácter especial.",
          "INVALID_PASSWORD_FORM",
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Contraseña/), "clave#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar contraseña e ingresar" }));
    await expect(await canvas.findByText(/^La contraseña debe contener/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Contraseña/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** A link used already or too old. */
export const LinkExpired: Story = {
  args: {
    token: TOKEN,
    api: samplePortalApi({
      setPassword: async () => {
        throw new StaffApiError(
          400,
          "El enlace para crear tu contraseña expiró o ya se usó. Pide uno nuevo a tu administrador o escríbenos.",
          "PASSWORD_TOKEN_EXPIRED",
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Contraseña/), "Clave#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar contraseña e ingresar" }));
    await expect(await canvas.findByText(/expiró o ya se usó/)).toBeVisible();
  },
};

/** A link opened without its code (cut by a mail program). */
export const LinkWithoutCode: Story = { args: { token: null } };

/** The sign-in page in English. */
export const English: Story = { args: { language: "en" } };
