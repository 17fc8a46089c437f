import type { Meta, StoryObj } from "@storybook/react-vite";
import { PrivacyNotice } from "./privacy-notice";

const TEXT = {
  language: "es" as const,
  text: [
    "Aviso de privacidad del chat",
    "Qué datos: tu nombre, tu correo, tu teléfono, el tema que elegiste, la página desde la que escribes y los mensajes de la conversación.",
    "Para qué: para que un asesor responda tu consulta por este chat.",
    "Este tratamiento se rige por la Ley 1581 de 2012 de protección de datos personales de Colombia.",
  ].join("\n\n"),
};

const meta = {
  title: "UI/PrivacyNotice",
  component: PrivacyNotice,
  args: {
    summary:
      "Usamos tus datos solo para responderte por este chat. No escribas datos de salud que tu consulta no necesite. Puedes ver, descargar o borrar la conversación en «Mis datos».",
  },
  parameters: {
    docs: {
      description: {
        component:
          "The privacy notice beside a form whose data is processed without a box to tick: the chat's pre-form and the online purchase. A sentence, the consent registry's whole text folded (once it has arrived), and a link that opens 'Mis datos' with the access code of what was just started.",
      },
    },
  },
} satisfies Meta<typeof PrivacyNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the registry's text arrives (or when it could not be read): the sentence alone. */
export const SummaryOnly: Story = {};

/** With the registry's whole text, folded. */
export const WithText: Story = { args: { text: TEXT } };

/** Once something was started: the way to 'Mis datos' with its access code. */
export const WithMyDataLink: Story = {
  args: {
    summary:
      "Usamos los datos de esta compra para contratar el plan que elegiste. Si la compra termina en un pedido, lo conservamos por obligaciones legales y contables.",
    text: { ...TEXT, text: TEXT.text.replace("del chat", "de la compra en línea") },
    accessCode: "A".repeat(43),
    myDataLabel: "Ver, descargar o borrar los datos de esta compra en «Mis datos»",
  },
};

/** Only the link (the chat's conversation, below the messages). */
export const LinkOnly: Story = {
  args: {
    summary: undefined,
    accessCode: "A".repeat(43),
    myDataLabel: "Ver, descargar o borrar esta conversación en «Mis datos»",
  },
};
