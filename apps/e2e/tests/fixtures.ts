import { test as base, expect, type Page } from "@playwright/test";
import { SITES, type SiteUnderTest } from "../sites";

/** Waits until React has taken over the server-rendered page: before that, clicks do nothing. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

/**
 * Arrives at the home page, then goes to `path` inside the site, as a visitor following a link
 * does: the browser, not the server, asks the API for that page's data (so a test can watch or
 * stand in for those requests).
 */
export async function browse(page: Page, path: string): Promise<void> {
  await page.goto("/");
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
}

/**
 * `site` is the country site of the current project. Every page waits for hydration after
 * loading, and a test fails on any hydration error or Content-Security-Policy violation.
 */
export const test = base.extend<{ site: SiteUnderTest }>({
  site: [SITES[0] as SiteUnderTest, { option: true }],
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error" && /hidrataci[oó]n|Content Security Policy/i.test(text)) {
        problems.push(text);
      }
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`,
        );
      });
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated(page);
      return response;
    };
    await use(page);
    expect(problems, "hydration errors and CSP violations").toEqual([]);
  },
});

export { expect };
