import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** WCAG 2.2 AA, the level the sites promise. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every violation of the page as it is now, one line each: rule, then the elements. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * axe (WCAG 2.2 AA) finds nothing on the page as it is now: a page, or a dialog open over it.
 * Soft, so one test checks several states and reports each that fails.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await violations(page), `axe violations: ${what}`).toEqual([]);
}
