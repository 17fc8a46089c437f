import AxeBuilder from "@axe-core/playwright";
import { test as base, devices, expect, type Page } from "@playwright/test";
import type { Result } from "axe-core";
import { MINIMAL_VIEWPORTS } from "storybook/viewport";
import { storyIds } from "./storybook-static";

/** WCAG 2.2 AA, the level the sites promise. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { storyGlobals?: Record<string, unknown> };
    };
  };
}

/** Waits until Storybook has rendered the story and run its play function. */
async function waitForStory(page: Page, id: string): Promise<void> {
  await page.waitForFunction((storyId) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && render.phase === "finished";
  }, id);
  const error = page.locator(".sb-show-errordisplay #error-message");
  if (await error.count()) throw new Error(`${id} failed to render: ${await error.textContent()}`);
  // Answers from the fixture API arrive after the first render: wait for the
  // fonts and for the page to stop changing before reading its colours.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => {
      let timer = setTimeout(done, 150);
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(done, 150);
      });
      function done() {
        observer.disconnect();
        resolve();
      }
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  });
}

/** The story's viewport global (`globals: { viewport: { value: "mobile2" } }`), as a size. */
async function storyViewport(page: Page) {
  const value = await page.evaluate(() => {
    const globals = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story
      ?.storyGlobals;
    return (globals?.viewport as { value?: string } | undefined)?.value;
  });
  const viewport = value ? MINIMAL_VIEWPORTS[value as keyof typeof MINIMAL_VIEWPORTS] : undefined;
  return viewport
    ? {
        width: Number.parseInt(viewport.styles.width, 10),
        height: Number.parseInt(viewport.styles.height, 10),
      }
    : undefined;
}

function listViolations(violations: Result[], id: string): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${id}  ${violation.id}  ${node.target.join(" ")}  (${node.failureSummary?.split("\n").slice(1).join(" ").trim()})`,
    ),
  );
}

/**
 * One page per worker, in its own context (what AxeBuilder needs), reused from
 * story to story so the Storybook bundle comes from the cache; the storage is
 * emptied before every load so no story sees another's stored profile.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        ...devices["Desktop Chrome"],
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

for (const id of storyIds()) {
  test(id, async ({ storyPage: page }) => {
    await page.setViewportSize(devices["Desktop Chrome"].viewport);
    await page.goto(`${process.env.STORYBOOK_URL}/iframe.html?id=${id}&viewMode=story`);
    await waitForStory(page, id);
    const viewport = await storyViewport(page);
    if (viewport) {
      await page.setViewportSize(viewport);
      await page.reload();
      await waitForStory(page, id);
    }
    // Stories have no frames, so axe runs in the page itself (legacy mode)
    // instead of opening a blank page per story to merge frame results: half the time.
    const results = await new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_TAGS).analyze();
    expect(listViolations(results.violations, id), "axe violations (story, rule, target)").toEqual(
      [],
    );
  });
}
