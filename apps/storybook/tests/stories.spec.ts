import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import type { Result } from "axe-core";
import { openStory, test } from "./story-page";
import { storyIds } from "./storybook-static";

/** WCAG 2.2 AA, the level the sites promise. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

function listViolations(violations: Result[], id: string): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${id}  ${violation.id}  ${node.target.join(" ")}  (${node.failureSummary?.split("\n").slice(1).join(" ").trim()})`,
    ),
  );
}

/**
 * Every story, opened once at the width it is made for (phone stories at 390 px, the rest
 * at 1280 px), is checked twice:
 * - axe (WCAG 2.2 AA) finds no violation;
 * - its picture matches the baseline in `__screenshots__/`. A changed picture fails with the
 *   expected, actual and diff images in test-results/; after an intended change,
 *   `npm run visual:update` takes the new baselines.
 */
for (const id of storyIds()) {
  test(id, async ({ storyPage: page }) => {
    await openStory(page, id);
    // Stories have no frames, so axe runs in the page itself (legacy mode)
    // instead of opening a blank page per story to merge frame results: half the time.
    const results = await new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_TAGS).analyze();
    expect
      .soft(listViolations(results.violations, id), "axe violations (story, rule, target)")
      .toEqual([]);
    await expect(page).toHaveScreenshot(`${id}.png`, { fullPage: true });
  });
}
