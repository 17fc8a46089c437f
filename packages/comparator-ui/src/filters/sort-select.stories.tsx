import type { CompareSort } from "@qs/domain/api/compare-products";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { SortSelect } from "./sort-select";
import "./filters.css";

/** The select above the results, changing order as the visitor picks one. */
function Sort({ value, withProfilePrice }: { value: CompareSort; withProfilePrice?: boolean }) {
  const [sort, setSort] = useState(value);
  return (
    <div style={{ padding: 24 }}>
      <SortSelect value={sort} onChange={setSort} withProfilePrice={withProfilePrice} />
    </div>
  );
}

const meta = {
  title: "Comparator/Sort select",
  component: Sort,
  args: { value: "recommended" },
  parameters: {
    docs: {
      description: {
        component:
          "'Ordenar por' above the results listing: recommended, price, popularity and distance, plus the orders that price the visitor's own household once a profile is stored.",
      },
    },
  },
} satisfies Meta<typeof Sort>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No stored profile: the five general orders. */
export const Default: Story = {};
/** Lowest price first. */
export const LowerPrice: Story = { args: { value: "lowerPrice" } };
/** A stored profile adds 'Menor precio para mi perfil' and 'Menor costo anual estimado'. */
export const WithProfile: Story = { args: { value: "profilePrice", withProfilePrice: true } };
/** The address asks for the yearly cost without a stored profile: that order stays listed. */
export const ProfileOrderFromAddress: Story = { args: { value: "yearlyCost" } };
export const Phone: Story = {
  args: { value: "yearlyCost", withProfilePrice: true },
  globals: { viewport: { value: "phone", isRotated: false } },
};
