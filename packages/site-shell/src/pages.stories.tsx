import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContactPage } from "./contact-page";
import { HomePage } from "./home-page";
import { NotFoundPage } from "./not-found-page";
import { PolicyPage } from "./policy-page";

const meta = { title: "Site shell/Pages", component: HomePage } satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const NotFound: Story = { render: () => <NotFoundPage /> };
export const NotFoundMobile: Story = {
  render: () => <NotFoundPage />,
  globals: { viewport: { value: "mobile2", isRotated: false } },
};
export const Contact: Story = { render: () => <ContactPage /> };
export const Policy: Story = { render: () => <PolicyPage /> };
