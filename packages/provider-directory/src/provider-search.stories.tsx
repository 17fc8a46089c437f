import { withSite } from "@qs/test-support/with-site";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { ProviderSearch } from "./provider-search";
import { listOf, sampleMatches } from "./testing/sample-providers";

const PATH = "/api/globales/prestadores";
const searched = { buscar: "clinica alemna" };

const meta = {
  title: "Provider directory/Provider search",
  component: ProviderSearch,
  args: { params: {} },
  decorators: [
    (Story) => (
      <div className="qs-container" style={{ paddingTop: 24, paddingBottom: 24 }}>
        <Story />
      </div>
    ),
    withSite({ api: { [PATH]: listOf(sampleMatches) } }),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "The directory search on the 'Clínicas y Hospitales' landing: name (typos and accents forgiven), city and specialty, sent in the page's address; each provider found links to the plans that include it.",
      },
    },
  },
} satisfies Meta<typeof ProviderSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a search: the form alone. */
export const Idle: Story = {};

/** 'clinica alemna' finds both Alemana clinics. */
export const Results: Story = {
  args: { params: searched },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("2 prestadores encontrados");
  },
};

/** Nothing matched: what to try next. */
export const NoResults: Story = {
  args: { params: { buscar: "zzz", especialidad: "Oncología" } },
  decorators: [withSite({ api: { [PATH]: listOf([]) } })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/No encontramos prestadores/);
  },
};

export const Searching: Story = {
  args: { params: searched },
  decorators: [withSite({ api: { [PATH]: { pending: true } } })],
  parameters: { showsPending: true },
};

/** The API refused the search: the message and 'Reintentar'. */
export const SearchError: Story = {
  args: { params: searched },
  decorators: [
    withSite({
      api: { [PATH]: { status: 400, body: { error: "Datos inválidos", issues: [] } } },
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert");
  },
};

/** On a phone: the fields one under another, the map above the providers found. */
export const Phone: Story = {
  args: { params: searched },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("2 prestadores encontrados");
  },
};

/** In Portuguese. */
export const Portuguese: Story = {
  args: { params: searched },
  decorators: [withSite({ language: "pt", api: { [PATH]: listOf(sampleMatches) } })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("2 prestadores encontrados");
  },
};
