/**
 * Waits until the page is still before a picture: its fonts loaded, its images decoded, the
 * frames that say they are loading (`iframe[aria-busy="true"]`, whose document the page
 * cannot read) loaded, and no change to the document for `quietMs` (answers that arrive after
 * the first render, texts that settle). Shared by the story pictures and the page pictures.
 */
export async function untilStill(page, quietMs) {
  await page.waitForFunction(() => document.querySelector('iframe[aria-busy="true"]') === null);
  await page.evaluate(async (quiet) => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) => image.decode().catch(() => undefined)),
    );
    await new Promise((resolve) => {
      let timer = setTimeout(done, quiet);
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(done, quiet);
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
  }, quietMs);
}
