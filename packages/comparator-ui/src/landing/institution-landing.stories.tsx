import { ComparatorHarness } from "@qs/test-support/comparator-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { InstitutionLanding } from "./institution-landing";

function Landing({ page, empty }: { page: number; empty: boolean }) {
  return (
    <ComparatorHarness
      api={(url) =>
        url.pathname === "/api/coverageOrganization/country"
          ? {
              body: {
                data: empty
                  ? []
                  : Array.from({ length: 14 }, (_, index) => ({
                      id: 300 + index,
                      displayName: `Clínica ${["del Country", "Santa Fe", "Reina Sofía", "Marly"][index % 4]} ${index + 1}`,
                    })),
                metadata: { demo: true },
              },
            }
          : undefined
      }
    >
      <InstitutionLanding landing={{ kind: "clinics" }} title="Clínicas y Hospitales" page={page} />
    </ComparatorHarness>
  );
}

const meta = {
  title: "Comparator/Landing list",
  component: Landing,
  args: { page: 1, empty: false },
  parameters: {
    docs: {
      description: {
        component:
          "The landing lists of clinics and insurers (such as /Clinicas-y-Hospitales): every institution of the country, page by page, each leading to its plans.",
      },
    },
  },
} satisfies Meta<typeof Landing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clinics: Story = {};
export const SecondPage: Story = { args: { page: 2 } };
export const Empty: Story = { args: { empty: true } };
