import { samplePartner } from "@qs/test-support/partner-samples";
import { PartnerProvider, type PartnerView } from "@qs/ui/partner-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { useState } from "react";
import { HomePage } from "./home-page";
import { NotFoundPage } from "./not-found-page";
import { SiteLayout } from "./site-layout";

/** A site whose root route is the layout, on the given page: the home page or a 404. */
function Site({ path = "/", partner = null }: { path?: string; partner?: PartnerView | null }) {
  const [router] = useState(() => {
    const root = createRootRoute({ component: SiteLayout, notFoundComponent: NotFoundPage });
    const home = createRoute({ getParentRoute: () => root, path: "/", component: HomePage });
    return createRouter({
      routeTree: root.addChildren([home]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  });
  return (
    <PartnerProvider partner={partner}>
      <RouterProvider router={router} />
    </PartnerProvider>
  );
}

const meta = {
  title: "Site shell/Site layout",
  component: Site,
  parameters: {
    docs: {
      description: {
        component:
          "The frame of every page of a country site: the header, the page, the footer (inside a partner's banner and HTML on a partner's visit), and the chat once it is offered.",
      },
      // Each story is a whole page: each in its own frame.
      story: { inline: false, iframeHeight: 900 },
    },
  },
} satisfies Meta<typeof Site>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Our own site, on the home page. */
export const Default: Story = {};
/** An unknown address: the 404 inside the layout. */
export const NotFound: Story = { args: { path: "/pagina-que-no-existe" } };
/** A partner's visit: its banner and header above ours, its footer above ours. */
export const Partner: Story = { args: { partner: samplePartner } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
