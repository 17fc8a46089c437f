import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { untilStill } from "@qs/playwright-config/still";
import { EVERY_SITE } from "../sites";
import { expect, test } from "./fixtures";

/**
 * The main pages of each site as pictures, at a phone's 390 px and the desktop's 1280 px,
 * compared with the baselines in `__screenshots__/<site>/`. A changed picture fails with the
 * expected, actual and diff images in test-results/; after an intended change,
 * `npm run visual:update` takes the new baselines.
 */

const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Lazy images load, fonts and images are ready, nothing says it is loading (a card in view
 * marks itself busy during its one-second delay and while its coverages and price load), and
 * the page has stopped changing.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = "eager";
    await document.fonts.ready;
    // Chromium keeps a select's text where the fallback font put it when the select was laid
    // out before Inter arrived (a pixel off); laying the selects out again once the fonts are
    // ready draws them the same whenever the font came.
    for (const select of Array.from(document.querySelectorAll("select"))) {
      const display = select.style.display;
      select.style.display = "none";
      void select.offsetHeight;
      select.style.display = display;
    }
  });
  await untilStill(page, 300);
}

/**
 * What changes from one day to the next and is not the page's design: the data's day, the UF's
 * value of the day (Chile's plans) and what is priced in pesos from it (on a page that shows a
 * UF value, the yearly cost and the ten-year cost's amounts), and the year.
 */
const UF_PAGE = "body:has(.qs-isapre__uf)";
const volatile = (page: Page) => [
  page.locator(".qs-data-date"),
  page.locator(".qs-isapre__uf"),
  page.locator(
    [
      ".qs-yearly__total",
      ".qs-yearly__split",
      ".qs-yearly__assumes",
      ".qs-projection__sums dd",
      ".qs-projection__table td",
    ]
      .map((selector) => `${UF_PAGE} ${selector}`)
      .join(", "),
  ),
  page.locator(".qs-footer__bottom > span").first(),
];

/** The chat launcher is hidden while the picture is taken (see visual.css). */
const VISUAL_CSS = fileURLToPath(new URL("./visual.css", import.meta.url));

async function picture(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage,
    mask: volatile(page),
    stylePath: VISUAL_CSS,
  });
}

/** The plan detail of the first plan the default listing shows, from its request link. */
async function firstPlanPath(page: Page): Promise<string> {
  await page.goto("/Comparar");
  const request = page.locator(".qs-card__actions a[href$='/Solicitar']").first();
  const href = await request.getAttribute("href");
  if (!href) throw new Error("The listing shows no plan with a request link");
  return href.replace(/\/Solicitar$/, "");
}

for (const [size, viewport] of Object.entries(WIDTHS)) {
  test.describe(`${size} (${viewport.width} px)`, { tag: EVERY_SITE }, () => {
    test.use({ viewport, contextOptions: { reducedMotion: "reduce" } });

    test("home", async ({ page }) => {
      await page.goto("/");
      await picture(page, `home-${size}`);
    });

    test("default listing", async ({ page }) => {
      await page.goto("/Comparar");
      // The first card has shown its coverages: its one-second delay has run.
      const first = page.locator(".qs-card").first();
      await expect(first.locator(".qs-card__coverages")).toBeVisible();
      await expect(first.locator(".qs-card__loading")).toHaveCount(0);
      // The first screen only: the listing loads its next page when its end comes into view,
      // and a full-page picture brings it into view, so the page would grow while it is taken.
      await picture(page, `listing-${size}`, { fullPage: false });
    });

    test("plan detail", async ({ page }) => {
      await page.goto(await firstPlanPath(page));
      await expect(page.locator("h1")).toBeVisible();
      await picture(page, `plan-detail-${size}`);
    });

    test("contact", async ({ page }) => {
      await page.goto("/contacto");
      await picture(page, `contact-${size}`);
    });

    test("English home", async ({ page }) => {
      await page.goto("/en/");
      await picture(page, `home-en-${size}`);
    });

    test("page not found", async ({ page }) => {
      await page.goto("/una-pagina-que-no-existe");
      await picture(page, `not-found-${size}`);
    });
  });
}
