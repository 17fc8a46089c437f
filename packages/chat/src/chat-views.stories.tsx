import type { ChatMessage } from "@qs/domain/api/chat";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { ChatConversation, ChatLauncher, ChatPanel, ChatPreForm } from "./chat-views";

/** Each state of the chat a designer reviews: launcher, pre-form, conversation. */

const meta = {
  title: "Chat",
  subcomponents: { ChatPanel, ChatLauncher, ChatPreForm, ChatConversation },
  parameters: {
    layout: "padded",
    docs: {
      description: {
        component:
          "The chat's screens: the launcher at the bottom right, the form that opens a conversation (with the chat's privacy notice), and the conversation with an advisor (with the way to it in 'Mis datos').",
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const AT = "2025-07-01T12:00:00.000Z";
const conversation: ChatMessage[] = [
  {
    id: 1,
    author: "visitor",
    body: "Hola, busco un seguro de vida para mi familia.",
    createdAt: AT,
    readAt: null,
  },
  {
    id: 2,
    author: "advisor",
    body: "¡Hola María! Soy Ana. ¿Cuántas personas quieres asegurar?",
    createdAt: AT,
    readAt: AT,
  },
  {
    id: 3,
    author: "visitor",
    body: "Somos cuatro: mi pareja, dos hijos y yo.",
    createdAt: AT,
    readAt: null,
  },
];

const noop = () => undefined;
const inPlace = (children: ReactNode) => (
  <div className="qs-chat" style={{ position: "static", alignItems: "flex-start" }}>
    {children}
  </div>
);
const empty = { name: "", email: "", phone: "", topic: null };
const TOKEN = "T".repeat(43);
/** The registry's `chat` notice, shortened. */
const notice = {
  language: "es" as const,
  text: [
    "Aviso de privacidad del chat",
    "Qué datos: tu nombre, tu correo, tu teléfono, el tema que elegiste, la página desde la que escribes y los mensajes de la conversación. No escribas datos de salud ni otros datos sensibles que tu consulta no necesite.",
    "Para qué: para que un asesor responda tu consulta por este chat. No los usamos para publicidad ni los vendemos.",
    "Este tratamiento se rige por la Ley 1581 de 2012 de protección de datos personales de Colombia.",
  ].join("\n\n"),
};

/** Closed: the launcher at the bottom right. */
export const Launcher: Story = {
  render: () => inPlace(<ChatLauncher onOpen={noop} unread={0} />),
};

/** Closed, with two replies the visitor has not read. */
export const LauncherWithUnread: Story = {
  render: () => inPlace(<ChatLauncher onOpen={noop} unread={2} />),
};

/**
 * The pre-form on /Comparar/Seguros-de-Vida: its topic (1) is preselected; the privacy
 * notice's sentence, and its whole text folded.
 */
export const PreForm: Story = {
  render: () =>
    inPlace(
      <ChatPanel onMinimize={noop}>
        <ChatPreForm
          initial={{ ...empty, topic: 1 }}
          errors={{}}
          submitting={false}
          failed={false}
          notice={notice}
          onSubmit={noop}
        />
      </ChatPanel>,
    ),
};

/** The notice's whole text could not be read: its sentence shows alone. */
export const PreFormNoticeUnavailable: Story = {
  render: () =>
    inPlace(
      <ChatPanel onMinimize={noop}>
        <ChatPreForm
          initial={{ ...empty, topic: 1 }}
          errors={{}}
          submitting={false}
          failed={false}
          notice={null}
          onSubmit={noop}
        />
      </ChatPanel>,
    ),
};

/** Sent empty with a malformed e-mail: the spec's messages beside each field. */
export const PreFormErrors: Story = {
  render: () =>
    inPlace(
      <ChatPanel onMinimize={noop}>
        <ChatPreForm
          initial={{ ...empty, email: "maria@example" }}
          errors={{
            name: "campo requerido",
            email: "Por favor, ingrese su dirección de correo electrónico válido",
            phone: "campo requerido",
            topic: "campo requerido",
          }}
          submitting={false}
          failed={false}
          onSubmit={noop}
        />
      </ChatPanel>,
    ),
};

/** Waiting for the API to open the conversation. */
export const PreFormSubmitting: Story = {
  render: () =>
    inPlace(
      <ChatPanel onMinimize={noop}>
        <ChatPreForm
          initial={{ name: "María", email: "maria@example.com", phone: "3001234567", topic: 1 }}
          errors={{}}
          submitting
          failed={false}
          onSubmit={noop}
        />
      </ChatPanel>,
    ),
  // Busy by design: the picture is of the form while it is sent.
  parameters: { showsPending: true },
};

/** The API could not be reached: the visitor may try again, nothing typed is lost. */
export const PreFormFailed: Story = {
  render: () =>
    inPlace(
      <ChatPanel onMinimize={noop}>
        <ChatPreForm
          initial={{ name: "María", email: "maria@example.com", phone: "3001234567", topic: 1 }}
          errors={{}}
          submitting={false}
          failed
          onSubmit={noop}
        />
      </ChatPanel>,
    ),
};

const talk = (
  messages: ChatMessage[],
  options: { ended?: boolean; sending?: boolean; sendFailed?: boolean } = {},
) =>
  inPlace(
    <ChatPanel onMinimize={noop}>
      <ChatConversation
        messages={messages}
        ended={options.ended ?? false}
        sending={options.sending ?? false}
        sendFailed={options.sendFailed ?? false}
        onSend={() => true}
        onEnd={noop}
        onRestart={noop}
        accessCode={TOKEN}
      />
    </ChatPanel>,
  );

/** Just opened: nothing said yet. */
export const ConversationEmpty: Story = { render: () => talk([]) };

/** The visitor and an advisor talking; below, the way to the conversation in 'Mis datos'. */
export const Conversation: Story = { render: () => talk(conversation) };

/** A message on its way. */
export const ConversationSending: Story = { render: () => talk(conversation, { sending: true }) };

/** A message that could not be sent keeps its text, with the reason. */
export const ConversationSendFailed: Story = {
  render: () => talk(conversation, { sendFailed: true }),
};

/** The conversation ended: the notice, and a way to start again. */
export const ConversationEnded: Story = {
  render: () =>
    talk(
      [
        ...conversation,
        {
          id: 4,
          author: "system",
          body: "El visitante terminó la conversación",
          createdAt: AT,
          readAt: null,
        },
      ],
      { ended: true },
    ),
};

/** On a phone the panel keeps 16 px from each edge. */
export const ConversationMobile: Story = {
  render: () => talk(conversation),
  globals: { viewport: { value: "phone", isRotated: false } },
};
