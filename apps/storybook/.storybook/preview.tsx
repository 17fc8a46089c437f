import "@qs/ui/theme.css";
import { SiteHarness } from "@qs/site-shell/testing/site-harness";
import type { Preview } from "@storybook/react-vite";

/** Every story renders inside a Colombian site: configuration, translations, query cache, router. */
const preview: Preview = {
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
  },
};

export default preview;
