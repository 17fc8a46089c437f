import "@qs/ui/theme.css";
import { SiteHarness, storySettled } from "@qs/test-support/site-harness";
import { CONDITION_TIMEOUT_MS } from "@qs/vitest-config/conditions";
import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { VIEWPORTS } from "./viewports";

// A play function's `findBy…` and `waitFor` wait for a condition, as long as the unit tests do:
// on a machine busy with other work an answer can take longer than testing-library's default
// second.
configure({ asyncUtilTimeout: CONDITION_TIMEOUT_MS });

/** Every story renders inside a Colombian site: configuration, translations, query cache, router. */
const preview: Preview = {
  // A docs page for every component: its description, props table and every story.
  tags: ["autodocs"],
  // Inter is loaded before a story first renders, as the sites preload it: a form control laid
  // out with the fallback font keeps its text a pixel off once Inter arrives, so a story would
  // look different from one run to the next depending on when the font came.
  loaders: [
    async () => {
      await Promise.all(
        ["400", "600", "700"].map((weight) =>
          document.fonts.load(`${weight} 1em "Inter Variable"`),
        ),
      );
      return {};
    },
  ],
  // The picture and axe look at the state a visitor ends up with: answers arrived, nothing
  // busy (a card waiting for its visibility delay, a viewer bringing its PDF into view). The
  // story's render finishes only after this, which is what its check waits for.
  afterEach: [({ parameters }) => storySettled({ showsPending: parameters.showsPending === true })],
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
