import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on("response", (r) => {
  if (r.status() >= 400) console.log("bad:", r.status(), r.url());
});
page.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(process.argv[2], { waitUntil: "networkidle" });
for (let i = 0; i < 10; i++) {
  const state = await page
    .locator("[data-map-state]")
    .getAttribute("data-map-state")
    .catch(() => "none");
  console.log(i, state);
  if (state === "ready" || state === "failed") break;
  await page.waitForTimeout(1000);
}
console.log(
  await page.evaluate(() => {
    const c = document.createElement("canvas");
    return !!c.getContext("webgl2") + " " + !!c.getContext("webgl");
  }),
);
await page.screenshot({ path: "/tmp/map-dbg.png" });
await browser.close();
