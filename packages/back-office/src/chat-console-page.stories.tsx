import type { StaffRole } from "@qs/domain/staff-access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "./back-office.css";
import { ChatConsolePage } from "./chat-console-page";
import type { StaffApi } from "./staff-api";
import {
  BackOfficeHarness,
  refusal,
  sampleChat,
  sampleChats,
  sampleStaffApi,
} from "./testing/back-office-harness";

function Page({
  staffRole,
  api,
  selected,
  language,
}: {
  staffRole: StaffRole;
  api?: StaffApi;
  selected?: string;
  language?: "es" | "en" | "pt";
}) {
  return (
    <BackOfficeHarness
      staffRole={staffRole}
      api={api ?? sampleStaffApi()}
      language={language ?? "es"}
    >
      <ChatConsolePage selected={selected} onSelect={() => {}} />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Chat console",
  component: Page,
  args: { staffRole: "EJECUTIVO" },
  parameters: {
    docs: {
      description: {
        component:
          "The advisors' chat console: open conversations oldest first with their topic, market, start, who answers them and unanswered count (all, mine, unassigned); the chosen one's messages (arriving live), the reply, the hand-over to another advisor and ending it.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list, nothing chosen. */
export const List: Story = {};
/** A conversation waiting for an answer. */
export const Conversation: Story = { args: { selected: sampleChats[0]?.id } };
/** Ended (by the visitor or an advisor): the notice, and no reply form. */
export const Ended: Story = {
  args: {
    selected: sampleChats[0]?.id,
    api: sampleStaffApi({
      chat: async () => ({
        ...sampleChat,
        closedAt: sampleChat.createdAt,
        messages: [
          ...sampleChat.messages,
          {
            id: 3,
            author: "system",
            body: "El visitante terminó la conversación",
            createdAt: sampleChat.createdAt,
            readAt: null,
            advisorEmail: null,
          },
        ],
      }),
    }),
  },
};
/** No open conversation. */
export const Empty: Story = { args: { api: sampleStaffApi({ chats: async () => [] }) } };
export const English: Story = { args: { language: "en", selected: sampleChats[0]?.id } };
export const Phone: Story = {
  args: { selected: sampleChats[0]?.id },
  globals: { viewport: { value: "phone", isRotated: false } },
};

async function handOver(canvasElement: HTMLElement, to: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText("Traspasar a (correo del asesor)"), to);
  await userEvent.click(canvas.getByRole("button", { name: "Traspasar" }));
}

/** Handed over to another advisor: the visitor's notice joins the messages. */
export const HandedOver: Story = {
  args: { selected: sampleChats[0]?.id },
  play: async ({ canvasElement }) => {
    await handOver(canvasElement, "bruno.diaz@queseguro.test");
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Conversación traspasada.")).toBeInTheDocument();
    await expect(canvas.getByText("Atiende bruno.diaz@queseguro.test")).toBeInTheDocument();
  },
};

/** A hand-over to someone who does not answer this market's chat. */
export const HandOverRefused: Story = {
  args: {
    selected: sampleChats[0]?.id,
    api: sampleStaffApi({
      handOverChat: async () => {
        throw refusal(
          400,
          "No hay un asesor activo con ese correo que atienda el chat de este país",
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await handOver(canvasElement, "carla.cl@queseguro.test");
    await within(canvasElement).findByRole("alert");
  },
};
