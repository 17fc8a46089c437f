import { SiteHarness } from "@qs/test-support/site-harness";
import { PartnerProvider } from "@qs/ui/partner-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ChatEventSource } from "./chat-root";
import { ChatWidget } from "./chat-widget";

/** The whole widget as a page carries it, over fixture answers of the API. */

const meta = {
  title: "Chat/Widget",
  component: ChatWidget,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "The chat every page carries: it shows only when the API says the chat is available and the partner of the visit has not switched it off.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 640 },
    },
  },
} satisfies Meta<typeof ChatWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stories open no real stream. */
const silent = (): ChatEventSource => ({
  addEventListener: () => undefined,
  close: () => undefined,
  onerror: null,
});

const available = (active: boolean) => ({
  "/api/chat/available": { body: { data: { active } } },
});

/** The chat is available: the launcher appears once the page has loaded. */
export const Available: Story = {
  render: () => (
    <SiteHarness api={available(true)} initialPath="/Comparar">
      <ChatWidget connect={silent} />
    </SiteHarness>
  ),
};

/** The API says the chat is off: nothing shows. */
export const Unavailable: Story = {
  render: () => (
    <SiteHarness api={available(false)}>
      <ChatWidget connect={silent} />
    </SiteHarness>
  ),
};

/** A partner whose layout switches the chat off: nothing shows, the API is not even asked. */
export const HiddenByPartner: Story = {
  render: () => (
    <SiteHarness api={available(true)}>
      <PartnerProvider
        partner={{
          kind: "subdomain",
          name: "Banco Andino",
          subdomain: "bancoandino",
          token: null,
          data: { allowedUrls: [], subdomainLayout: { chatEnabled: false } },
        }}
      >
        <ChatWidget connect={silent} />
      </PartnerProvider>
    </SiteHarness>
  ),
};
