import { test as base } from "@playwright/test";
import { SITES, type SiteUnderTest } from "../sites";

/** `site` is the country site of the current project. */
export const test = base.extend<{ site: SiteUnderTest }>({
  site: [SITES[0] as SiteUnderTest, { option: true }],
});

export { expect } from "@playwright/test";
