import { chromium } from "@playwright/test";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const [, , url, out, full] = process.argv;
page.on("console", (m) => {
  if (m.type() === "error") console.log("console:", m.text());
});
const res = await page.goto(url, { waitUntil: "networkidle" });
console.log(res.status(), page.url());
await page.screenshot({ path: out, fullPage: full === "full" });
await browser.close();
