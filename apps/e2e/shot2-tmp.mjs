import { chromium } from "@playwright/test";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const [, , url, out, selector, click] = process.argv;
page.on("console", (m) => {
  if (m.type() === "error") console.log("console:", m.text());
});
await page.goto(url, { waitUntil: "networkidle" });
if (click) {
  await page.locator(click).first().click();
  await page.waitForLoadState("networkidle");
}
await page.locator(selector).first().scrollIntoViewIfNeeded();
await page.waitForTimeout(1500);
await page.locator(selector).first().screenshot({ path: out });
await browser.close();
