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
      // The page is marked hydrated once its content is, not only the site's frame: a press
      // replayed or a navigation made before would land on a page React has not taken over.
      // The page's first node (after the comment that opens the router's Suspense boundary;
      // a nested boundary's own comment counts) carries React's key once it is hydrated.
      new MutationObserver((_, observer) => {
        const main = document.getElementById("contenido");
        if (document.documentElement.dataset.hydrated !== "true" || !main?.firstChild) return;
        observer.disconnect();
        const opening = main.firstChild;
        const content =
          opening.nodeType === Node.COMMENT_NODE && (opening as Comment).data === "$"
            ? opening.nextSibling
            : opening;
        if (content && !Object.keys(content).some((key) => key.startsWith("__reactFiber$"))) {
          console.error(
            "Error de hidratación: la página se marcó hidratada antes que su contenido",
          );
        }
      }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
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
