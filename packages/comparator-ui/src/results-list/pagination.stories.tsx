import { SiteHarness } from "@qs/test-support/site-harness";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Pagination } from "./pagination";
import "./results-list.css";

const meta = {
  title: "Comparator/Pagination",
  component: Pagination,
  args: { page: 2, totalPages: 5, searchFor: (page: number) => ({ page }) },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "'Anterior' and 'Siguiente' under the results listing and the landing lists, with the page the visitor is on. Both are real links, so they also work before the page's scripts load.",
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page in the middle: both ways open. */
export const Default: Story = {};
/** The first page: 'Anterior' is disabled. */
export const FirstPage: Story = { args: { page: 1 } };
/** The last page: 'Siguiente' is disabled. */
export const LastPage: Story = { args: { page: 5 } };
/** A single page of results: no pagination at all. */
export const SinglePage: Story = { args: { page: 1, totalPages: 1 } };
/** Page numbers in the hundreds. */
export const ManyPages: Story = { args: { page: 128, totalPages: 452 } };
/** English labels. */
export const English: Story = {
  decorators: [
    (Story) => (
      <SiteHarness language="en">
        <Story />
      </SiteHarness>
    ),
  ],
};
export const Phone: Story = {
  args: { page: 128, totalPages: 452 },
  globals: { viewport: { value: "phone", isRotated: false } },
};
