import { SiteHarness } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Header } from "./header";

const meta = {
  title: "Site shell/Header",
  component: Header,
  parameters: {
    docs: {
      description: {
        component:
          "The header of every page: contact and client portal links, the brand, the menu of plan categories, the chat bell and the language selector; below 992 px the menu folds behind a button.",
      },
    },
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: top bar, brand, the menu from the API's categories, language selector. */
export const Desktop: Story = {};

/** The menu's placeholders while the categories load. */
export const MenuLoading: Story = {
  render: () => (
    <SiteHarness api={{ "/api/menu": { pending: true } }}>
      <Header />
    </SiteHarness>
  ),
};

/** The menu could not be loaded. */
export const MenuError: Story = {
  render: () => (
    <SiteHarness api={{ "/api/menu": { status: 404, body: { error: "Ruta no encontrada" } } }}>
      <Header />
    </SiteHarness>
  ),
};

/** Below 992 px the menu collapses. */
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** On a phone, the menu opened from its button. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>(".qs-header__menu-toggle")?.click();
  },
};
