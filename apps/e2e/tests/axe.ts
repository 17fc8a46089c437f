import type { Page } from "@playwright/test";
import axe from "axe-core";
import { expect } from "./fixtures";

/** WCAG 2.2 AA, the level the sites promise. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Every violation of the page as it is now, one line each: rule, then the elements. axe is put
 * into each frame once and run from the top one, which asks the frames itself (same origin):
 * no second copy of axe and no blank page to merge partial results in, which cost a second or
 * more per check on a busy machine.
 */
async function violations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) await frame.evaluate(axe.source);
  // Only the violations leave the page, already as lines: the passes are most of axe's
  // results and nothing reads them.
  return page.evaluate(async (tags) => {
    const results = await window.axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }, WCAG_TAGS);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * axe (WCAG 2.2 AA) finds nothing on the page as it is now: a page, or a dialog open over it.
 * Soft, so one test checks several states and reports each that fails.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await violations(page), `axe violations: ${what}`).toEqual([]);
}
