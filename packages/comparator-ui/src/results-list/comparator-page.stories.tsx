import { type ApiFixture, ComparatorHarness } from "@qs/test-support/comparator-harness";
import {
  comparePage,
  sampleCollectiveProduct,
  sampleProducts,
} from "@qs/test-support/sample-products";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { ComparatorSearch } from "../comparator-search";
import { ComparatorPage, type ComparatorPageProps } from "./comparator-page";

type Props = Omit<ComparatorPageProps, "search" | "onSearchChange"> & { api?: ApiFixture };

function Page({ api, ...props }: Props) {
  const [search, setSearch] = useState<ComparatorSearch>({});
  return (
    <ComparatorHarness api={api}>
      <ComparatorPage {...props} search={search} onSearchChange={setSearch} />
    </ComparatorHarness>
  );
}

const compare =
  (answer: ReturnType<ApiFixture>): ApiFixture =>
  (url) =>
    url.pathname === "/api/compare/products" ? answer : undefined;

const meta = {
  title: "Comparator/Results listing",
  component: Page,
  args: { scope: {} },
  parameters: {
    docs: {
      description: {
        component:
          "The results listing (/Comparar/…): the filters, the sort, the plans as cards or rows, pagination, and every loading and error state of the search.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadedList: Story = {};
export const LoadedGrid: Story = { args: { initialView: "grid" } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const Loading: Story = {
  args: { api: compare("pending") },
  // The results never come: the picture is of the loading state.
  parameters: { showsPending: true },
};
export const Paginated: Story = {
  args: { api: compare({ body: comparePage(sampleProducts, 1, 3) }) },
};
export const MoreResults: Story = {
  args: { mode: "more", api: compare({ body: comparePage(sampleProducts, 1, 3) }) },
};
export const NoResults: Story = { args: { api: compare({ body: comparePage([]) }) } };
/**
 * The API failed three times: the error and 'Reintentar'. The client waits between its tries,
 * so the story is done once the button shows.
 */
export const LoadErrorWithRetry: Story = {
  args: { api: compare({ status: 503 }) },
  play: async ({ canvas }) => {
    await canvas.findByRole("button", { name: "Reintentar" }, { timeout: 15_000 });
  },
};
export const Robot401: Story = {
  args: {
    api: compare({
      status: 401,
      body: { error: "robot", message: "El sistema piensa que eres un robot..." },
    }),
  },
};
export const ServerError: Story = {
  args: { api: compare({ status: 400, body: { error: "Datos inválidos" } }) },
};
export const CollectiveWithSlider: Story = {
  args: {
    scope: { title: "Empresas", collective: true },
    api: compare({ body: comparePage([sampleCollectiveProduct]) }),
  },
};
export const PartnerSettings: Story = {
  args: { partner: { disableRequest: true, hideScore: true } },
};
