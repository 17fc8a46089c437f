import "@qs/ui/theme.css";
import { SiteHarness } from "@qs/site-shell/testing/site-harness";
import type { Preview } from "@storybook/react-vite";
import { VIEWPORTS } from "./viewports";

/** Every story renders inside a Colombian site: configuration, translations, query cache, router. */
const preview: Preview = {
  // A docs page for every component: its description, props table and every story.
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <SiteHarness>
        <Story />
      </SiteHarness>
    ),
  ],
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: VIEWPORTS },
  },
};

export default preview;
