import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { ChosenNetwork } from "./chosen-network";

const names = new Map([
  [5101, "Clínica Alemana de Santiago"],
  [5102, "Clínica Las Condes"],
]);

const meta = {
  title: "Provider directory/Chosen clinics on a card",
  component: ChosenNetwork,
  args: {
    names,
    network: [
      { organizationId: 5101, level: "preferente", copayPercent: 10 },
      { organizationId: 5102, level: "libre_eleccion", copayPercent: 35 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "On a card of a listing filtered by 'Debe incluir mis clínicas': each chosen clinic and how the plan covers it.",
      },
    },
  },
} satisfies Meta<typeof ChosenNetwork>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two chosen clinics: one in the preferred network, one by free choice. */
export const TwoClinics: Story = {};
/** One chosen clinic, by free choice. */
export const OneClinic: Story = {
  args: { network: [{ organizationId: 5102, level: "libre_eleccion", copayPercent: 35 }] },
};
