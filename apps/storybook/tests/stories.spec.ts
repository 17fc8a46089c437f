import { expect, type Page } from "@playwright/test";
import type { AxeResults, Result, RunOptions } from "axe-core";
import { openStory, test } from "./story-page";
import { AXE_SCRIPT, storiesByFile } from "./storybook-static";

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
 * axe over the story's document. Stories have no frames, so axe runs in the page itself, from
 * the script the static server serves beside Storybook.
 */
async function axeViolations(page: Page): Promise<Result[]> {
  await page.addScriptTag({ url: `${process.env.STORYBOOK_URL}${AXE_SCRIPT}` });
  const options: RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS } };
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    return (await axe.run(document, runOptions)).violations;
  }, options);
}

/**
 * Every story, opened once at the width it is made for (phone stories at 390 px, the rest
 * at 1280 px), is checked twice:
 * - axe (WCAG 2.2 AA) finds no violation;
 * - its picture matches the baseline in `__screenshots__/`. A changed picture fails with the
 *   expected, actual and diff images in test-results/; after an intended change,
 *   `npm run visual:update` takes the new baselines.
 *
 * The stories of one file run in order in one worker, the first in a freshly loaded page and
 * the next ones in the same page (`openStory`): the same stories follow each other on every
 * run, so what one story could leave to the next is the same every time, and its picture would
 * show it.
 */
for (const [file, ids] of storiesByFile()) {
  test.describe(file, () => {
    test.describe.configure({ mode: "default" });
    for (const id of ids) {
      test(id, async ({ storyPage: page }) => {
        await openStory(page, id, file);
        expect
          .soft(
            listViolations(await axeViolations(page), id),
            "axe violations (story, rule, target)",
          )
          .toEqual([]);
        await expect(page).toHaveScreenshot(`${id}.png`, { fullPage: true });
      });
    }
  });
}
