import { withSite } from "@qs/test-support/with-site";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PlanNetwork } from "./plan-network";
import { listOf, sampleNetwork } from "./testing/sample-providers";

const PATH = "/api/infoplanes/prestadoresplan";

const meta = {
  title: "Provider directory/Plan network",
  component: PlanNetwork,
  args: { productId: 1001 },
  decorators: [
    (Story) => (
      <div className="qs-container" style={{ paddingTop: 24, paddingBottom: 24 }}>
        <Story />
      </div>
    ),
    withSite({ api: { [PATH]: listOf(sampleNetwork) } }),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "The plan page's 'Clínicas' tab: the plan's providers by level (preferred network, free choice, not covered), each with its copay, address, specialties and hours. 'Tu ciudad' orders them by distance.",
      },
    },
  },
} satisfies Meta<typeof PlanNetwork>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The network in three cities, by level and name. */
export const Network: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Red preferente" });
  },
};

/** Ordered by distance from Viña del Mar: Reñaca first among free-choice clinics. */
export const FromACity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText("Tu ciudad"), "Viña del Mar");
    const freeChoice = canvas.getAllByRole("list")[1] as HTMLElement;
    const first = within(freeChoice).getAllByRole("listitem")[0] as HTMLElement;
    await expect(first).toHaveTextContent("Clínica Reñaca");
    await expect(first).toHaveTextContent("a 0 km");
  },
};

export const Loading: Story = {
  decorators: [withSite({ api: { [PATH]: { pending: true } } })],
  parameters: { showsPending: true },
};

/** The plan names no providers. */
export const Empty: Story = { decorators: [withSite({ api: { [PATH]: listOf([]) } })] };

/** The API refused (the plan is gone): the message and 'Reintentar'. */
export const LoadError: Story = {
  decorators: [
    withSite({ api: { [PATH]: { status: 404, body: { error: "Producto no encontrado" } } } }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert");
  },
};

/** On a phone: the map above the list. */
export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Red preferente" });
  },
};

/** In English. */
export const English: Story = {
  decorators: [withSite({ language: "en", api: { [PATH]: listOf(sampleNetwork) } })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Preferred network" });
  },
};
