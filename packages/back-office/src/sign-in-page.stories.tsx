import type { StaffSecondFactor } from "@qs/domain/api/back-office";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "./back-office.css";
import { SignInPage } from "./sign-in-page";
import type { StaffApi } from "./staff-api";
import {
  BackOfficeHarness,
  refusal,
  sampleSetupStep,
  sampleStaffApi,
} from "./testing/back-office-harness";

function Page({
  api,
  mode,
  step,
  resetToken,
  language,
}: {
  api?: StaffApi;
  mode?: "sign-in" | "change" | "code" | "forgot" | "reset";
  step?: StaffSecondFactor;
  resetToken?: string;
  language?: "es" | "en" | "pt";
}) {
  return (
    <BackOfficeHarness staffRole={null} api={api ?? sampleStaffApi()} language={language ?? "es"}>
      <SignInPage
        onSignedIn={() => {}}
        initialMode={mode ?? "sign-in"}
        initialStep={step ?? null}
        resetToken={resetToken ?? null}
      />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Sign-in page",
  component: Page,
  parameters: {
    docs: {
      description: {
        component:
          "Signing in to the back office. The API's refusals appear in its words (the spec's INVALID_CREDENTIALS, PASSWORD_EXPIRED, PASSWORD_IN_HISTORY; the lock after ten failures; a disabled user); an expired password turns the form into the change of password; ADMINISTRADOR and GERENTE then give their authenticator app's code, and one without an app set up is first shown the key to add.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form and sends it. */
async function submit(canvasElement: HTMLElement, password = "Otra-clave-2026") {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText("Correo electrónico"),
    "ana.rojas@queseguro.test",
  );
  await userEvent.type(canvas.getByLabelText("Contraseña"), password);
  await userEvent.click(canvas.getByRole("button", { name: "Ingresar" }));
}

/** The empty form. */
export const Empty: Story = {};

/** A wrong password or an unknown e-mail: the spec's message. */
export const WrongPassword: Story = {
  args: {
    api: sampleStaffApi({
      signIn: async () => {
        throw refusal(401, "Credenciales inválidas.", "INVALID_CREDENTIALS");
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Credenciales inválidas.",
    );
  },
};

/** The tenth failure in a row locked the account. */
export const Locked: Story = {
  args: {
    api: sampleStaffApi({
      signIn: async () => {
        throw refusal(
          429,
          "Demasiados intentos fallidos: tu cuenta queda bloqueada 15 minutos. Inténtalo más tarde.",
          "ACCOUNT_LOCKED",
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await within(canvasElement).findByRole("alert");
  },
};

/** A disabled user, told so once the password was right. */
export const Disabled: Story = {
  args: {
    api: sampleStaffApi({
      signIn: async () => {
        throw refusal(
          403,
          "Tu usuario está deshabilitado. Pide a un administrador que lo habilite.",
          "DISABLED_USER",
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, "Valparaiso-2026");
    await within(canvasElement).findByRole("alert");
  },
};

/** The password expired: the form asks for a new one, with the spec's message. */
export const Expired: Story = {
  args: {
    api: sampleStaffApi({
      signIn: async () => {
        throw refusal(
          403,
          "La contraseña ha expirado. Debe cambiarla para continuar.",
          "PASSWORD_EXPIRED",
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, "Valparaiso-2026");
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Cambia tu contraseña" }),
    ).toBeVisible();
  },
};

/** The new password is one of the last four. */
export const PasswordInHistory: Story = {
  args: {
    mode: "change",
    api: sampleStaffApi({
      changePassword: async () => {
        throw refusal(
          400,
          "La contraseña no puede ser igual a las últimas 4 contraseñas utilizadas.",
          "PASSWORD_IN_HISTORY",
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText("Correo electrónico"),
      "ana.rojas@queseguro.test",
    );
    await userEvent.type(canvas.getByLabelText("Contraseña actual"), "Valparaiso-2026");
    await userEvent.type(canvas.getByLabelText("Nueva contraseña"), "Valparaiso-2025");
    await userEvent.type(canvas.getByLabelText("Repite la nueva contraseña"), "Valparaiso-2025");
    await userEvent.click(canvas.getByRole("button", { name: "Cambiar contraseña e ingresar" }));
    await canvas.findByRole("alert");
  },
};

/** The two new passwords differ: said before anything is sent. */
export const Mismatch: Story = {
  args: { mode: "change" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Nueva contraseña"), "Valparaiso-2026");
    await userEvent.type(canvas.getByLabelText("Repite la nueva contraseña"), "Valparaiso-2027");
    await userEvent.click(canvas.getByRole("button", { name: "Cambiar contraseña e ingresar" }));
    await expect(await canvas.findByText("Las contraseñas no coinciden.")).toBeVisible();
  },
};

/** The server cannot be reached. */
export const Unreachable: Story = {
  args: {
    api: sampleStaffApi({
      signIn: async () => {
        throw refusal(0, "");
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await within(canvasElement).findByRole("alert");
  },
};

export const English: Story = { args: { language: "en" } };
export const Portuguese: Story = { args: { language: "pt", mode: "change" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** ADMINISTRADOR and GERENTE: the password was right, now the app's code. */
export const Code: Story = {
  args: { mode: "code", step: { ...sampleSetupStep, secondFactor: "code", setup: null } },
};

/** The first sign-in of a role with a second factor: the key to add to an app, then its code. */
export const SetUpApp: Story = { args: { mode: "code", step: sampleSetupStep } };

/** A wrong or reused code. */
export const WrongCode: Story = {
  args: {
    mode: "code",
    step: { ...sampleSetupStep, secondFactor: "code", setup: null },
    api: sampleStaffApi({
      secondFactor: async () => {
        throw refusal(
          401,
          "El código no es válido. Escribe el código de 6 dígitos que muestra ahora tu aplicación de autenticación.",
          "INVALID_CODE",
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Código de 6 dígitos"), "123456");
    await userEvent.click(canvas.getByRole("button", { name: "Verificar e ingresar" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("El código no es válido.");
  },
};

/** The password of an administrator leads to the code's step. */
export const PasswordThenCode: Story = {
  args: {
    api: sampleStaffApi({
      signIn: async () => ({ ...sampleSetupStep, secondFactor: "code", setup: null }),
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, "Valparaiso-2026");
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Código de verificación" }),
    ).toBeInTheDocument();
  },
};

export const SetUpAppEnglish: Story = {
  args: { mode: "code", step: sampleSetupStep, language: "en" },
};

/** A forgotten password: the e-mail a reset link goes to. */
export const Forgot: Story = { args: { mode: "forgot" } };

/** The link was sent (the same words whether the e-mail is a member's or not). */
export const ForgotSent: Story = {
  args: { mode: "forgot" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText("Correo electrónico"),
      "ana.rojas@queseguro.test",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Enviar enlace" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("ya te enviamos el enlace");
  },
};

const RESET_TOKEN = "c2FtcGxlLXJlc2V0LXRva2VuLTAxMjM0NTY3ODlhYmNkZWY";

/** The reset link opened: the new password, twice. */
export const Reset: Story = { args: { mode: "reset", resetToken: RESET_TOKEN } };

/** A link used, replaced or past its thirty minutes: the spec's PASSWORD_TOKEN_EXPIRED, and a new one. */
export const ResetExpired: Story = {
  args: {
    mode: "reset",
    resetToken: RESET_TOKEN,
    api: sampleStaffApi({
      resetPassword: async () => {
        throw refusal(
          401,
          "El enlace para restablecer tu contraseña expiró o ya se usó. Pide uno nuevo.",
          "PASSWORD_TOKEN_EXPIRED",
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Nueva contraseña"), "Antofagasta-2027!");
    await userEvent.type(canvas.getByLabelText("Repite la nueva contraseña"), "Antofagasta-2027!");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar contraseña e ingresar" }));
    await expect(
      await canvas.findByRole("button", { name: "Pedir un enlace nuevo" }),
    ).toBeInTheDocument();
  },
};
