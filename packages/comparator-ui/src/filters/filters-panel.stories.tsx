import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import { ComparatorHarness } from "@qs/test-support/comparator-harness";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { ComparatorSearch } from "../comparator-search";
import { FiltersPanel } from "./filters-panel";

function Filters({ initial }: { initial: ComparatorSearch }) {
  const [search, setSearch] = useState(initial);
  return (
    <ComparatorHarness>
      <div style={{ maxWidth: 280, padding: 24 }}>
        <FiltersPanel scope={{}} search={search} onSearchChange={setSearch} />
      </div>
    </ComparatorHarness>
  );
}

const meta = {
  title: "Comparator/Filters",
  component: Filters,
  args: { initial: {} },
  parameters: {
    docs: {
      description: {
        component:
          "The filters beside the results listing: plan type, insurer, clinics, price range and, in Chile, the visitor's health system.",
      },
    },
  },
} satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoFilter: Story = {};
export const Active: Story = {
  args: { initial: { insuranceTypeIds: [11], coverageOrganizations: [301], priceMin: 100000 } },
};

/** Chile: the visitor's health-insurance system narrows the plans. */
export const WithPrevision: Story = {
  args: { initial: { prevision: "Isapre" } },
  decorators: [
    (Story) => (
      <CountryConfigProvider
        config={{ ...sampleCountryConfig, previsionOptions: ["Fonasa", "Isapre"] }}
      >
        <Story />
      </CountryConfigProvider>
    ),
  ],
};
