import type { Meta, StoryObj } from "@storybook/react-vite";
import { chatStore } from "./chat-store";
import { NotificationBell } from "./notification-bell";

/** The header's bell, with and without replies to read. */

const meta = {
  title: "Chat/Notification bell",
  component: NotificationBell,
  parameters: {
    layout: "padded",
    docs: {
      description: {
        component:
          "The bell in the header that counts the advisor's replies the visitor has not read yet.",
      },
    },
  },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const AT = "2025-07-01T12:00:00.000Z";
const session = { id: "6a1f0c7e-2b1d-4c8e-9f00-123456789abc", token: "T".repeat(43) };

/** The chat is offered and every reply was read. */
export const NothingUnread: Story = {
  beforeEach: () => {
    chatStore.clear();
    chatStore.setOffered(true);
    return () => chatStore.clear();
  },
};

/** Two replies of the advisor wait to be read. */
export const TwoUnread: Story = {
  beforeEach: () => {
    chatStore.clear();
    chatStore.setOffered(true);
    chatStore.start(session, [
      { id: 1, author: "visitor", body: "Hola", createdAt: AT, readAt: null },
      { id: 2, author: "advisor", body: "¡Hola! Soy Ana.", createdAt: AT, readAt: null },
      { id: 3, author: "advisor", body: "¿En qué te ayudo?", createdAt: AT, readAt: null },
    ]);
    return () => chatStore.clear();
  },
};
