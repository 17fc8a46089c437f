import type { Decorator } from "@storybook/react-vite";
import { SiteHarness, type SiteHarnessProps } from "./site-harness";

/**
 * A story decorator that renders the story inside a site of its own: another country's
 * configuration (`config`), another language, other API answers or another address.
 */
export function withSite(props: Omit<SiteHarnessProps, "children">): Decorator {
  return (Story) => (
    <SiteHarness {...props}>
      <Story />
    </SiteHarness>
  );
}
